#!/usr/bin/env bash
# Issue 28, Build 1: `hark parse` (and `:explain`) claimed to run and write nothing, yet kept
# what it read in the cache folder: the did-you-mean index for a line it did not understand, the
# names' Latin forms, the Han syllables of a Chinese line. Trigger: a demo store (with a damaged
# line, which a read-only reader must leave in place) and a cache folder holding what any start
# keeps, then `hark parse` of a line it does not understand, a send, a question and a Chinese line.
# Every file of the store and the cache folder must keep its bytes and modification time, and
# parse must still say what it would do.
source "$(dirname "$0")/../lib.sh" "$@"
store=$work/store
cache=$work/cache
mkdir -p "$cache"
export XDG_CACHE_HOME=$cache
# Making the store starts the shell once: what any start keeps in the cache folder (the compiled
# grammars, the learned stage) is there before parse runs.
make_store "$store" || { fail "no demo store"; finish ""; }
printf '{"id": "broken", "text": \n' >>"$store/unicornchat/messages.jsonl"
# Each file: its path, size, modification time and a digest of its bytes.
snapshot() {
  # The learned stage's compiled model (understanding-*) is made from the grammars alone, by the
  # first start that asks the stage anything, as the compiled grammars are: the cache layer's.
  find "$store" "$cache" -type f ! -name 'understanding-*' | sort | while read -r file; do
    echo "$file $(stat -c '%s %.9Y' "$file") $(sha256sum <"$file" | cut -c1-16)"
  done
}
before=$(snapshot)
lines=("florp the wibble grommet" "text Glow I will be late" "send a message" "给Glow发消息说你好")
out=$(HARK_STORE=$store "$hark" parse "${lines[@]}" 2>&1)
status=$?
[[ $status -eq 0 ]] || fail "hark parse exited $status: $(head -3 <<<"$out")"
[[ $(grep -c "⇒" <<<"$out") -eq ${#lines[@]} ]] || fail "hark parse did not describe each line: $(head -5 <<<"$out")"
grep -q "sendMessage" <<<"$out" || fail "hark parse did not read the send"
after=$(snapshot)
if [[ "$before" != "$after" ]]; then
  changed=$(diff <(echo "$before") <(echo "$after") | grep '^[<>]' | awk '{print $2}' | sort -u | sed "s|$work/||" | head -5 | tr '\n' ' ')
  fail "hark parse changed files: $changed"
fi
finish "hark parse of ${#lines[@]} lines (not understood, a send, a question, Chinese) over a demo store with a damaged line and the cache folder a start keeps left every file (store and cache)'s bytes and mtime as they were"
