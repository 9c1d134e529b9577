#!/usr/bin/env bash
# Concurrency test for HarkStore and the semantic index: three processes append 5,000 messages each to
# one store at the same time (one durable append per message) while a fourth keeps reading. Each
# message goes to one of five group conversations, found or made under the store's lock by whichever
# writer needs it first, and into the semantic index: two writers with the index open (their writes
# go straight into entities.tsv and vectors.i8), one through the queue (pending.jsonl, taken in every
# 25 messages). Afterwards: every acknowledged message present once, every file parsing, exactly one
# conversation per group, every message in the index once and found by a search; the reader must never
# have reported damage (a write in progress is not damage).
#
#   Scripts/store/concurrent-test.sh [PER_WRITER]     (default 5000)
set -euo pipefail
cd "$(dirname "$0")/../.."
per=${1:-5000}
groups=5
# HARK_BIN_DIR: use a hark-store-tool already built there instead of building the release one.
if [[ -n "${HARK_BIN_DIR:-}" ]]; then tool="$HARK_BIN_DIR/hark-store-tool"; else
  if ! out=$(swift build -c release --product hark-store-tool 2>&1); then echo "$out" >&2; exit 1; fi
  tool="$(swift build -c release --show-bin-path)/hark-store-tool"
fi
work=$(mktemp -d)
store=$work/store
trap 'rm -rf "$work"' EXIT
"$tool" fill "$store" 20000 >/dev/null  # 2.8 MB: big enough to be served from the derived index
before=$("$tool" verify "$store" | grep 'unicornchat/messages:' | grep -oE '[0-9]+ records' | cut -d' ' -f1)

writers=()
for writer in a:direct b:queue c:direct; do
  name=${writer%%:*} mode=${writer#*:}
  "$tool" append "$store" --groups "$groups" --index "$mode" < <(seq -f "$name-%g" 1 "$per") >"$work/ack-$name" &
  writers+=($!)
done
reads=0 reader_warnings=0
while kill -0 "${writers[0]}" 2>/dev/null || kill -0 "${writers[1]}" 2>/dev/null || kill -0 "${writers[2]}" 2>/dev/null; do
  out=$("$tool" verify "$store")
  reads=$((reads + 1))
  if grep -q ': warning:' <<<"$out"; then reader_warnings=$((reader_warnings + 1)); echo "$out"; fi
done
for pid in "${writers[@]}"; do wait "$pid"; done

cat "$work"/ack-* >"$work/acked"
out=$("$tool" verify "$store" --acked "$work/acked")
after=$(grep 'unicornchat/messages:' <<<"$out" | grep -oE '[0-9]+ records' | cut -d' ' -f1)
new=$((after - before))
echo "writers: 3 x $per appends (index: 2 direct, 1 through the queue); acknowledged: $(wc -l <"$work/acked")"
echo "messages before: $before, after: $after, new: $new (expected $((3 * per)))"
grep '^acked ' <<<"$out"
python3 Scripts/store/check-files.py "$store" --unique
made=$(grep -c '"group":"group-' "$store/unicornchat/conversations.jsonl" || true)
distinct=$(grep -oE '"group":"group-[0-9]+"' "$store/unicornchat/conversations.jsonl" | sort -u | wc -l)
duplicates=$((made - distinct))
echo "group conversations: $made made for $distinct groups (expected $groups): $duplicates duplicate conversations"
# Word search is enough to find each message by its unique word (and skips encoding 15,000 queries).
index=$(HARK_MODEL_DIR=/nonexistent "$tool" verify-index "$store" --acked "$work/acked")
grep -vE '^indexed [0-9]+, missing' <<<"$index" | head -5 || true
grep -E '^indexed [0-9]+, missing' <<<"$index"
echo "reader passes during the writes: $reads, passes that reported damage: $reader_warnings"
read -r missing duplicated unfound < <(grep -E '^indexed' <<<"$index" | sed -E 's/.*missing ([0-9]+), duplicated ([0-9]+), unfound ([0-9]+)/\1 \2 \3/')
lost=$(grep '^acked ' <<<"$out" | sed -E 's/.*lost ([0-9]+).*/\1/')
corrupt=$(grep '^acked ' <<<"$out" | sed -E 's/.*corrupt ([0-9]+).*/\1/')
echo "result: $lost lost, $corrupt corrupt, $duplicates duplicate conversations, $missing not indexed, $duplicated indexed twice, $unfound not findable"
[[ $new -eq $((3 * per)) && $reader_warnings -eq 0 && $lost -eq 0 && $corrupt -eq 0 && $duplicates -eq 0 &&
  $distinct -eq $groups && $missing -eq 0 && $duplicated -eq 0 && $unfound -eq 0 ]]
