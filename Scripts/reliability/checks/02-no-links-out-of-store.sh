#!/usr/bin/env bash
# Issue 11 item 2: the semantic index's files followed links out of the store. pending.jsonl,
# entities.tsv or vectors.i8 as a symbolic link, .derived or .derived/semantic as a link to an
# outside folder, and a hard link inside the store made sends, searches and `hark index` write into,
# truncate or delete outside data. Every case must leave the outside untouched.
source "$(dirname "$0")/../lib.sh" "$@"
tried=0
# run_case NAME SETUP: a fresh store, SETUP plants the link (given $store and $outside), then a send,
# a search and `hark index`; the outside must be byte for byte what it was.
run_case() {
  local case=$1 setup=$2
  local store=$work/$case/store outside=$work/$case/outside
  mkdir -p "$outside/rebuild"
  make_store "$store" || { fail "$case: no demo store"; return; }
  # Open the index once so its files exist, then plant.
  HARK_STORE=$store "$hark" search "movies" >/dev/null 2>&1
  printf 'outside data\n' >"$outside/data.txt"
  printf 'keep\n' >"$outside/rebuild/keep.txt"
  eval "$setup"
  local before
  before=$(cd "$outside" && find . -type f -exec sha1sum {} + | sort)
  HARK_STORE=$store "$hark" -c "text Glow secret-$case" >"$work/$case.out" 2>&1
  HARK_STORE=$store "$hark" search "secret-$case" >>"$work/$case.out" 2>&1
  HARK_STORE=$store "$hark" index >>"$work/$case.out" 2>&1
  HARK_STORE=$store "$hark" -c "text Glow again-$case" >>"$work/$case.out" 2>&1
  local after
  after=$(cd "$outside" && find . -type f -exec sha1sum {} + | sort)
  [[ "$before" == "$after" ]] || fail "$case: outside data changed"
  grep -rq "secret-$case" "$outside" && fail "$case: message text written outside the store"
  grep -q "\"body\":\"secret-$case\"" "$store/unicornchat/messages.jsonl" || fail "$case: the message was not stored"
  tried=$((tried + 1))
}
sem='$store/.derived/semantic'
run_case pending-symlink "rm -f $sem/pending.jsonl; ln -s \$outside/data.txt $sem/pending.jsonl"
run_case entities-symlink "rm -f $sem/entities.tsv; ln -s \$outside/data.txt $sem/entities.tsv"
run_case vectors-symlink "rm -f $sem/vectors.i8; ln -s \$outside/data.txt $sem/vectors.i8"
run_case lexical-symlink "rm -f $sem/lexical.bin; ln -s \$outside/data.txt $sem/lexical.bin"
run_case semantic-folder-link "rm -rf $sem; ln -s \$outside $sem"
run_case derived-folder-link "rm -rf \$store/.derived; ln -s \$outside \$store/.derived"
run_case rebuild-folder-link "rm -rf $sem/rebuild; ln -s \$outside/rebuild $sem/rebuild"
run_case pending-hardlink "rm -f $sem/pending.jsonl; ln \$outside/data.txt $sem/pending.jsonl"
run_case entities-hardlink "rm -f $sem/entities.tsv; ln \$outside/data.txt $sem/entities.tsv"
run_case store-index-symlink "rm -f \$store/.derived/unicornchat/messages.index; mkdir -p \$store/.derived/unicornchat; ln -s \$outside/data.txt \$store/.derived/unicornchat/messages.index"
# A collection hard-linked to an outside file: a send must refuse rather than append to it.
store=$work/collection/store outside=$work/collection/outside
mkdir -p "$outside"; make_store "$store"
cp "$store/unicornchat/messages.jsonl" "$outside/messages.jsonl"
rm "$store/unicornchat/messages.jsonl"; ln "$outside/messages.jsonl" "$store/unicornchat/messages.jsonl"
sum=$(sha1sum <"$outside/messages.jsonl")
out=$(HARK_STORE=$store "$hark" -c "text Glow secret-collection" 2>&1)
[[ $(sha1sum <"$outside/messages.jsonl") == "$sum" ]] || fail "collection-hardlink: outside file changed"
grep -q "hard link" <<<"$out" || fail "collection-hardlink: no clear error (got: $out)"
tried=$((tried + 1))
finish "$tried planted links (symbolic links to pending.jsonl, entities.tsv, vectors.i8, lexical.bin, the store index; .derived, .derived/semantic and rebuild as links to folders; hard links to pending.jsonl, entities.tsv and a collection) through send, search and hark index: outside data unchanged, messages stored"
