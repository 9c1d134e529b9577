#!/usr/bin/env bash
# Issue 27 item 2: impossible dates rolled over and the change ran unconfirmed. "move it to february
# 30" moved the meeting to 2 March; "april 31" became 1 May; "the 31st" in June became 1 July. Every
# date reader now refuses a day its month does not have, naming it, and nothing moves; a new time in
# another month reached by words that name no month is confirmed first.
source "$(dirname "$0")/../lib.sh" "$@"
store=$work/store
make_store "$store" || fail "no demo store"
export HARK_STORE=$store
state() { find "$store" -name '*.jsonl' -not -path '*/.derived/*' -exec sha1sum {} + | sort; }
before=$(state)
# expect_refused REQUEST WORDS: the request after "when is my next meeting?" says WORDS and moves nothing.
expect_refused() {
  local out
  out=$(printf '%s\n' "when is my next meeting?" "$1" | "$hark" 2>&1 | tail -1)
  [[ "$out" == "$2" ]] || fail "“$1” said “$out”, not “$2”"
}
expect_refused "move it to february 30" "There is no day 30 in February 2027."
expect_refused "move it to april 31" "There is no day 31 in April 2027."
expect_refused "move it to the 31st" "There is no day 31 in June 2026."
expect_refused "move it to june 31 at 4pm" "There is no day 31 in June 2026."
out=$(printf '%s\n' "我的下一个会议是什么时候" "把它改到2月30日" | "$hark" 2>&1 | tail -1)
[[ "$out" == "2027年2月没有30日。" ]] || fail "把它改到2月30日 said “$out”"
out=$("$hark" -c "create an event called tea on february 29" 2>&1)
[[ "$out" == "There is no day 29 in February 2027." ]] || fail "a new event on february 29 said “$out”"
[[ "$before" == "$(state)" ]] || fail "a refused date changed the store"
# A day in another month by words that name none ("the 3rd" from 9 June is 3 July): confirmed first.
out=$(printf '%s\n' "when is my next meeting?" "move it to the 3rd" "no" | "$hark" 2>&1)
grep -q "^Just to be sure: .*3 July.*(yes/no)" <<<"$out" || fail "“move it to the 3rd” was not confirmed: $out"
[[ "$before" == "$(state)" ]] || fail "a declined move changed the store"
# Real days still work, leap years included.
out=$(printf '%s\n' "when is my next meeting?" "move it to february 28" | "$hark" 2>&1 | tail -1)
grep -q "^Moved “Quarterly review” to Sunday 28 February 2027" <<<"$out" || fail "february 28: $out"
finish "february 30, april 31, the 31st in June, 2月30日, february 29 of 2027 refused with the day named; nothing moved; a move into another month by 'the 3rd' confirmed"
