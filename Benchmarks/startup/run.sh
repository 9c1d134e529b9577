#!/usr/bin/env bash
# Start-up benchmark: `hark -c LINE` timed as a whole process (a new process each run, warm page
# cache, median of RUNS), wall clock and CPU (user + sys), beside `cat` of the same store's messages
# file in the same run. Four lines — a send, a find, a question about the calendar and a line
# nobody understands — and a send in Chinese, on the demo store and on a store of 1,000,000
# messages.
#
#   Benchmarks/startup/run.sh [RUNS] [WORK_DIR]
#
# RUNS defaults to 11. The 1,000,000-message store is made with `hark demo-store --messages` (as
# Benchmarks/store/run.sh does) in WORK_DIR and kept there, so a second run with the same WORK_DIR
# skips making it. The caches under WORK_DIR/cache (the learned stage's model, the compiled
# grammars) are made by the first, uncounted run of each line. A send runs against a fresh copy
# of the demo store each time, and against one copy of the large store per set of runs.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs=${1:-11}
work=${2:-${TMPDIR:-/tmp}/hark-startup-bench}
big_messages=${STARTUP_MESSAGES:-1000000}
timer="python3 $root/Benchmarks/startup/timer.py"
mkdir -p "$work"

(cd "$root" && swift build -c release --product hark 2>&1 | tail -1)
hark="$(cd "$root" && swift build -c release --show-bin-path)/hark"
export XDG_CACHE_HOME="$work/cache" HARK_NOW=2026-06-09T09:41:00Z
unset HARK_STORE HARK_GRAMMARS HARK_MODEL OPENBLAS_NUM_THREADS
grammars=(--grammars "$root/Grammars")

rm -rf "$work/demo"
"$hark" demo-store "$work/demo" >/dev/null
if [ ! -f "$work/big/unicornchat/messages.jsonl" ]; then
  rm -rf "$work/big"
  "$hark" demo-store "$work/big" --messages "$big_messages"
fi

echo "== hark -c, whole process, median of $runs (wall, CPU = user + sys); $(date -u +%FT%TZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s %-36s %10s %10s %10s\n' store command "wall ms" "CPU ms" "min wall"
row() { # store label -- command...
  local store=$1
  shift
  $timer "$runs" "$@" | awk -F'\t' -v s="$store" '{printf "%-10s %-36s %10s %10s %10s\n", s, $1, $2, $3, $4}'
}
for store in demo big; do
  path="$work/$store"
  messages=$(wc -l <"$path/unicornchat/messages.jsonl")
  label="$store"
  row "$label" "cat messages.jsonl ($messages lines)" -- cat "$path/unicornchat/messages.jsonl"
  # The sends, English and Chinese (a Chinese message's words are read as syllables: see
  # HanSyllables).
  for send in 'text Flare hi' '给Glow发消息说明天见'; do
    if [ "$store" = demo ]; then
      STARTUP_COPY="$path:$work/demo-send" row "$label" "$send" -- \
        "$hark" "${grammars[@]}" --store "$work/demo-send" -c "$send"
    else
      rm -rf "$work/big-send"
      cp -r "$path" "$work/big-send"
      # The copy's 190 MB on the disk before the runs, not written back under them (a send's
      # fdatasync would wait for it).
      sync
      row "$label" "$send" -- "$hark" "${grammars[@]}" --store "$work/big-send" -c "$send"
      rm -rf "$work/big-send"
    fi
  done
  for line in 'show my last message from Flare' "what's on my calendar" "what's the weather like"; do
    row "$label" "$line" -- "$hark" "${grammars[@]}" --store "$path" -c "$line"
  done
  row "$label" 'hark --version (process start only)' -- "$hark" --version
done

echo "== a batch of 10,000 lines through one conversation (per line, printing not included)"
(cd "$root" && swift build -c release --product hark-batch-bench 2>&1 | tail -1)
"$(cd "$root" && swift build -c release --show-bin-path)/hark-batch-bench" "$root/Grammars" 10000
