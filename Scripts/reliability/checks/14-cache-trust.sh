#!/usr/bin/env bash
# Issue 27 item 4 (second half): a cache folder owned by another user, or mode 777 with files 666,
# was read and trusted, and `$XDG_CACHE_HOME/hark` as a symbolic link was followed, every cache
# file written into the link's target. Each place here holds a forged learned model (weights
# changed, checksum made right: read, it makes a model line answer wrongly, as the first case
# shows in a folder that is trusted) beside the other files of a clean run. A folder that is a
# link, another user's (chown to nobody: checks run as root, so ownership is tested by uid), or
# mode 777 must be neither read nor written, with one warning line; a single file that is a link,
# another user's or mode 666 in a good folder must not be read, and is made again as the user's
# own. The answers stay the clean ones, and a new folder is made 0700 (its files 0600).
# Usage: 14-cache-trust.sh BIN_DIR   (the folder of built binaries; exit 0 when all hold)
set -uo pipefail
source "$(dirname "$0")/../lib.sh" "$@"
store="$work/store"
export XDG_CACHE_HOME="$work/clean"
make_store "$store" || { echo "FAIL $name: no demo store"; exit 1; }

python3 - "$hark" "$store" "$work" <<'PY'
import functools, os, random, shutil, stat, struct, subprocess, sys
hark, store, work = sys.argv[1:4]
failures = []
MODEL = "whats on my plate today"
LINES = [MODEL, "王小明的电话号码", "show my files", "i need to get going on that thing"]
MASK = (1 << 64) - 1
NOBODY = 65534

def run(line, cache_home):
    env = dict(os.environ, XDG_CACHE_HOME=cache_home)
    done = subprocess.run([hark, "--store", store, "-c", line], capture_output=True, timeout=60, env=env)
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")

def fnv_words(data):
    """Hark's `SealedBytes.checksum`: FNV-1a over little-endian 64-bit words, then the bytes left."""
    hash = 0xCBF29CE484222325
    whole = len(data) // 8 * 8
    for word in memoryview(data[:whole]).cast("Q"):
        hash = ((hash ^ word) * 0x100000001B3) & MASK
    for byte in data[whole:]:
        hash = ((hash ^ byte) * 0x100000001B3) & MASK
    return hash

def listing(folder):
    """Every entry under FOLDER (not following links) with its bytes, owner and mode."""
    found = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        info = os.lstat(path)
        content = os.readlink(path) if stat.S_ISLNK(info.st_mode) else open(path, "rb").read()
        found[name] = (content, info.st_uid, stat.S_IMODE(info.st_mode))
    return found

# The clean answers, and the clean cache files to plant.
clean_home = os.path.join(work, "clean")
for line in LINES:
    run(line, clean_home)
reference = {line: run(line, clean_home) for line in LINES}
if any(answer[2] for answer in reference.values()):
    failures.append(f"the clean runs wrote to stderr: {[a[2] for a in reference.values() if a[2]]}")
clean = os.path.join(clean_home, "hark")
model = next((name for name in os.listdir(clean) if name.startswith("understanding-")), "")
# A new folder is made 0700, its parent too, and its files 0600.
for path in [clean_home, clean] + [os.path.join(clean, name) for name in os.listdir(clean)]:
    want = 0o700 if os.path.isdir(path) else 0o600
    if stat.S_IMODE(os.lstat(path).st_mode) != want:
        failures.append(f"{os.path.relpath(path, work)} was made mode {stat.S_IMODE(os.lstat(path).st_mode):o}, not {want:o}")

@functools.cache
def forged():
    """The clean model with 400 KB of its weights changed and its checksum made right again."""
    data = bytearray(open(os.path.join(clean, model), "rb").read())
    rng = random.Random(14)
    at = len(data) // 4
    data[at:at + 400_000] = bytes(rng.randrange(256) for _ in range(400_000))
    if data[:4] == b"HKU4":
        struct.pack_into("<Q", data, len(data) - 8, fnv_words(bytes(data[:-8])))
    return bytes(data)

def plant(folder):
    """The clean files in FOLDER (made 0700 when missing), the model forged."""
    os.makedirs(folder, mode=0o700, exist_ok=True)
    for name in os.listdir(clean):
        shutil.copyfile(os.path.join(clean, name), os.path.join(folder, name))
        os.chmod(os.path.join(folder, name), 0o600)
    open(os.path.join(folder, model), "wb").write(forged())

