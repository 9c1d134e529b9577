#!/usr/bin/env bash
# Reliability run for issue 11: every numbered item reproduced against the release binary, and shown
# fixed. One check per item in checks/ (NN-name.sh); each gets the folder holding the built binaries
# as $1, works in its own temporary folders, prints one line "PASS NN name: what it tried" or
# "FAIL NN name: what went wrong", and exits 0 only on PASS. This script builds once, runs every
# check, and exits 0 only when all pass.
#
#   Scripts/reliability/run.sh [CHECK_NAME_FILTER]
#   HARK_BIN_DIR=.build/debug Scripts/reliability/run.sh     (use binaries already built; no build)
set -uo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${HARK_BIN_DIR:-}" ]]; then
  for product in hark hark-store-tool; do
    if ! out=$(swift build -c release --product "$product" 2>&1); then echo "$out" >&2; exit 1; fi
  done
  HARK_BIN_DIR="$(swift build -c release --show-bin-path)"
fi
bin=$(cd "$HARK_BIN_DIR" && pwd)
filter=${1:-}
passed=0 failed=0
for check in Scripts/reliability/checks/*.sh; do
  [[ -n "$filter" && "$check" != *"$filter"* ]] && continue
  # A check must not hang the run: each gets two minutes, or what a "# timeout: SECONDS" line in
  # it asks for (13-cache-damage: 200 rounds of runs, a minute on a quiet machine).
  limit=$(sed -n 's/^# timeout: \([0-9][0-9]*\)$/\1/p' "$check" | head -1)
  if timeout -k 5 "${limit:-120}" bash "$check" "$bin"; then passed=$((passed + 1)); else
    status=$?
    [[ $status -ge 124 ]] && echo "FAIL $(basename "$check" .sh): timed out (exit $status)"
    failed=$((failed + 1))
  fi
done
echo "reliability: $passed passed, $failed failed"
[[ $failed -eq 0 && $passed -gt 0 ]]
