#!/usr/bin/env bash
# Issue 11 item 7: hangs. A FIFO in place of a collection, hark-store.json or pending.jsonl blocked
# for ever (after the message was stored); a writer waited silently for ever while another process
# held .lock. Each FIFO must give a clear error within seconds; a held lock must be reported after
# about a second, with the holder's pid, and the write must go through once it is released.
source "$(dirname "$0")/../lib.sh" "$@"
tried=0
# fifo_case NAME PATH-IN-STORE COMMAND EXPECT: a FIFO at PATH, COMMAND must end within 10 s and say EXPECT.
fifo_case() {
  local case=$1 path=$2 command=$3 expect=$4 store=$work/$1
  make_store "$store" || { fail "$case: no demo store"; return; }
  HARK_STORE=$store "$hark" search "warm up" >/dev/null 2>&1
  mkdir -p "$(dirname "$store/$path")"; rm -f "$store/$path"; mkfifo "$store/$path"
  local out status
  out=$(HARK_STORE=$store timeout -k 2 10 "$hark" -c "$command" 2>&1)
  status=$?
  if [[ $status -eq 124 || $status -eq 137 ]]; then fail "$case: hung"; return; fi
  grep -q "$expect" <<<"$out" || fail "$case: expected \"$expect\", got: $out"
  tried=$((tried + 1))
}
fifo_case collection unicornchat/messages.jsonl "text Glow hello" "is a FIFO"
fifo_case contacts unicornchat/contacts.jsonl "text Flare hello" "is a FIFO"
fifo_case marker hark-store.json "text Glow hello" "is a FIFO"
fifo_case pending .derived/semantic/pending.jsonl "text Glow hello" "Sent to Glow"
fifo_case pending-search .derived/semantic/pending.jsonl ":search hello" "is a FIFO"
fifo_case entities .derived/semantic/entities.tsv ":search hello" "is a FIFO"
fifo_case store-index .derived/unicornchat/messages.index "text Glow hello" "Sent to Glow"
fifo_case lock .lock "text Glow hello" "is a FIFO"
# A lock held by another process for 3 s: reported after about a second with its pid, then the
# write goes through.
store=$work/locked
make_store "$store"
flock "$store/.lock" sleep 3 &
holder=$!
sleep 0.3
start=$(date +%s.%N)
out=$(HARK_STORE=$store timeout -k 2 20 "$hark" -c "text Glow while locked" 2>&1)
end=$(date +%s.%N)
wait "$holder"
grep -q "held by process $holder" <<<"$out" || fail "lock: no report naming process $holder: $out"
grep -q "Sent to Glow" <<<"$out" || fail "lock: the send did not go through after the lock was released"
waited=$(python3 -c "print(f'{$end - $start:.1f}')")
finish "$tried FIFOs (in place of messages.jsonl, contacts.jsonl, hark-store.json, pending.jsonl twice, entities.tsv, the store index, .lock): each ended in seconds with a clear error or the send done; a lock held 3 s by pid $holder: reported with its pid, send done after ${waited} s"
