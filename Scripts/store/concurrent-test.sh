#!/usr/bin/env bash
# Concurrency test for HarkStore: two processes append 5,000 messages each to one store at the same
# time (one durable append per message) while a third keeps reading. Afterwards exactly 10,000 new
# messages must be present, every id once, every file parsing; the reader must never have reported
# damage (a write in progress is not damage).
#
#   Scripts/store/concurrent-test.sh [PER_WRITER]     (default 5000)
set -euo pipefail
cd "$(dirname "$0")/../.."
per=${1:-5000}
if ! out=$(swift build -c release --product hark-store-tool 2>&1); then echo "$out" >&2; exit 1; fi
tool="$(swift build -c release --show-bin-path)/hark-store-tool"
work=$(mktemp -d)
store=$work/store
trap 'rm -rf "$work"' EXIT
"$tool" fill "$store" 20000 >/dev/null  # 2.8 MB: big enough to be served from the derived index
before=$("$tool" verify "$store" | grep 'unicornchat/messages:' | grep -oE '[0-9]+ records' | cut -d' ' -f1)

"$tool" append "$store" < <(seq -f "a-%g" 1 "$per") >"$work/ack-a" &
a=$!
"$tool" append "$store" < <(seq -f "b-%g" 1 "$per") >"$work/ack-b" &
b=$!
reads=0 reader_warnings=0
while kill -0 "$a" 2>/dev/null || kill -0 "$b" 2>/dev/null; do
  out=$("$tool" verify "$store")
  reads=$((reads + 1))
  if grep -q ': warning:' <<<"$out"; then reader_warnings=$((reader_warnings + 1)); echo "$out"; fi
done
wait "$a"; wait "$b"

cat "$work/ack-a" "$work/ack-b" >"$work/acked"
out=$("$tool" verify "$store" --acked "$work/acked")
after=$(grep 'unicornchat/messages:' <<<"$out" | grep -oE '[0-9]+ records' | cut -d' ' -f1)
new=$((after - before))
echo "writers: 2 x $per appends; acknowledged: $(wc -l <"$work/acked")"
echo "messages before: $before, after: $after, new: $new (expected $((2 * per)))"
grep '^acked ' <<<"$out"
python3 Scripts/store/check-files.py "$store" --unique
echo "reader passes during the writes: $reads, passes that reported damage: $reader_warnings"
[[ $new -eq $((2 * per)) && $reader_warnings -eq 0 ]]
