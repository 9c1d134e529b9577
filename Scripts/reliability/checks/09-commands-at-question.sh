#!/usr/bin/env bash
# Issue 11 item 9: shell commands typed at a question ("What should the message say?") act as
# commands, in a piped batch and in the interactive shell: :help and :intents help and the question
# is asked again; :quit ends the shell, and in a batch the lines after it are not run. None of them
# may be sent as the message.
# Usage: 09-commands-at-question.sh HARK_BINARY   (exit 0 when all hold)
set -uo pipefail
# The runner passes the folder of built binaries; a path to the binary itself works too.
hark="$1"
[[ -d "$hark" ]] && hark="$hark/hark"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
store="$work/store"
"$hark" demo-store "$store" >/dev/null || { echo "FAIL: demo-store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import os, pty, select, subprocess, sys, time
hark, store, work = sys.argv[1:4]
question = "What should the message say?"
failures = []

def run(lines, *args):
    return subprocess.run([hark, "--store", store, *args], input=("\n".join(lines) + "\n").encode(),
                          capture_output=True, timeout=120)

def messages(contact):
    shown = subprocess.run([hark, "--store", store, "-c", f"show messages to {contact}"], capture_output=True,
                           timeout=120)
    return shown.stdout.decode()

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
master, slave = pty.openpty()
shell = subprocess.Popen([hark, "--store", store], stdin=slave, stdout=slave, stderr=slave,
                         env=dict(os.environ, HOME=work, TERM="xterm"))
os.close(slave)
screen = bytearray()
def drain(seconds, until=None):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if until and until in screen:
            return
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            screen.extend(chunk)
drain(5, b"hark>")
os.write(master, b"send a message to Bubbles\r")
drain(10, question.encode())
mark = len(screen)
os.write(master, b":help\r")
drain(10, b"Shell commands:")
drain(2)
after_help = screen[mark:].decode("utf-8", "replace")
if "Shell commands:" not in after_help:
    failures.append("interactive: :help at the question did not show the help")
if question not in after_help.split("Shell commands:")[-1]:
    failures.append("interactive: the question was not asked again after :help")
os.write(master, b":quit\r")
deadline = time.monotonic() + 10
while shell.poll() is None and time.monotonic() < deadline:
    drain(0.2)
if shell.poll() is None:
    failures.append("interactive: :quit at the question did not end the shell")
    shell.kill()
listed = messages("Bubbles")
if ":help" in listed or ":quit" in listed:
    failures.append("interactive: a shell command was sent as the message")

for failure in failures:
    print("FAIL: " + failure)
if failures:
    sys.exit(1)
print("PASS: at a question :help and :intents help and ask again, :quit ends the shell and the batch; nothing is sent")
PY
