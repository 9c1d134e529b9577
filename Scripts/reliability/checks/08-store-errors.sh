#!/usr/bin/env bash
# Issue 11 item 8, the store's part: errors swallowed or flooded. contacts.jsonl as a folder gave
# "I don't know a contact called Flare"; 100 MB of garbage in a collection printed 389,988 warning
# lines with no summary. A folder must be named as the problem; garbage must give a few warnings per
# file and one line counting the rest, and the good records must still be read.
source "$(dirname "$0")/../lib.sh" "$@"
store=$work/folder
make_store "$store" || { fail "no demo store"; finish ""; }
rm "$store/unicornchat/contacts.jsonl"; mkdir "$store/unicornchat/contacts.jsonl"
out=$(HARK_STORE=$store timeout 20 "$hark" -c "text Flare hello" 2>&1)
folder_error=$(grep -o 'contacts.jsonl: is a folder, not a regular file[^;]*' <<<"$out" | head -1)
[[ -n $folder_error ]] || fail "folder: no clear error: $out"
# 100 MB of garbage lines appended to the messages of Glow's conversation.
store=$work/garbage
make_store "$store"
python3 - "$store/unicornchat/messages.jsonl" <<'PY'
import random, sys
random.seed(11)
alphabet = bytes(range(32, 127)) + b"\xff\xfe{}[]\""
with open(sys.argv[1], "ab") as f:
    written = 0
    while written < 100 * 1024 * 1024:
        line = bytes(random.choice(alphabet) for _ in range(random.randint(1, 40))) * 7 + b"\n"
        if line.startswith(b"{"): line = b"x" + line
        f.write(line); written += len(line)
PY
lines=$(wc -l <"$store/unicornchat/messages.jsonl")
out=$(HARK_STORE=$store timeout 110 "$hark" -c "show my messages with Glow" 2>&1)
warnings=$(grep -c "warning" <<<"$out")
[[ $warnings -ge 2 && $warnings -le 8 ]] || fail "garbage: $warnings warning lines (expected a few and a summary)"
grep -qE "[0-9]+ more damaged lines" <<<"$out" || fail "garbage: no summary line"
grep -q "“" <<<"$out" || fail "garbage: the good messages were not read"
summary=$(grep -oE "[0-9]+ more damaged lines" <<<"$out" | head -1)
finish "contacts.jsonl as a folder: \"…$folder_error\"; 100 MB of garbage ($lines lines) in messages.jsonl: $warnings warning lines (\"$summary\"), good messages still read"
