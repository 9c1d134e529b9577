#!/usr/bin/env bash
# Issue 28 (typed ids): an intent id the schema catalog lacks was reported without its place
# ("grammar en: mail.replyMial: no schema intent is called mail.replyMial"), once per language
# even where the file did not have it. `hark check` must name the file, line and column it is
# written at, say the id it likely meant, report it once, and fail.
source "$(dirname "$0")/../lib.sh" "$@"
grammars=$work/Grammars
cp -r "$(dirname "$0")/../../../Grammars" "$grammars"
# The trigger: the English mail grammar's replyMail misspelt (its first line that names it).
line=$(grep -n '^  mail.replyMail:' "$grammars/mail/en.yaml" | head -1 | cut -d: -f1)
[[ -n "$line" ]] || { fail "the mail grammar has no mail.replyMail"; finish ""; }
sed -i "${line}s/mail.replyMail:/mail.replyMial:/" "$grammars/mail/en.yaml"
out=$("$hark" check --grammars "$grammars" 2>&1)
status=$?
[[ $status -eq 1 ]] || fail "hark check exited $status, not 1"
wanted="error: $grammars/mail/en.yaml:$line:3: no schema intent is called “mail.replyMial”; did you mean “mail.replyMail”?"
grep -qxF "$wanted" <<<"$out" || fail "no line '$wanted' (got: $(grep -m1 replyMial <<<"$out"))"
count=$(grep -c "replyMial" <<<"$out")
[[ $count -eq 1 ]] || fail "the misspelt id is reported $count times, not once"
finish "mail.replyMail misspelt at mail/en.yaml:$line: hark check fails, naming the file, line and column and the id it meant, once"
