#!/usr/bin/env bash
# Issue 27 items 3 and 4: the learned model's cache file was mapped, so cutting it short while a
# shell ran killed the shell's next model line (SIGBUS); and its weights were not checksummed, so
# 400 KB of them overwritten (same size, header intact) made every model line "I didn't
# understand" for good, the file never made again. Both are reproduced first; then 200 rounds,
# each damaging one cache file in turn (cut to a random length, 0 included, or random bytes
# changed at random places, same size), half of them between one-shot runs and half while a piped
# shell runs (damaged after its first answer, the other lines fed after): every answer must be the
# clean run's, no process may die, and after each round's one-shots the file must be whole again
# (its checksum, checked here by the file's own format, right: the compiled grammars are not made
# byte for byte alike twice, and the names' file holds the names the run met).
# Usage: 13-cache-damage.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
# timeout: 240
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
export XDG_CACHE_HOME="$work/cache"
make_store "$store" || { echo "FAIL $name: no demo store"; exit 1; }

python3 - "$hark" "$store" "$XDG_CACHE_HOME/hark" <<'PY'
import os, random, select, struct, subprocess, sys, time
hark, store, cache = sys.argv[1:4]
failures = []
# Lines that read every cache file: the learned model (two lines no grammar reads), the Chinese
# grammar, the names' Latin forms and the Han syllables, the lists and the indexed names, and the
# did-you-mean index (a line nobody understands). None changes the store.
MODEL = "whats on my plate today"
SESSION = [MODEL, "王小明的电话号码", "show my files", "i need to get going on that thing", "who is dana"]
# Two lines that ask a question, for one-shots only: a model line, and a Chinese name no contact
# has (its Han syllables come from the table each run, never from the names' file).
ONESHOT = SESSION + ["ping dana that im late", "给李雷打电话"]
MASK = (1 << 64) - 1

def report(failures, passed):
    """The one PASS or FAIL line; the exit status says which."""
    name = os.environ.get("HARK_CHECK_NAME", "check")
    if failures:
        more = f" (and {len(failures) - 4} more)" if len(failures) > 4 else ""
        print(f"FAIL {name}: " + "; ".join(failures[:4]) + more)
        raise SystemExit(1)
    print(f"PASS {name}: {passed}")

def fnv_words(data):
    """Hark's `SealedBytes.checksum`: FNV-1a over little-endian 64-bit words, then the bytes left."""
    hash = 0xCBF29CE484222325
    whole = len(data) // 8 * 8
    for word in memoryview(data[:whole]).cast("Q"):
        hash = ((hash ^ word) * 0x100000001B3) & MASK
    for byte in data[whole:]:
        hash = ((hash ^ byte) * 0x100000001B3) & MASK
    return hash

def whole(name, data):
    """Whether the cache file NAME holding DATA passes its checksum: every cache file ends with
    the checksum of all before it (`SealedBytes`)."""
    return len(data) >= 8 and struct.unpack_from("<Q", data, len(data) - 8)[0] == fnv_words(data[:-8])

def oneshot(line):
    done = subprocess.run([hark, "--store", store, "-c", line], capture_output=True, timeout=60)
    return (done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"))

def files():
    return {name: open(os.path.join(cache, name), "rb").read() for name in sorted(os.listdir(cache))}

for line in ONESHOT:
    oneshot(line)
reference = {line: oneshot(line) for line in ONESHOT}
clean = files()
if reference != {line: oneshot(line) for line in ONESHOT} or files() != clean:
    report(["the clean runs do not agree with each other"], "")
model = next((name for name in clean if name.startswith("understanding-")), None)
if model is None or reference[MODEL][1].startswith("I didn't understand"):
    report([f"the model line was not read by the model: {reference[MODEL]!r}"], "")
names = sorted(clean)

class Shell:
    """The shell with piped input: a line is fed, and its answer read until the clean answer shows."""

    def __init__(self):
        self.process = subprocess.Popen(
            [hark, "--store", store], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.out = b""

    def ask(self, line, seconds=20):
        want = reference[line][1].encode()
        start = len(self.out)
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()
        end = time.monotonic() + seconds
        while want not in self.out[start:] and time.monotonic() < end:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.2)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 65536)
                if not chunk:
                    break
                self.out += chunk
        return want in self.out[start:]

    def end(self):
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        self.process.stdin = None
        try:
            rest, error = self.process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            rest, error = self.process.communicate()
        self.out += rest
        return self.process.returncode, error.decode("utf-8", "replace")

