#!/usr/bin/env bash
# Issue 27 item 6: long names broke attachments. A 240-byte file name, a name of 80 Chinese
# characters, or a conversation named after a 213-character contact gave "could not keep the
# attachment …: File name too long", and what the request had done before (Mary added to
# UnicornChat) stayed. Each name is planted in a demo store and attached (UnicornChat and Mail): the
# kept file's name must be at most 255 bytes, valid UTF-8, with its extension. Then a failure is
# injected after the person import (UnicornChat's attachments folder replaced by a file): the send
# fails, and neither Mary nor a conversation with her is left behind; nor after a "no" at the
# confirmation that follows the import.
# Usage: 16-long-names.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
base="$work/base"
make_store "$base" || { fail "could not make the demo store"; finish ""; }

out=$(python3 - "$hark" "$base" "$work" <<'PY'
import json, os, shutil, subprocess, sys
hark, base, work = sys.argv[1:4]
failures = []
long_ascii = "budget " + "q" * 225 + ".numbers"  # 240 bytes
han = "offsite " + "预算报告" * 20 + ".pages"  # 80 Chinese characters
contact = "Glow " + "Aurora" * 34 + "xxxx"  # 213 characters


def rewrite(store, path, change):
    """Rewrites the records of one collection file through `change`."""
    path = os.path.join(store, path)
    lines = []
    for line in open(path, encoding="utf-8").read().splitlines():
        if line.startswith('{"id"'):
            record = json.loads(line)
            change(record)
            line = json.dumps(record, ensure_ascii=False)
        lines.append(line)
    open(path, "w", encoding="utf-8").write("\n".join(lines) + "\n")


def names(record, table):
    if record["id"] in table:
        record["fields"]["name" if "name" in record["fields"] else "displayName"] = table[record["id"]]


def store(case):
    """A copy of the demo store with the long names planted."""
    path = os.path.join(work, case)
    shutil.copytree(base, path)
    rewrite(path, "files/files.jsonl", lambda r: names(r, {"file-budget": long_ascii, "file-agenda": han}))
    rewrite(path, "unicornchat/contacts.jsonl", lambda r: names(r, {"glow": contact}))
    rewrite(path, "unicornchat/conversations.jsonl", lambda r: names(r, {"conv-glow": contact}))
    return path


def shell(path, lines):
    run = subprocess.run([hark, "--store", path], input=("\n".join(lines) + "\n").encode(), capture_output=True,
                         timeout=60, env=dict(os.environ, HARK_NOW="2026-06-09T09:41:00Z"))
    return run.stdout.decode("utf-8", "replace") + run.stderr.decode("utf-8", "replace")


def kept(path, app):
    folder = os.path.join(path, app, "attachments").encode()
    return os.listdir(folder) if os.path.isdir(folder) else []


def live(path, collection):
    """The records of a collection as they stand: the last line of each id, deletions applied."""
    found = {}
    for line in open(os.path.join(path, collection), encoding="utf-8"):
        if line.startswith('{"id"'):
            record = json.loads(line)
            if record.get("deleted"):
                found.pop(record["id"], None)
            else:
                found[record["id"]] = record
    return list(found.values())


# The three long names, attached.
cases = [
    ("ascii", "unicornchat", ["text Flare the budget", "yes"], b".numbers", "Sent “budget qqq"),
    ("chinese", "unicornchat", ["text Flare the offsite", "yes"], b".pages", "Sent “offsite 预算报告"),
    ("contact", "unicornchat", ["open my conversation with Glow", "text Flare this conversation", "yes"], b".txt",
     "Sent “Conversation with Glow Aurora"),
    ("mail", "mail", ["send the budget to Mary", "yes"], b".numbers", "Drafted an email to Mary Rivera"),
]
for case, app, lines, extension, said in cases:
    path = store(case)
    text = shell(path, lines)
    if "too long" in text or said not in text:
        failures.append(f"{case}: not attached: {text[-400:]!r}")
        continue
    files = kept(path, app)
    if len(files) != 1:
        failures.append(f"{case}: {len(files)} files kept in {app}/attachments")
        continue
    name = files[0]
    try:
        name.decode("utf-8")
    except UnicodeDecodeError:
        failures.append(f"{case}: the kept name is not UTF-8: {name!r}")
    if len(name) > 255 or not name.endswith(extension):
        failures.append(f"{case}: kept as {len(name)} bytes, ending {name[-12:]!r}")

# A failure after the person import: nothing of the request is left.
for case, lines, said in [
    ("broken-folder", ["text Mary the budget", "yes", "yes"], "could not keep the attachment"),
    ("said-no", ["text Mary the budget", "yes", "no"], "Cancelled"),
]:
    path = store(case)
    if case == "broken-folder":
        open(os.path.join(path, "unicornchat", "attachments"), "w").write("not a folder\n")
    text = shell(path, lines)
    if "isn't in UnicornChat yet" not in text or said not in text:
        failures.append(f"{case}: the import and then the failure were not reproduced: {text[-400:]!r}")
        continue
    people = [r["fields"].get("name") for r in live(path, "unicornchat/contacts.jsonl")]
    if "Mary Rivera" in people:
        failures.append(f"{case}: Mary was left in UnicornChat")
    talks = [r["fields"].get("displayName") for r in live(path, "unicornchat/conversations.jsonl")]
    if "Mary Rivera" in talks:
        failures.append(f"{case}: a conversation with Mary was left")

for failure in failures:
    print("problem: " + failure)
print("done")
PY
)
while IFS= read -r line; do
  [[ $line == "problem: "* ]] && fail "${line#problem: }"
done <<<"$out"
grep -q "^done$" <<<"$out" || fail "the check's script failed: $(tail -c 300 <<<"$out")"
finish "a 240-byte file name, 80 Chinese characters and a 213-character contact's conversation attached \
(UnicornChat and Mail) under names of at most 255 bytes with their extensions; after the import, a failure \
or a no leaves neither Mary nor a conversation with her"
