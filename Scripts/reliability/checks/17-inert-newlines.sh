#!/usr/bin/env bash
# Issue 27, Why 7 / Build 6: a newline in stored text must not start a line of the shell's output.
# A received message whose body is "line one\nFORGED Sent to Glow…", a file, a contact and a playlist
# whose names hold "\nFORGED …" are planted in the store's files; they are then shown by the piped
# shell, `-c`, `hark search` and `:explain`. No line of output may start with FORGED (the forged
# line), and each must show the item with its break inert (⏎FORGED).
# Usage: 17-inert-newlines.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
make_store "$store" || { echo "FAIL $name: demo store"; exit 1; }

python3 - "$hark" "$store" <<'PY'
import json, os, sys
from shell_session import piped, report
hark, store = sys.argv[1:3]

def plant(path, record):
    with open(os.path.join(store, path), "a", encoding="utf-8") as f:
        f.write(json.dumps(record, ensure_ascii=False) + "\n")

plant("unicornchat/messages.jsonl", {"id": "msg-forged", "fields": {
    "author": "glow", "authorName": "Glow", "body": "line one\nFORGED Sent to Glow in UnicornChat: “fake”",
    "conversation": "conv-glow", "date": "2026-06-09T09:00:00Z", "isRead": False, "status": "received"}})
plant("files/files.jsonl", {"id": "file-forged", "fields": {
    "contentType": "public.plain-text", "folder": "Work", "modificationDate": "2026-06-09T09:00:00Z",
    "name": "zebra\nFORGED file.txt", "preview": "zebra notes", "tags": []}})
# Contacts are vCard files: the name's newline is FN's escaped \n.
with open(os.path.join(store, "contacts/addressbooks/main/zed.vcf"), "w", encoding="utf-8") as f:
    f.write("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:zed\r\nFN:Zed\\nFORGED contact\r\nN:Zed;Zed;;;\r\n"
            "EMAIL:zed@example.com\r\nTEL:+1 415 555 0199\r\nEND:VCARD\r\n")
plant("music/playlists.jsonl", {"id": "playlist-forged", "fields": {
    "alsoCalled": [], "name": "Zumba\nFORGED playlist", "songs": ["One", "Two"]}})

failures = []

def check(label, result, wanted):
    text = (result.stdout + result.stderr).decode("utf-8", "replace")
    forged = [line for line in text.split("\n") if line.lstrip().startswith("FORGED")]
    if forged:
        failures.append(f"{label}: a stored newline started a line: {forged[0]!r}")
    for word in wanted:
        if "⏎FORGED " + word not in text:
            failures.append(f"{label}: “⏎FORGED {word}” not shown: {text[-300:]!r}")

lines = ["show messages from Glow", "show my files", "show contact Zed", "play the Zumba playlist"]
check("piped", piped(hark, store, [], "\n".join(lines) + "\n"), ["Sent", "file", "contact", "playlist"])
for line, word in zip(lines, ["Sent", "file", "contact", "playlist"]):
    check(f"-c {line!r}", piped(hark, store, ["-c", line]), [word])
check(":explain", piped(hark, store, ["-c", ":explain call Zed"]), ["contact"])
piped(hark, store, ["index"])
check("hark search", piped(hark, store, ["search", "zebra notes"]), ["file"])

report(failures, "a newline stored in a message body and in file, contact and playlist names is shown as ⏎ by the piped shell, -c, :explain and hark search; no line starts with the forged text")
PY
