#!/usr/bin/env bash
# Issue 27 item 1: data went to the wrong person unasked. "show my files" then "text it to Flare"
# sent the oldest of seven listed files; "show my emails" then "forward this email to Dana"
# forwarded the oldest of four; "email this file to Dana" attached Q1 unasked. A reference after a
# list of several now offers the list as numbered choices, in English and Chinese, and nothing is
# sent, forwarded or changed until one is picked; the one picked is then what "it" means.
source "$(dirname "$0")/../lib.sh" "$@"
store=$work/store
make_store "$store" || fail "no demo store"
export HARK_STORE=$store
# The store's files, hashed: a question changes nothing.
state() { find "$store" -name '*.jsonl' -not -path '*/.derived/*' -exec sha1sum {} + | sort; }

# expect_choice LINES… : the last line's answer is a numbered choice of the list shown before it,
# and the store is as it was.
expect_choice() {
  local before after out
  before=$(state)
  out=$(printf '%s\n' "$@" | "$hark" 2>&1)
  after=$(state)
  local last=${*: -1}
  local question
  question=$(grep -E '^(Which|哪)' <<<"$out" | tail -1)
  [[ -n "$question" ]] || fail "“$last” after “$1” asked no question: $(tail -1 <<<"$out")"
  grep -q '1) ' <<<"$question" && grep -q '2) ' <<<"$question" || fail "“$last”: no numbered choices: $question"
  grep -qE '^(Sent|Forwarded|Drafted|Moved|Deleted|Applied|已)' <<<"$out" && fail "“$last” acted: $out"
  [[ "$before" == "$after" ]] || fail "“$last” changed the store before an answer"
}
expect_choice "show my files" "text it to Flare"
expect_choice "show my emails" "forward this email to Dana Brooks"
expect_choice "show my files" "email this file to Dana Brooks"
expect_choice "show my photos" "make it mono"
expect_choice "what's on my calendar" "delete it"
expect_choice "显示我的文件" "把它发给Flare"
expect_choice "显示我的邮件" "把这封邮件转发给Priya"

# The pick is what is sent, and "it" is that one afterwards.
out=$(printf '%s\n' "show my files" "text it to Flare" "3" "text it to Glow" | "$hark" 2>&1)
third=$(sed -n 's/^  3\. \(.*\) — .*/\1/p' <<<"$out" | head -1)
[[ $(grep -c "^Sent “$third” to" <<<"$out") -eq 2 ]] ||
  fail "the third file ($third) was not the one sent twice: $(grep '^Sent' <<<"$out" | tr '\n' ' ')"
# "the first one" / "the last one" are places on the list as shown.
out=$(printf '%s\n' "show my files" "text the last one to Flare" | "$hark" 2>&1)
last=$(grep -E '^  [0-9]+\. ' <<<"$out" | tail -1 | sed 's/^  [0-9]*\. \(.*\) — .*/\1/')
grep -q "^Sent “$last” to Flare" <<<"$out" || fail "the last one shown ($last) was not sent: $(tail -1 <<<"$out")"
# With nothing shown, nothing is sent.
out=$("$hark" -c "text it to Flare" 2>&1)
grep -q "^Sent" <<<"$out" && fail "with nothing shown, “text it to Flare” sent something: $out"
finish "a reference after a list of several asks with numbered choices (en, zh), changes nothing until answered; the pick and list positions are honoured"
