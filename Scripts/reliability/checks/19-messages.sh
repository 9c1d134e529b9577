#!/usr/bin/env bash
# Issue 27, Why 9 / Build 8: words for people, codes for scripts. Each misleading message of the
# issue is run on a fresh demo store and must now say what went wrong without a schema id or an
# internal parameter name, with the documented exit status (1 not done, 2 usage, 3 store fault).
# Usage: 19-messages.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
make_store "$store" || { echo "FAIL $name: demo store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import os, shutil, subprocess, sys
from shell_session import piped, report
hark, store, work = sys.argv[1:4]
failures = []

def expect(label, result, status, said, unsaid=(), stream="stdout"):
    out = (result.stdout if stream == "stdout" else result.stderr).decode("utf-8", "replace")
    if said not in out:
        failures.append(f"{label}: expected “{said}” on {stream}, got {out[-250:]!r}")
    for word in unsaid:
        if word in (result.stdout + result.stderr).decode("utf-8", "replace"):
            failures.append(f"{label}: says “{word}”")
    if result.returncode != status:
        failures.append(f"{label}: exit {result.returncode}, expected {status}")

def c(line, cwd_store=store):
    return piped(hark, cwd_store, ["-c", line], b"")

expect("email this file", c("email this file to Dana"), 1,
       "I'm not sure which file you mean: nothing has been shown yet.", ["mail.createDraft", "No app"])
expect("this conversation", c("email this conversation to Dana"), 1,
       "“this conversation” isn't a file: only files can be attached.", ["couldn't find a file"])
expect("25pm", c("add lunch with Dana at 25pm"), 1,
       "“25pm” isn't something I can use as the start time.", ["startDate"])
expect("call 911", c("call 911"), 1,
       "911 is an emergency number and a terminal can't dial it: call it from a phone now.", ["Call 911?"])
expect("给911打电话", c("给911打电话"), 1, "911是紧急电话，终端无法拨打：请立即用电话拨打。", ["打电话吗"])
expect("hark parse </dev/null", piped(hark, store, ["parse"], b""), 2,
       "hark: parse needs utterances", stream="stderr")
expect("--grammars /missing", piped(hark, store, ["--grammars", os.path.join(work, "missing"), "-c", "hi"]), 2,
       "hark: --grammars: “", stream="stderr")

# A store fault: the files collection replaced by a link, then by a FIFO.
files = os.path.join(store, "files", "files.jsonl")
shutil.move(files, os.path.join(work, "files.jsonl"))
os.symlink(os.path.join(work, "files.jsonl"), files)
linked = c("email the latest report to Dana")
expect("store fault (link)", linked, 3, "Your store's files/files.jsonl could not be read, so nothing was done",
       ["couldn't find a file"])
if linked.stderr.count(b"symbolic link") != 0:
    failures.append(f"store fault (link): the cause said again on stderr: {linked.stderr[-200:]!r}")
os.unlink(files)
os.mkfifo(files)
expect("store fault (FIFO)", c("email the latest report to Dana"), 3, "is a FIFO", ["couldn't find a file"])

# :search without the multilingual model names the variable for it, and opens no parenthesis it
# leaves open.
bare = os.path.join(work, "bare")
env = dict(os.environ, XDG_DATA_HOME=os.path.join(bare, "data"), XDG_CACHE_HOME=os.path.join(bare, "cache"))
env.pop("HARK_MODEL_DIR", None)
searched = subprocess.run([hark, "--store", os.path.join(bare, "store"), "-c", ":search movies"],
                          capture_output=True, timeout=120, env=env)
text = searched.stdout.decode("utf-8", "replace")
notice = next((line for line in text.splitlines() if "sentence model" in line), "")
if "HARK_E5_MODEL_DIR" not in notice or notice.count("(") != notice.count(")"):
    failures.append(f":search notice: {notice!r}")

report(failures, "email this file / this conversation, 25pm, call 911 (en, zh), parse with no input, --grammars /missing, a store fault (link, FIFO: exit 3, said once) and :search without the model say what went wrong in words, with their exit codes")
PY
