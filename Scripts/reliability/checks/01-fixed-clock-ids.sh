#!/usr/bin/env bash
# Issue 11 item 1: with a fixed clock (--now / HARK_NOW), two sends in two processes wrote the same
# id (msg-1) and only the second message remained. Ids must be unique whatever the clock.
source "$(dirname "$0")/../lib.sh" "$@"
store=$work/store
make_store "$store" || { fail "no demo store"; finish ""; }
HARK_STORE=$store "$hark" --now 2026-06-09T09:41:00Z -c "text Glow first" >/dev/null 2>&1
HARK_STORE=$store "$hark" --now 2026-06-09T09:41:00Z -c "text Glow second" >/dev/null 2>&1
HARK_STORE=$store HARK_NOW=2026-06-09T09:41:00Z "$hark" -c "text Glow third" >/dev/null 2>&1
file=$store/unicornchat/messages.jsonl
for word in first second third; do
  grep -q "\"body\":\"$word\"" "$file" || fail "message \"$word\" is missing"
done
ids=$(grep -E '"body":"(first|second|third)"' "$file" | grep -oE '"id":"[^"]*"' | sort -u | wc -l)
[[ $ids -eq 3 ]] || fail "the three messages share ids ($ids distinct)"
finish "3 sends in 3 processes with the same fixed clock: all 3 messages kept, $ids distinct ids"
