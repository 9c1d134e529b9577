#!/usr/bin/env bash
# Two builds' one-shots in the same run: `hark --version` and four `hark -c` lines on the demo
# store (a question about the calendar, a find, a line nobody understands, a send on a fresh copy
# each run), each timed as a whole process (Benchmarks/startup/timer.py: median of RUNS after one
# uncounted run), the old build and the new in turn, ROUNDS times, so both see the same machine.
#
#   Benchmarks/compare/oneshots.sh OLD_CHECKOUT [RUNS [ROUNDS [WORK_DIR]]]
#
# OLD_CHECKOUT is a worktree of the old commit with its release `hark` built
# (`git worktree add DIR COMMIT && (cd DIR && swift build -c release --product hark)`); each build
# reads its own Grammars and keeps its own cache folder under WORK_DIR.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
old="$(cd "${1:?usage: oneshots.sh OLD_CHECKOUT [RUNS [ROUNDS [WORK_DIR]]]}" && pwd)"
runs=${2:-11}
rounds=${3:-3}
work=${4:-${TMPDIR:-/tmp}/hark-oneshots-bench}
timer="python3 $root/Benchmarks/startup/timer.py"
(cd "$root" && swift build -c release --product hark 2>&1 | tail -1)
new_bin="$(cd "$root" && swift build -c release --show-bin-path)/hark"
old_bin="$(cd "$old" && swift build -c release --show-bin-path)/hark"
export HARK_NOW=2026-06-09T09:41:00Z
unset HARK_STORE HARK_GRAMMARS HARK_MODEL
rm -rf "$work" && mkdir -p "$work"
"$new_bin" demo-store "$work/demo-new" >/dev/null
"$old_bin" demo-store "$work/demo-old" >/dev/null
printf 'label\twall ms (median)\tCPU ms (median)\tmin wall ms\n'
for round in $(seq "$rounds"); do
  for who in old new; do
    if [ "$who" = old ]; then bin=$old_bin grammars=$old/Grammars; else bin=$new_bin grammars=$root/Grammars; fi
    store="$work/demo-$who"
    export XDG_CACHE_HOME="$work/cache-$who"
    line=("$bin" --grammars "$grammars" --store "$store" -c)
    $timer "$runs" "$who $round --version" -- "$bin" --version
    $timer "$runs" "$who $round calendar" -- "${line[@]}" "what's on my calendar"
    $timer "$runs" "$who $round find" -- "${line[@]}" "show my last message from Flare"
    $timer "$runs" "$who $round weather" -- "${line[@]}" "what's the weather like"
    STARTUP_COPY="$store:$store-send" $timer "$runs" "$who $round send" -- \
      "$bin" --grammars "$grammars" --store "$store-send" -c "text Flare hi"
  done
done
echo "load $(cut -d' ' -f1 /proc/loadavg)"
