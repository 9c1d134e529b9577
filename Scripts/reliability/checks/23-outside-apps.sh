#!/usr/bin/env bash
# Issue 32: an app from outside that misbehaves is stopped and said in one line, and the shell goes
# on. Five apps adopt the to-do schemas with Examples/todo's manifest (deadline 2 s) and a program
# that crashes, hangs, writes 10 MB without a newline, writes what is not JSON, or answers with ESC
# sequences, OSC and bidi overrides in its text. Each is installed and trusted alone, then a batch
# asks it for a task and asks the calendar for tomorrow: the first answer is one line naming what
# went wrong, the second is the calendar's, no raw control character reaches the output, and the
# run ends within the deadline and a few seconds.
# Usage: 23-outside-apps.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
"$hark" demo-store "$store" >/dev/null || { echo "FAIL $name: demo-store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import json, os, subprocess, sys, time
hark, store, work = sys.argv[1:4]
root = os.getcwd()
manifest = json.load(open(os.path.join(root, "Examples", "todo", "manifest.json")))
manifest["deadline"] = 2

escape_app = r'''#!/usr/bin/env python3
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message.get("method") == "initialize":
        result = {"protocol": 1, "name": "To-do"}
    else:
        result = {"say": "Added \x1b[31mred\x1b]0;pwned\x07 \u202eevil\u009b2J done",
                  "entities": [{"id": "1", "type": "Task", "title": "t\x1b[2Jitle", "properties": {}}]}
    print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)
'''
apps = {
    "crashes": ("#!/bin/sh\nread line\nkill -SEGV $$\n", "ended (exit status 139)"),
    "hangs": ("#!/bin/sh\nwhile read line; do sleep 1000; done\n", "did not answer within 2 seconds"),
    "floods": ("#!/bin/sh\nread line\nhead -c 10485760 /dev/zero | tr '\\0' a\nsleep 1000\n", "wrote more than 4 MiB"),
    "garbage": ("#!/bin/sh\nread line\necho 'this is not {json'\nsleep 1000\n", "is not a JSON-RPC answer"),
    "escapes": (escape_app, "Added"),
}

def active(text):
    return sorted({hex(ord(c)) for c in text
                   if (ord(c) < 0x20 and c not in "\n\t") or 0x7f <= ord(c) <= 0x9f
                   or 0x202a <= ord(c) <= 0x202e or 0x2066 <= ord(c) <= 0x2069})

failures, tried = [], []
env = dict(os.environ, HARK_STORE=store)
# The learned stage is trained on a new home's first run (seconds): before the runs that are timed.
subprocess.run([hark, "-c", "what's on my calendar tomorrow"], env=env, capture_output=True)
for app, (program, said) in apps.items():
    folder = os.path.join(work, "apps", app)
    os.makedirs(folder)
    manifest["run"] = "app"
    json.dump(manifest, open(os.path.join(folder, "manifest.json"), "w"))
    with open(os.path.join(folder, "app"), "w") as out:
        out.write(program)
    os.chmod(os.path.join(folder, "app"), 0o755)
    for command in (["apps", "install", folder], ["apps", "trust", "todo"]):
        done = subprocess.run([hark] + command, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            failures.append(f"{app}: hark {' '.join(command)}: {done.stderr.strip()}")
    started = time.monotonic()
    run = subprocess.run([hark], input="add buy milk to my to-do list\nwhat's on my calendar tomorrow\n",
                         env=env, capture_output=True, text=True, timeout=60)
    seconds = time.monotonic() - started
    lines = run.stdout.splitlines()
    bad = active(run.stdout + run.stderr)
    if bad:
        failures.append(f"{app}: raw control characters {', '.join(bad)} in {run.stdout[-200:]!r}")
    if not lines or said not in lines[0] or (app != "escapes" and not lines[0].startswith("That didn't work: To-do")):
        failures.append(f"{app}: the first answer is {lines[:1]!r}, not one line saying {said!r}")
    if len(lines) < 2 or not lines[1].startswith("Tomorrow (") and not lines[1].startswith("You have nothing"):
        failures.append(f"{app}: the shell did not go on: {lines!r}")
    if seconds > 12:
        failures.append(f"{app}: the run took {seconds:.1f} s")
    tried.append(f"{app} {seconds:.1f} s")
    subprocess.run([hark, "apps", "remove", "todo"], env=env, capture_output=True)

if failures:
    print(f"FAIL {os.environ['HARK_CHECK_NAME']}: " + "; ".join(failures))
    sys.exit(1)
print(f"PASS {os.environ['HARK_CHECK_NAME']}: apps that crash, hang, flood, write garbage or escapes "
      f"each said in one line, the calendar answered after each, nothing raw on the output ({', '.join(tried)})")
PY
