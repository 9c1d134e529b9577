#!/usr/bin/env bash
# Issue 11 item 9: shell commands typed at a question ("What should the message say?") act as
# commands, in a piped batch and in the interactive shell: :help and :intents help and the question
# is asked again; :quit ends the shell, and in a batch the lines after it are not run. None of them
# may be sent as the message.
# Usage: 09-commands-at-question.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
"$hark" demo-store "$store" >/dev/null || { echo "FAIL $name: demo-store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import sys
from shell_session import Terminal, piped, report
hark, store, work = sys.argv[1:4]
question = "What should the message say?"
failures = []

def run(lines, *args):
    return piped(hark, store, args, "\n".join(lines) + "\n")

def messages(contact):
    return piped(hark, store, ["-c", f"show messages to {contact}"]).stdout.decode()

batch = run(["send a message to Glow", ":help", ":intents", "hello from check nine"])
out = batch.stdout.decode()
if "Shell commands:" not in out:
    failures.append("batch: :help at the question did not show the help")
if "photos.openAsset" not in out:
    failures.append("batch: :intents at the question did not list the intents")
if out.count(question) != 3:
    failures.append(f"batch: the question was asked {out.count(question)} times, not 3 (asked, again after :help, after :intents)")
listed = messages("Glow")
if "hello from check nine" not in listed:
    failures.append("batch: the answer after the commands was not sent")
if ":help" in listed or ":intents" in listed:
    failures.append("batch: a shell command was sent as the message")

quit = run(["send a message to Flare", ":quit", "text Flare after the quit"])
out = quit.stdout.decode() + quit.stderr.decode()
listed = messages("Flare")
if "after the quit" in listed:
    failures.append("batch: the line after :quit was run")
if ":quit" in listed:
    failures.append("batch: :quit was sent as the message")
if "Sent" in quit.stdout.decode():
    failures.append(f"batch: something was sent after :quit: {out!r}")

# The interactive shell on a pseudo-terminal.
terminal = Terminal(hark, store, work)
screen = terminal.screen
drain = terminal.drain
drain(5, b"hark>")
terminal.type("send a message to Bubbles")
drain(10, question.encode())
mark = len(screen)
terminal.type(":help")
drain(10, b"Shell commands:")
drain(2)
after_help = screen[mark:].decode("utf-8", "replace")
if "Shell commands:" not in after_help:
    failures.append("interactive: :help at the question did not show the help")
if question not in after_help.split("Shell commands:")[-1]:
    failures.append("interactive: the question was not asked again after :help")
terminal.type(":quit")
if not terminal.ended(10):
    failures.append("interactive: :quit at the question did not end the shell")
terminal.kill()
listed = messages("Bubbles")
if ":help" in listed or ":quit" in listed:
    failures.append("interactive: a shell command was sent as the message")

report(failures, "at a question :help and :intents help and ask again, :quit ends the shell and the batch; nothing is sent")
PY
