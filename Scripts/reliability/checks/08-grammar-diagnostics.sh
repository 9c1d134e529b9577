#!/usr/bin/env bash
# Issue 11 item 8, the grammar part: a chain of doubling expansion rules (in _common/en.yaml, used by a
# sentence in another file) must give one diagnostic, saying the rule expands exponentially, at that
# rule's file:line:col (not a flood of "refers to itself" at the sentence's file); a real cycle is
# still "refers to itself"; an empty --grammars folder is an error, not a pass.
# Usage: 08-grammar-diagnostics.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
fail=0

mkdir -p "$work/G/_common" "$work/G/double" "$work/empty" "$work/C/_common" "$work/C/loop"
{
  echo "expansion_rules:"
  echo '  r0: "(a|b)"'
  for i in $(seq 1 40); do echo "  r$i: \"<r$((i - 1))> <r$((i - 1))>\""; done
} > "$work/G/_common/en.yaml"
cat > "$work/G/double/en.yaml" <<'YAML'
intents:
  test.double:
    data:
      - sentences:
          - "say <r40>"
          - "say it twice <r40> <r40>"
YAML
timeout 300 "$hark" check --grammars "$work/G" > "$work/out" 2> "$work/err"
status=$?
lines=$(cat "$work/out" "$work/err" | wc -l)
errors=$(grep -c ': error: ' "$work/err")
selfref=$(grep -c 'refers to itself' "$work/err")
echo "doubling rules: exit $status, $lines lines of output, $errors grammar errors, $selfref 'refers to itself'"
grep ': error: ' "$work/err" | head -3
if [ "$status" -ne 1 ]; then echo "FAIL $name: hark check passed a grammar that cannot compile"; fail=1; fi
if [ "$selfref" -ne 0 ]; then echo "FAIL $name: rules that do not refer to themselves are said to"; fail=1; fi
if [ "$errors" -ne 1 ]; then echo "FAIL $name: expected exactly one grammar error, got $errors"; fail=1; fi
if ! grep -q '^G/_common/en.yaml:21:[0-9]*: error: expansion rule <r19> expands exponentially' "$work/err"; then
  echo "FAIL $name: the error does not point at the rule that outgrows the budget (G/_common/en.yaml:21, <r19>)"; fail=1
fi
if [ "$lines" -gt 1000 ]; then echo "FAIL $name: $lines lines of output"; fail=1; fi

cat > "$work/C/_common/en.yaml" <<'YAML'
expansion_rules:
  a: "x <b>"
  b: "y [<a>]"
YAML
cat > "$work/C/loop/en.yaml" <<'YAML'
intents:
  test.loop:
    data:
      - sentences:
          - "go <a>"
          - "come <a>"
YAML
"$hark" check --grammars "$work/C" > "$work/out" 2> "$work/err"
status=$?
cycle=$(grep -c 'refers to itself' "$work/err")
echo "a real cycle: exit $status, $cycle 'refers to itself'"
grep 'refers to itself' "$work/err" | head -2
if [ "$status" -ne 1 ] || [ "$cycle" -ne 1 ] || ! grep -q '^C/_common/en.yaml:3:' "$work/err"; then
  echo "FAIL $name: a real cycle must be reported once, at the rule in C/_common/en.yaml:3"; fail=1
fi

"$hark" check --grammars "$work/empty" > "$work/out" 2> "$work/err"
status=$?
echo "empty grammars folder: exit $status: $(cat "$work/err" | head -1)"
if [ "$status" -eq 0 ]; then echo "FAIL $name: an empty grammars folder passes hark check"; fail=1; fi

if [ "$fail" -eq 0 ]; then
  echo "PASS $name: one exponential-rule error at the rule's own file:line, a cycle still reported once, an empty grammars folder is an error"
fi
exit "$fail"
