#!/usr/bin/env bash
# HarkStore benchmark at N messages (default 1,000,000). Prints:
#  - store size on disk (records and derived data);
#  - cold one-shot wall time (a new process: open the store, read the contacts, one conversation's
#    messages, append one message durably, count) beside `cat` of the store's record files, same run;
#  - sustained acknowledged appends per second (each append durable before its "ack"), one per
#    append and in batches of 100 (group commit);
#  - append+fdatasync against write-temp+fsync+rename (why the store appends);
#  - full rebuild time of the derived data.
# The page cache is warm for both the one-shot and `cat` (dropping it needs root on the host).
#
#   Benchmarks/store/run.sh [N] [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
n=${1:-1000000}
work=${2:-$(mktemp -d)}
store="$work/store"
if ! out=$(swift build -c release --product hark-store-tool 2>&1); then echo "$out" >&2; exit 1; fi
tool="$(swift build -c release --show-bin-path)/hark-store-tool"
rm -rf "$store" "$work/durability"
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# wall time of a command in microseconds
us() { local t=$(date +%s%N); "$@" >/dev/null; echo $(( ($(date +%s%N) - t) / 1000 )); }

echo "== HarkStore benchmark, $n messages ($(date -u +%FT%TZ), $(nproc) cores)"
"$tool" fill "$store" "$n"
t=$(date +%s%N); "$tool" rebuild "$store" >/dev/null; echo "first index build: $(ms "$t") ms"
echo "store size on disk: $(du -sh "$store" | cut -f1) total; records $(du -ch "$store"/*/*.jsonl | tail -1 | cut -f1), derived $(du -sh "$store/.derived" | cut -f1)"
ls -l "$store"/*/*.jsonl | awk '{printf "  %s %d bytes\n", $NF, $5}'

echo "== cold one-shot (new process each run; median of 11)"
"$tool" oneshot "$store" c42
for i in $(seq 11); do us "$tool" oneshot "$store" c42; done | median >"$work/oneshot"
for i in $(seq 11); do us cat "$store"/*/*.jsonl; done | median >"$work/cat"
for i in $(seq 11); do us "$tool" usage 2>/dev/null || true; done | median >"$work/start"
oneshot=$(cat "$work/oneshot"); catus=$(cat "$work/cat"); start=$(cat "$work/start")
echo "process start and exit, no store work:                             $((start / 1000)).$(( (start % 1000) / 100 )) ms"
echo "one-shot (open + contacts + conversation + durable append + count): $((oneshot / 1000)).$(( (oneshot % 1000) / 100 )) ms"
echo "cat of the record files:                                           $((catus / 1000)).$(( (catus % 1000) / 100 )) ms"
awk -v a="$oneshot" -v b="$catus" 'BEGIN {printf "ratio one-shot / cat: %.3f\n", a / b}'

echo "== the shell itself: cold hark -c on a demo store of $n messages (new process each run; median of 11)"
if ! out=$(swift build -c release --product hark 2>&1); then echo "$out" >&2; exit 1; fi
hark="$(swift build -c release --show-bin-path)/hark"
rm -rf "$work/hark"
"$hark" demo-store "$work/hark" --messages "$n"
echo "hark store on disk: $(du -sh "$work/hark" | cut -f1)"
send() { "$hark" --store "$work/hark" -c "send a message to Flare saying hi"; }
send >/dev/null
for i in $(seq 11); do us send; done | median >"$work/hark-send"
for i in $(seq 11); do us cat "$work/hark"/*/*.jsonl; done | median >"$work/hark-cat"
hs=$(cat "$work/hark-send"); hc=$(cat "$work/hark-cat")
echo "hark -c \"send a message to Flare saying hi\": $((hs / 1000)).$(( (hs % 1000) / 100 )) ms (goal: under 100 ms)"
echo "cat of that store's record files:            $((hc / 1000)).$(( (hc % 1000) / 100 )) ms"
awk -v a="$hs" -v b="$hc" 'BEGIN {printf "ratio hark -c / cat: %.3f\n", a / b}'

echo "== sustained acknowledged appends"
for batch in 1 100; do
  count=20000
  t=$(date +%s%N)
  acks=$(seq -f "bench${batch}-%g" 1 $count | "$tool" append "$store" --batch "$batch" | grep -c '^ack ')
  elapsed=$(( $(date +%s%N) - t ))
  awk -v n="$acks" -v ns="$elapsed" -v b="$batch" 'BEGIN {printf "batch %3d: %d acknowledged in %.2f s = %.0f appends/s\n", b, n, ns / 1e9, n / (ns / 1e9)}'
done
echo "== JSON codec (100,000 message lines, same run)"
"$tool" codec 100000
echo "== durability strategies (2000 writes each, same disk)"
"$tool" durability "$work/durability" 2000

echo "== derived data"
t=$(date +%s%N); "$tool" query "$store" c42; echo "first query after the 40,000 appends above (index brought up to date): $(ms "$t") ms"
"$tool" rebuild "$store"
rm -rf "$store/.derived"
t=$(date +%s%N); "$tool" query "$store" c42; echo "first query with no derived data at all (builds the index): $(ms "$t") ms"
"$tool" verify "$store" | tail -1
[[ -n "${2:-}" ]] || rm -rf "$work"