def answers(case, cache_home, warning, lines=LINES):
    """Runs each of LINES; each must answer as on a clean cache, with WARNING (a part of the one
    line) on stderr, or nothing when WARNING is None."""
    for line in lines:
        status, out, error = run(line, cache_home)
        if (status, out) != reference[line][:2]:
            failures.append(f"{case}: `hark -c {line!r}` answered {out.strip()[:100]!r} (status {status})")
        lines = error.splitlines()
        if warning is None and lines:
            failures.append(f"{case}: a warning where none was due: {error.strip()[:160]!r}")
        elif warning is not None and (len(lines) != 1 or warning not in lines[0]):
            failures.append(f"{case}: not one warning line naming it ({warning!r}): {error.strip()[:200]!r}")

# The forged model is what a trusted folder answers with: were it read elsewhere, it would show.
trusted = os.path.join(work, "trusted")
plant(os.path.join(trusted, "hark"))
status, out, _ = run(MODEL, trusted)
if out == reference[MODEL][1]:
    failures.append(f"the forged model, read from a trusted folder, answered as the clean one: the check proves nothing")

# Folders: a link (to a folder of ours holding the forged files), another user's, mode 777 with
# files 666. Nothing read, nothing written: the places are as they were.
cases = []
target = os.path.join(work, "target")
plant(target)
os.makedirs(os.path.join(work, "link"), mode=0o700)
os.symlink(target, os.path.join(work, "link", "hark"))
cases.append(("a folder that is a symbolic link", "link", "is a symbolic link", target))
plant(os.path.join(work, "other", "hark"))
for name in os.listdir(os.path.join(work, "other", "hark")) + [""]:
    os.chown(os.path.join(work, "other", "hark", name), NOBODY, -1)
cases.append(("a folder owned by another user", "other", "is owned by another user", os.path.join(work, "other", "hark")))
open777 = os.path.join(work, "open", "hark")
plant(open777)
os.chmod(open777, 0o777)
for name in os.listdir(open777):
    os.chmod(os.path.join(open777, name), 0o666)
cases.append(("a folder mode 777, files 666", "open", "is writable by others", open777))
for case, home, warning, place in cases:
    before = listing(place)
    answers(case, os.path.join(work, home), warning)
    if listing(place) != before:
        changed = sorted(set(listing(place).items()) ^ set(before.items()), key=str)
        failures.append(f"{case}: the folder was written: {[entry[0] for entry in changed][:4]}")
    if case.endswith("link") and not os.path.islink(os.path.join(work, home, "hark")):
        failures.append(f"{case}: the link was replaced")

# Files in a good folder: the forged model as a link to a file elsewhere, another user's, mode
# 666. Not read; made again as the user's own (the clean model), the link's target untouched.
for case, spoil, warning in [
    ("the model file a symbolic link", "link", "is a symbolic link"),
    ("the model file another user's", "owner", "is owned by another user"),
    ("the model file mode 666", "mode", "is writable by others"),
]:
    home = os.path.join(work, "file-" + spoil)
    folder = os.path.join(home, "hark")
    plant(folder)
    path = os.path.join(folder, model)
    elsewhere = os.path.join(work, "forged-" + spoil)
    if spoil == "link":
        os.rename(path, elsewhere)
        os.symlink(elsewhere, path)
    elif spoil == "owner":
        os.chown(path, NOBODY, -1)
    else:
        os.chmod(path, 0o666)
    # The first run warns (and makes the file again); the next ones have nothing to say.
    answers(case, home, warning, LINES[:1])
    answers(case + ", made again", home, None, LINES[1:])
    info = os.lstat(path)
    if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or stat.S_IMODE(info.st_mode) != 0o600:
        failures.append(f"{case}: not made again as the user's own file (mode {info.st_mode:o}, uid {info.st_uid})")
    elif open(path, "rb").read() != open(os.path.join(clean, model), "rb").read():
        failures.append(f"{case}: made again, but not as the clean model")
    if spoil == "link" and open(elsewhere, "rb").read() != forged():
        failures.append(f"{case}: the link's target was written through")

name = os.environ.get("HARK_CHECK_NAME", "check")
if failures:
    more = f" (and {len(failures) - 4} more)" if len(failures) > 4 else ""
    print(f"FAIL {name}: " + "; ".join(failures[:4]) + more)
    raise SystemExit(1)
print(f"PASS {name}: a forged model (checksum right) planted in a cache folder that is a symbolic link, another user's "
      f"(uid {NOBODY}), or mode 777 with files 666: not read, nothing written, one warning line, the clean answers to "
      f"{len(LINES)} lines; the model file alone a link, another user's or 666: not read, one warning, made again 0600; "
      f"a new folder made 0700, files 0600")
PY
