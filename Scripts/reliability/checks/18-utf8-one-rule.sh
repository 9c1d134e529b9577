#!/usr/bin/env bash
# Issue 27, Why 8 / Build 7: bytes that are not UTF-8 are refused the same way on every path: `-c`,
# `hark parse ARG`, another argument, a line of standard input (batch and `hark parse`), a transcript.
# Each names the byte offset of the first bad byte, nothing is sent with U+FFFD in it, and with
# `--json` each refused or over-long line of standard input is still an `error` event with its line
# number.
# Usage: 18-utf8-one-rule.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
make_store "$store" || { echo "FAIL $name: demo store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import json, os, subprocess, sys
from shell_session import piped, report
hark, store, work = sys.argv[1:4]
bad = b"text Glow caf\xff hi"          # the bad byte is at offset 13
failures = []

def refused(label, result, offset, status):
    err = result.stderr.decode("utf-8", "replace")
    out = result.stdout.decode("utf-8", "replace")
    if f"not valid UTF-8 (byte offset {offset})" not in err:
        failures.append(f"{label}: no refusal naming byte offset {offset}: {err[-200:]!r}")
    if "\ufffd" in out or "Sent to" in out:
        failures.append(f"{label}: the bytes were used: {out[-200:]!r}")
    if result.returncode != status:
        failures.append(f"{label}: exit {result.returncode}, expected {status}")

refused("-c", piped(hark, store, ["-c", bad]), 13, 2)
refused("hark parse ARG", piped(hark, store, ["parse", bad]), 13, 2)
refused("another argument", piped(hark, store, ["search", b"caf\xe9"]), 3, 2)
refused("stdin", piped(hark, store, [], b"show my files\n" + bad + b"\n"), 13, 1)
refused("hark parse stdin", piped(hark, store, ["parse"], bad + b"\n"), 13, 1)

# --json: the good line, then an error event for the bad line (line 2) and for an over-long one (3).
long_line = b"text Glow " + b"x" * 70000
result = piped(hark, store, ["--json"], b"text Glow hello\n" + bad + b"\n" + long_line + b"\n")
events = []
for line in result.stdout.decode("utf-8", "replace").splitlines():
    try:
        events.append(json.loads(line))
    except ValueError:
        failures.append(f"--json: not JSON: {line[:120]!r}")
errors = {e.get("line"): e for e in events if e.get("event") == "error"}
if 2 not in errors or "byte offset 13" not in errors[2].get("text", ""):
    failures.append(f"--json: no error event for line 2 naming the offset: {events!r}"[:400])
if 3 not in errors or "70010 bytes" not in errors[3].get("text", ""):
    failures.append(f"--json: no error event for the over-long line 3: {events!r}"[:400])
if len(events) != 3:
    failures.append(f"--json: {len(events)} events for 3 lines")

# A transcript with a bad byte on its line 6, at offset 7 of the line.
transcript = os.path.join(work, "bad.txt")
with open(transcript, "wb") as f:
    f.write(b"# store: demo\n# now: 2026-06-09T09:41:00Z\n# language: en\n\n> text Glow hi\ncaf\xc3\xa9 \xff\n")
tested = subprocess.run([hark, "test", transcript], capture_output=True, timeout=120)
text = (tested.stdout + tested.stderr).decode("utf-8", "replace")
if "bad.txt:6: the line is not valid UTF-8 (byte offset 6)" not in text or tested.returncode != 1:
    failures.append(f"hark test: no refusal naming line 6 and its offset (exit {tested.returncode}): {text[-300:]!r}")

# The interactive shell: a line typed with a bad byte is refused by its offset, nothing is sent, and the
# shell goes on to the next line.
from shell_session import Terminal
before = subprocess.run([hark, "--store", store, "-c", "show messages from Glow"], capture_output=True).stdout
term = Terminal(hark, store, os.path.join(work, "home"))
term.drain(10, until=b"hark> ")
os.write(term.master, b"text Glow caf\xc3\xa9 \xff ok\r")
term.drain(10, until=b"byte offset")
term.type("show my files")
term.drain(10, until=b"budget.numbers")
term.end_of_input()
term.ended(10)
term.kill()
screen = term.screen.decode("utf-8", "replace")
if "the line is not valid UTF-8 (byte offset 16); nothing was done" not in screen:
    failures.append(f"interactive: no refusal naming byte offset 16: {screen[-300:]!r}")
if "budget.numbers" not in screen:
    failures.append("interactive: the shell did not go on after the refused line")
after = subprocess.run([hark, "--store", store, "-c", "show messages from Glow"], capture_output=True).stdout
if before != after:
    failures.append("interactive: the refused line sent a message")

report(failures, "-c, hark parse ARG, another argument, stdin (batch and parse), a transcript and a line typed in the interactive shell refuse bytes that are not UTF-8 by their offset; --json gives an error event with the line number for a refused and an over-long line")
PY
