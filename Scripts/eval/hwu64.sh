#!/bin/sh
# Runs `hark parse --json` over every text of the HWU64 development fold and prints a table:
# for in-scope lines, how many reach the right schema intent; for out-of-scope lines, how many
# the shell would have run as an intent with side effects (must be 0).
#
#   Scripts/eval/hwu64.sh [path/to/hwu64-dev2.jsonl]     (fold 2, the development fold, by default)
#
# Uses the demo store made fresh in a temporary folder and a fixed clock; builds hark first.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
data=${1:-$root/../shared/utterances/hwu64-dev2.jsonl}
[ -f "$data" ] || data=/work/shared/utterances/$(basename "$data")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build --product hark >/dev/null)
hark="$root/.build/debug/hark"
python3 -c 'import json,sys
for line in open(sys.argv[1]):
    print(json.loads(line)["text"].replace("\n", " "))' "$data" >"$work/texts.txt"
"$hark" parse --json --store "$work/store" --now 2026-06-09T09:41:00Z <"$work/texts.txt" >"$work/parsed.jsonl" 2>"$work/stderr.txt"
python3 "$root/Scripts/eval/hwu64_table.py" "$data" "$work/parsed.jsonl"