def died(status):
    return status < 0 or status >= 128

# Item 3: the model file cut short while a shell runs, then a model line.
shell = Shell()
first = shell.ask(MODEL)
os.truncate(os.path.join(cache, model), 1000)
second = shell.ask(MODEL)
status, error = shell.end()
if died(status):
    failures.append(f"item 3: the shell died (status {status}) on the model line after its file was cut short")
elif not (first and second):
    failures.append(f"item 3: the shell's answers changed after the model file was cut short: {shell.out[-300:]!r}")
oneshot(MODEL)
if files().get(model) != clean[model]:
    failures.append("item 3: the cut model file was not made again")

# Item 4: 400 KB of the weights overwritten, same size, header intact.
path = os.path.join(cache, model)
data = bytearray(open(path, "rb").read())
rng = random.Random(27)
at = len(data) // 4
data[at:at + 400_000] = bytes(rng.randrange(256) for _ in range(400_000))
open(path, "wb").write(bytes(data))
for attempt in range(2):
    got = oneshot(MODEL)
    if got != reference[MODEL]:
        failures.append(f"item 4: with the weights overwritten, run {attempt + 1} answered {got[1].strip()!r}")
if files().get(model) != clean[model]:
    failures.append("item 4: the model file with overwritten weights was not made again")

def damage(name, rng, rounds):
    """Cuts the file short (to 0 one time in four) or changes 1 to 8 bytes in place: what was done."""
    path = os.path.join(cache, name)
    size = os.path.getsize(path)
    if rounds % 2 == 0 or size == 0:
        length = 0 if rng.random() < 0.25 or size == 0 else rng.randrange(size)
        os.truncate(path, length)
        return f"{name} cut to {length} of {size} bytes"
    data = bytearray(open(path, "rb").read())
    places = sorted(rng.randrange(size) for _ in range(rng.randint(1, 8)))
    for place in places:
        data[place] ^= rng.randint(1, 255)
    # In place, as a neighbour would: the same file, the same size.
    with open(path, "r+b") as file:
        file.write(bytes(data))
    return f"{name}: bytes at {places[:3]} changed"

unchecked = [name for name in names if not whole(name, clean[name])]
if unchecked:
    report(failures + [f"the clean files {unchecked} fail the checksum this check computes"], "")
rng = random.Random(int(os.environ.get("HARK_CHECK_SEED", "13")))
rounds = 200
in_session = 0
started = time.monotonic()
for round in range(rounds):
    if len(failures) > 5:
        break
    name = names[round % len(names)]
    # Each file in turn; from one pass over the files to the next, between runs and in a running
    # shell take turns, and every second pass cuts short where the other changes bytes.
    cycle = round // len(names)
    if (round + cycle) % 2 == 0:
        what = damage(name, rng, cycle // 2)
    else:
        # While a shell runs: the damage comes after its first answer, the other lines after it.
        shell = Shell()
        answered = [shell.ask(SESSION[0])]
        what = damage(name, rng, cycle // 2)
        answered += [shell.ask(line) for line in SESSION[1:]]
        status, error = shell.end()
        in_session += 1
        if died(status):
            failures.append(f"round {round} ({what}, in a running shell): the shell died (status {status})")
        elif not all(answered) or error:
            wrong = [line for line, right in zip(SESSION, answered) if not right]
            failures.append(f"round {round} ({what}, in a running shell): wrong answers to {wrong} {error[-200:]!r}")
    for line in ONESHOT:
        got = oneshot(line)
        if died(got[0]):
            failures.append(f"round {round} ({what}): `hark -c {line!r}` died (status {got[0]})")
        elif got != reference[line]:
            failures.append(f"round {round} ({what}): `hark -c {line!r}` answered {got[1].strip()[:120]!r} {got[2].strip()[:120]!r}")
    now = files()
    if name not in now or (now[name] != clean[name] and not whole(name, now[name])):
        failures.append(f"round {round} ({what}): the file was not made again")
    if sorted(now) != names:
        failures.append(f"round {round} ({what}): the cache folder holds {sorted(set(now) ^ set(names))} it did not")
seconds = time.monotonic() - started
report(failures,
    f"the model file cut short in a running shell and 400 KB of its weights overwritten: no crash, the clean answers, the file made again; "
    f"{rounds} rounds over the {len(names)} cache files ({in_session} in a running shell), cut short or bytes changed: "
    f"{len(ONESHOT)} one-shot lines (the learned model's included) answered as on a clean cache, every file made whole again ({seconds:.0f} s)")
PY
