#!/usr/bin/env bash
# Old binary against new, in the same run: the start-up lines of Benchmarks/startup/run.sh (whole
# `hark -c` processes, demo store and a large store) and hark-batch-bench's per-line figures, each
# measured for the old and the new build in turn, ROUNDS times, so both see the same machine. A
# refactoring that should not cost anything is shown by this table: the ratio new/old of each row.
#
#   Benchmarks/compare/run.sh OLD_BIN_DIR [RUNS [ROUNDS [WORK_DIR]]]
#
# OLD_BIN_DIR holds the old build's `hark` and `hark-batch-bench` (build them in a worktree of the
# old commit: `swift build -c release --product hark --product hark-batch-bench`). Each build reads
# its own grammars: OLD_GRAMMARS (default: the Grammars of the checkout OLD_BIN_DIR is in) and this
# checkout's. RUNS (default 11) processes a row, median; ROUNDS (default 3) alternations, median of
# the rounds. The large store (STARTUP_MESSAGES, default 1,000,000 messages) is kept in WORK_DIR.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
old_bin="$(cd "${1:?usage: run.sh OLD_BIN_DIR [RUNS [ROUNDS [WORK_DIR]]]}" && pwd)"
runs=${2:-11}
rounds=${3:-3}
work=${4:-${TMPDIR:-/tmp}/hark-compare-bench}
old_grammars=${OLD_GRAMMARS:-$(cd "$old_bin" && git rev-parse --show-toplevel)/Grammars}
big_messages=${STARTUP_MESSAGES:-1000000}
timer="python3 $root/Benchmarks/startup/timer.py"
mkdir -p "$work"

for product in hark hark-batch-bench; do (cd "$root" && swift build -c release --product "$product" 2>&1 | tail -1); done
new_bin="$(cd "$root" && swift build -c release --show-bin-path)"
for binary in hark hark-batch-bench; do
  [ -x "$old_bin/$binary" ] || { echo "run.sh: no $old_bin/$binary" >&2; exit 2; }
done
export HARK_NOW=2026-06-09T09:41:00Z
unset HARK_STORE HARK_GRAMMARS HARK_MODEL OPENBLAS_NUM_THREADS

rm -rf "$work/demo"
"$new_bin/hark" demo-store "$work/demo" >/dev/null
if [ ! -f "$work/big/unicornchat/messages.jsonl" ]; then
  rm -rf "$work/big"
  "$new_bin/hark" demo-store "$work/big" --messages "$big_messages" >/dev/null
fi

# median of the numbers on standard input
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

# time_row WHICH STORE LINE: prints "wall<TAB>cpu" (medians of RUNS) for the old or new build.
time_row() {
  local which=$1 store=$2 line=$3 bin grammars
  if [ "$which" = old ]; then bin=$old_bin grammars=$old_grammars; else bin=$new_bin grammars=$root/Grammars; fi
  # Each build keeps its own caches (compiled grammars, learned model), made by the warm-up run.
  export XDG_CACHE_HOME="$work/cache-$which"
  local target="$work/$store"
  case "$line" in
    'text Flare hi' | '给Glow发消息说明天见')
      if [ "$store" = demo ]; then
        STARTUP_COPY="$work/demo:$work/send" $timer "$runs" row -- \
          "$bin/hark" --grammars "$grammars" --store "$work/send" -c "$line"
        return
      fi
      rm -rf "$work/send" && cp -r "$work/big" "$work/send" && sync
      target="$work/send" ;;
  esac
  $timer "$runs" row -- "$bin/hark" --grammars "$grammars" --store "$target" -c "$line"
} 2>&1

echo "== hark -c, old ($old_bin) against new ($new_bin); median of $rounds rounds of $runs runs; $(date -u +%FT%TZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-6s %-34s %9s %9s %7s %9s %9s %7s\n' store line "old wall" "new wall" ratio "old CPU" "new CPU" ratio
for store in demo big; do
  for line in 'text Flare hi' '给Glow发消息说明天见' 'show my last message from Flare' "what's on my calendar" \
    "what's the weather like"; do
    declare -a ow=() oc=() nw=() nc=()
    for ((round = 0; round < rounds; round++)); do
      IFS=$'\t' read -r _ wall cpu _ < <(time_row old "$store" "$line")
      ow+=("$wall") oc+=("$cpu")
      IFS=$'\t' read -r _ wall cpu _ < <(time_row new "$store" "$line")
      nw+=("$wall") nc+=("$cpu")
    done
    o_wall=$(printf '%s\n' "${ow[@]}" | median) n_wall=$(printf '%s\n' "${nw[@]}" | median)
    o_cpu=$(printf '%s\n' "${oc[@]}" | median) n_cpu=$(printf '%s\n' "${nc[@]}" | median)
    r_wall=$(awk -v a="$n_wall" -v b="$o_wall" 'BEGIN {printf "%.3f", a / b}')
    r_cpu=$(awk -v a="$n_cpu" -v b="$o_cpu" 'BEGIN {printf "%.3f", a / b}')
    printf '%-6s %-34s %9s %9s %7s %9s %9s %7s\n' "$store" "$line" "$o_wall" "$n_wall" "$r_wall" "$o_cpu" "$n_cpu" "$r_cpu"
  done
done
rm -rf "$work/send"

echo "== hark-batch-bench, 10,000 lines through one conversation: CPU p50 ms a line, by kind of line; median of $rounds rounds"
# kind of line -> list of p50s, per build
declare -A old_p50 new_p50
for ((round = 0; round < rounds; round++)); do
  for which in old new; do
    if [ "$which" = old ]; then bin=$old_bin grammars=$old_grammars; else bin=$new_bin grammars=$root/Grammars; fi
    while IFS='|' read -r _ line stage cpu _; do
      key="$(echo "$line" | sed 's/^ *//; s/ *$//') ($(echo "$stage" | tr -d ' '))"
      if [ "$which" = old ]; then old_p50[$key]+="$cpu "; else new_p50[$key]+="$cpu "; fi
    done < <("$bin/hark-batch-bench" "$grammars" 10000 | awk '/^\| line \|/ {on = 1; next} on && /^\| [^-]/')
  done
done
printf '%-52s %9s %9s %7s\n' "line (stage)" "old p50" "new p50" ratio
for key in "${!old_p50[@]}"; do
  [ -n "${new_p50[$key]:-}" ] || { printf '%-52s %9s %9s\n' "$key" "-" "(gone)"; continue; }
  o=$(printf '%s\n' ${old_p50[$key]} | median) n=$(printf '%s\n' ${new_p50[$key]} | median)
  printf '%-52s %9s %9s %7s\n' "$key" "$o" "$n" "$(awk -v a="$n" -v b="$o" 'BEGIN {printf "%.3f", a / b}')"
done | sort
