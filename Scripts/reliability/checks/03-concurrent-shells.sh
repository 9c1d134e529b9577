#!/usr/bin/env bash
# Issue 11 item 3: two shells lost index entries (EntityTable wrote at its own cached offset without
# a lock; emptying pending.jsonl was unlocked), and three shells sending to "Bubbles and Glow" at once
# made two such conversations (find-or-create was not under the lock). Three shells at once, several
# rounds: one conversation, every message stored, and every message in the index exactly once and
# found by a search.
source "$(dirname "$0")/../lib.sh" "$@"
rounds=4 per=4
conversations_bad=0 lost=0 unindexed=0 duplicated=0 unfound=0 sent=0
for round in $(seq 1 $rounds); do
  store=$work/store-$round
  make_store "$store" || { fail "no demo store"; break; }
  pids=()
  for shell in a b c; do
    {
      # Shell a opens the index first (its writes go straight into entities.tsv and vectors.i8);
      # b and c queue into pending.jsonl and take the queue in when they search.
      [[ $shell == a ]] && echo ":search warm up"
      for n in $(seq 1 $per); do
        echo "send a message to Bubbles and Glow saying word${shell}${round}x${n}"
        [[ $shell != a && $n -eq 2 ]] && echo ":search word"
      done
    } | HARK_STORE=$store "$hark" >"$work/out-$round-$shell" 2>&1 &
    pids+=($!)
  done
  wait "${pids[@]}"
  groups=$(grep -c '"recipients":\["bubbles","glow"\]' "$store/unicornchat/conversations.jsonl")
  ids=$(grep '"recipients":\["bubbles","glow"\]' "$store/unicornchat/conversations.jsonl" | grep -oE '"id":"[^"]*"' | sort -u | wc -l)
  [[ $ids -eq 1 ]] || conversations_bad=$((conversations_bad + 1))
  # Take the queue in (a search opens the index) and look for every message, one process.
  queries=""
  for shell in a b c; do for n in $(seq 1 $per); do queries+=":search word${shell}${round}x${n}"$'\n'; done; done
  found=$(HARK_STORE=$store "$hark" <<<"$queries" 2>&1)
  for shell in a b c; do
    for n in $(seq 1 $per); do
      word="word${shell}${round}x${n}"
      sent=$((sent + 1))
      id=$(grep "\"body\":\"$word\"" "$store/unicornchat/messages.jsonl" | grep -oE '"id":"[^"]*"' | head -1 | cut -d'"' -f4)
      if [[ -z $id ]]; then lost=$((lost + 1)); continue; fi
      count=$(grep -c "^+	$id	" "$store/.derived/semantic/entities.tsv")
      [[ $count -eq 0 ]] && unindexed=$((unindexed + 1))
      [[ $count -gt 1 ]] && duplicated=$((duplicated + 1))
      grep -q "$id" <<<"$found" || unfound=$((unfound + 1))
    done
  done
done
[[ $conversations_bad -eq 0 ]] || fail "$conversations_bad rounds made more than one Bubbles-and-Glow conversation"
[[ $lost -eq 0 ]] || fail "$lost messages lost"
[[ $unindexed -eq 0 ]] || fail "$unindexed messages missing from the index"
[[ $duplicated -eq 0 ]] || fail "$duplicated messages indexed twice"
[[ $unfound -eq 0 ]] || fail "$unfound messages not found by a search"
finish "$rounds rounds of 3 shells sending $per messages each to \"Bubbles and Glow\" at once ($sent messages; one shell writing the index directly, two queueing): 1 conversation per round, 0 lost, 0 missing from or twice in the index, all found by search"
