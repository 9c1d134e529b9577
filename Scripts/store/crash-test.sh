#!/usr/bin/env bash
# Crash test for HarkStore: kill a writing process with SIGKILL at random moments, then check that
# every write it acknowledged is present and every file parses.
#
#   Scripts/store/crash-test.sh [KILLS] [STORE_DIR]     (default 200 kills, a fresh temporary store)
#
# Each round starts `hark-store-tool append`, which appends one record per input line, puts it in the
# semantic index (directly in odd rounds, through the index's queue in even ones; word search only,
# so the writer starts at once) and prints "ack ID" only after both returned (the record written and
# fdatasync'ed); it is killed after a random 0-150 ms. Then `hark-store-tool verify --acked` reopens the store and looks up every acknowledged id
# (lost = acknowledged but missing), and an independent Python check parses every line of every file.
# Every third round also simulates a power cut in the middle of a write: a random-length prefix of a
# record line is appended to the file, as a write interrupted at that byte would leave it. The next
# process must set it aside (rejects file, one warning) and lose nothing acknowledged.
set -euo pipefail
cd "$(dirname "$0")/../.."
kills=${1:-200}
# HARK_BIN_DIR: use a hark-store-tool already built there instead of building the release one.
if [[ -n "${HARK_BIN_DIR:-}" ]]; then tool="$HARK_BIN_DIR/hark-store-tool"; else
  if ! out=$(swift build -c release --product hark-store-tool 2>&1); then echo "$out" >&2; exit 1; fi
  tool="$(swift build -c release --show-bin-path)/hark-store-tool"
fi
work=$(mktemp -d)
store=${2:-$work/store}
trap 'rm -rf "$work"' EXIT
"$tool" fill "$store" 20000 >/dev/null  # 2.8 MB: big enough to be served from the derived index

lost=0 corrupt=0 acked=0 torn_made=0 unparsable=0
for round in $(seq 1 "$kills"); do
  ack="$work/ack"
  mode=$([[ $((round % 2)) -eq 1 ]] && echo direct || echo queue)
  HARK_MODEL_DIR=/nonexistent "$tool" append "$store" --index "$mode" < <(seq -f "r${round}-%g" 1 100000) >"$ack" 2>/dev/null &
  writer=$!
  sleep "$(printf '0.%03d' $((RANDOM % 150)))"
  kill -KILL "$writer" 2>/dev/null || true
  wait "$writer" 2>/dev/null || true
  result=$("$tool" verify "$store" --acked "$ack" | grep '^acked ')
  # "acked A, lost L, corrupt C, torn tails set aside T"
  read -r a l c t < <(echo "$result" | sed -E 's/acked ([0-9]+), lost ([0-9]+), corrupt ([0-9]+), torn tails set aside ([0-9]+)/\1 \2 \3 \4/')
  acked=$((acked + a)); lost=$((lost + l)); corrupt=$((corrupt + c))
  cat "$ack" >>"$work/all-acked"
  if ! python3 Scripts/store/check-files.py "$store" >"$work/check" ; then
    unparsable=$((unparsable + 1)); cat "$work/check"
  fi
  if (( round % 3 == 0 )); then
    line="{\"id\":\"torn-${round}\",\"fields\":{\"conversation\":\"c0\",\"text\":\"cut short héllo 👋\"}}"
    cut=$((1 + RANDOM % (${#line} - 1)))
    printf '%s' "${line:0:$cut}" >>"$store/unicornchat/messages.jsonl"
    printf '%s\n' "${line:0:$cut}" >>"$work/cuts"
    torn_made=$((torn_made + 1))
  fi
done
final=$("$tool" verify "$store" | tail -1)
# Every acknowledged write is in the semantic index once, and a search finds it.
touch "$work/all-acked"
index=$(HARK_MODEL_DIR=/nonexistent "$tool" verify-index "$store" --acked "$work/all-acked")
grep -vE '^indexed [0-9]+, missing' <<<"$index" | head -5 || true
read -r missing duplicated unfound < <(grep -E '^indexed' <<<"$index" | sed -E 's/.*missing ([0-9]+), duplicated ([0-9]+), unfound ([0-9]+)/\1 \2 \3/')
torn_set_aside=$(cat "$store"/*/*.rejects 2>/dev/null | wc -l)
# A process killed after copying a cut line to the rejects file but before truncating it leaves the line
# for the next process to set aside again: the same file:line and bytes twice. Count distinct lines.
distinct=$(cat "$store"/*/*.rejects 2>/dev/null | sort -u | wc -l)
# Every simulated cut line must be in the rejects file (as "file:line: <its bytes>"). Two cuts of the
# same few bytes before the round number at the same line are one rejects line, so count by content.
touch "$work/cuts"
missing_cuts=$(python3 - "$work/cuts" "$store"/unicornchat/messages.rejects <<'PY'
import sys
cuts = open(sys.argv[1], "rb").read().split(b"\n")[:-1]
rejected = set()
for path in sys.argv[2:]:
    for line in open(path, "rb").read().split(b"\n")[:-1]:
        rejected.add(line.split(b": ", 1)[1] if b": " in line else line)
print(sum(1 for cut in cuts if cut not in rejected))
PY
)
echo "kills: $kills, acknowledged writes: $acked, store: $final"
echo "power cuts simulated mid-line: $torn_made, cut lines set aside to rejects: $torn_set_aside ($distinct distinct), simulated cuts not found in rejects: $missing_cuts"
echo "index: $(grep -E '^indexed' <<<"$index")"
echo "result: $lost lost, $corrupt corrupt, $unparsable rounds with an unparsable file, $missing acknowledged writes not indexed, $duplicated indexed twice, $unfound not findable"
[[ $lost -eq 0 && $corrupt -eq 0 && $unparsable -eq 0 && $missing_cuts -eq 0 && $missing -eq 0 &&
  $duplicated -eq 0 && $unfound -eq 0 ]]
