#!/usr/bin/env bash
# Issue 11 item 4: stored text must not drive the terminal. A message body carrying ESC [31m,
# ESC ]0;title BEL, NUL, CR, a C1 CSI and a bidi override is sent, then shown by the batch shell,
# the interactive shell, `hark search` and `hark test`: no output may carry any of those
# characters raw, and `--json` must decode to exactly the text sent.
# Usage: 04-terminal-escapes.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
"$hark" demo-store "$store" >/dev/null || { echo "FAIL $name: demo-store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import json, os, re, subprocess, sys
from shell_session import Terminal, piped, report
hark, store, work = sys.argv[1:4]
body = "MARK \x1b[31mred\x1b]0;pwned\x07 nul\x00 cr\r c1\u009b2J rlo\u202eevil"
failures = []

def active(data, name):
    """Control characters a terminal acts on, other than newline and tab (and the colour the
    interactive shell itself uses around its own lines)."""
    text = data.decode("utf-8", "replace")
    bad = sorted({hex(ord(c)) for c in text
                  if (ord(c) < 0x20 and c not in "\n\t") or 0x7f <= ord(c) <= 0x9f
                  or ord(c) in (0x061c, 0x200e, 0x200f, 0x2028, 0x2029) or 0x202a <= ord(c) <= 0x202e
                  or 0x2066 <= ord(c) <= 0x2069})
    if bad:
        failures.append(f"{name}: raw control characters {', '.join(bad)} in {text[-300:]!r}")
    return text

def run(args, stdin=b""):
    return piped(hark, store, args, stdin)

sent = run([], ("text Glow " + body + "\n").encode())
text = active(sent.stdout + sent.stderr, "batch send")
if "MARK" not in text:
    failures.append(f"batch send: the message was not sent: {text!r}")
shown = run(["-c", "show messages to Glow"])
if "MARK" not in active(shown.stdout, "batch show"):
    failures.append("batch show: the message is not listed")

js = run(["--json"], ("text Glow " + body + "\n").encode())
active(js.stdout, "--json")
try:
    event = json.loads(js.stdout.decode("utf-8").splitlines()[0])
    if event.get("parameters", {}).get("content") != body or body not in event.get("text", ""):
        failures.append(f"--json: does not decode to the exact body: {event!r}")
except (ValueError, IndexError) as error:
    failures.append(f"--json: not JSON: {error}: {js.stdout[:300]!r}")

found = run(["search", "MARK red"])
if "MARK" not in active(found.stdout + found.stderr, "hark search"):
    failures.append("hark search: the message was not found, so its printing was not checked")

# The interactive shell, on a pseudo-terminal: typed words are plain, the stored body is shown.
terminal = Terminal(hark, store, work)
terminal.drain(3)
terminal.type("show messages to Glow")
terminal.drain(5)
terminal.end_of_input()
terminal.drain(3)
terminal.kill()
interactive = bytes(terminal.screen)
# The shell's own escapes (prompt colour, line editing) are not stored text: keep only the lines
# of the listing itself.
listing = [line for line in interactive.split(b"\n") if b"MARK" in line]
if not listing:
    failures.append(f"interactive: the message is not listed: {interactive[-300:]!r}")
for line in listing:
    # The printer's own colour: one SGR code opening the event's text, one reset closing it.
    line = re.sub(rb"^\x1b\[3[1236]m", b"", line.replace(b"\r", b""))
    active(re.sub(rb"\x1b\[0m$", b"", line), "interactive")

# A transcript that expects something else: `hark test` prints what the shell said.
transcript = os.path.join(work, "escape.txt")
with open(transcript, "w") as f:
    f.write("# store: demo\n# now: 2026-06-09T09:41:00Z\n# language: en\n\n> text Glow " + body.replace("\r", "") + "\nSomething else.\n")
tested = subprocess.run([hark, "test", transcript], capture_output=True, timeout=120)
if "MARK" not in active(tested.stdout + tested.stderr, "hark test"):
    failures.append(f"hark test: the shell's answer is not shown: {tested.stdout[-300:]!r}")

report(failures, "stored control characters are shown inert by the batch and interactive shell, hark search and hark test; --json decodes exactly")
PY
