#!/usr/bin/env python3
"""Whole-shell fuzzer: random lines and answers through the dialogue of a real `hark` process.

Each round makes a fresh demo store in a sandbox, plants hazards in it (symbolic and hard links to files
outside the store, a link in place of `.derived`, FIFOs in place of collections and derived files, damaged
collection lines: garbage, invalid UTF-8, a torn tail), then runs the shell a few times on it: piped
batches (`hark --store S`) and, when a pseudo-terminal is available, the interactive shell typed into
line by line. The lines are a mix of real utterances and answers (English and Chinese, taken from the
grammars' own sentences), shell commands, control characters, huge lines and invalid UTF-8.

After every run it checks:
- crash: the process died of a signal (its exit status is negative);
- hang: it did not finish within --timeout seconds (it is killed);
- outside write: anything in the sandbox outside the store changed (files added, removed, altered;
  the shell's history and its cache folder, `$XDG_CACHE_HOME/hark`, excepted:
  the targets of the planted links are there);
- store damage: a collection has more lines that do not parse as JSON than before the run, or a
  collection the fuzzer did not damage has any; `hark-store.json` does not parse;
- unasked action: in a batch with list-then-refer sequences (a list of several things of a kind, lines
  that single none out, then "text it to Flare", "delete this photo", 把它转发给Glow …, read as --json
  events), the request's first event is a result: it acted on one of several without asking.

Findings are kept under <work>/findings/<kind>-<n>/ (the input, the hazards, the output). A summary
line is printed every round and at the end; exit 1 when anything was found.

Usage: shell-fuzz.py HARK_BINARY [--seconds N] [--work DIR] [--seed N] [--timeout S]
"""
import argparse, hashlib, json, os, random, select, shutil, signal, subprocess, sys, time

ENGLISH = [
    "send a message to Glow saying what movie do you recommend", "text Flare hello", "text Glow",
    "send a message to Glow", "send a message to Bubbles and Glow saying hi", "message Flare",
    "show my last message from Flare", "show my messages", "find messages about movies",
    "reply to Glow saying ok", "email Flare", "send an email to Flare about lunch saying see you",
    "show my mail", "delete the last email", "forward this email to Glow", "add Sparkle to my contacts",
    "find Glow's phone number", "who is Flare", "create an event tomorrow at 3pm called tea",
    "what is on my calendar today", "delete the event", "open the photo of the beach",
    "open the photo of photo of photo of the cat", "create an album called trips",
    "add the last photo to the trips album", "delete that photo", "open the file notes.txt",
    "rename the file notes.txt to plans.txt", "delete the file plans.txt", "show my files",
    "apply the noir filter to the last photo", "text my wife hello", "call Glow", "turn on the light",
]
CHINESE = [
    "给Glow发消息说你好", "给Flare发短信", "显示Flare的最后一条消息", "给Flare发邮件", "今天有什么安排",
    "打开最新的照片", "删除这张照片", "添加联系人小明", "给王小明发消息说明天见", "显示我的文件",
]
ANSWERS = [
    "yes", "no", "y", "n", "1", "2", "3", "the second", "the first one", "cancel", "Glow", "Flare",
    "Bubbles", "hello there", "是", "不", "取消", "第二个", "ok", "sure", "nope", "",
]
COMMANDS = [":help", ":intents", ":explain text Flare hi", ":search movies", ":h", ":?", ":foo", ":)",
            ":explain", ":search", ":quit", ":q"]
CONTROLS = ["\x1b[31m", "\x1b]0;title\x07", "\x00", "\r", "\x07", "\x08", "\x1b[2J", "\u009b31m",
            "\u202e", "\u2066", "\x7f", "\x1b[H", "\t", "\x0c"]


# List-then-refer sequences: a line that lists several things of a kind, lines that single none of them
# out, then a request that acts on "it", "this …", "that …". A vague reference after a list of several
# must ask (or fail), never act: the request's first event must not be a result.
REFERENCES = {
    "files": (["show my files", "显示我的文件"],
              ["text {r} to Flare", "email {r} to Priya", "delete {r}", "open {r}", "rename {r} to plans",
               "send {r} to Glow"],
              ["it", "this", "that", "this file", "that file", "this one", "that document"],
              ["把{r}发给Flare", "删除{r}"], ["它", "这个", "这个文件"]),
    "photos": (["show my photos", "显示我的照片"],
               ["make {r} mono", "apply a cinematic filter to {r}", "delete {r}", "text {r} to Glow"],
               ["it", "this", "that", "this photo", "that picture", "this one"],
               ["为{r}添加电影效果滤镜", "删除{r}"], ["这张照片", "它"]),
    "mail": (["show my emails", "显示我的邮件"],
             ["forward {r} to Priya", "delete {r}", "reply to {r} saying ok"],
             ["it", "this", "that", "this email", "that mail", "this one"],
             ["把{r}转发给Priya", "删除{r}"], ["这封邮件", "它"]),
    "calendar": (["what's on my calendar", "show my events", "显示我的日程"],
                 ["delete {r}", "move {r} to 4pm", "cancel {r}", "move {r} to friday"],
                 ["it", "this", "that", "this event", "that meeting", "this one"],
                 ["删除{r}", "把{r}改到周五", "取消{r}"], ["它", "这个会议"]),
    "messages": (["show messages from Flare", "show messages from Glow", "显示和Glow的消息"],
                 ["forward {r} to Glow", "mark {r} as unread", "forward {r} to Bubbles"],
                 ["it", "this", "that", "this message", "that one"],
                 ["把{r}转发给Glow", "把{r}标记为未读"], ["它", "这条消息"]),
}
# Lines that show or say something without singling out an entity of another list's kind.
NOT_SINGLING = ["what's the weather like", "tell me a joke", "讲个笑话"]


def reference_sequence(rng):
    """(list line, lines between, the request) of one list-then-refer sequence."""
    kind = rng.choice(sorted(REFERENCES))
    lists, requests, words, zh_requests, zh_words = REFERENCES[kind]
    between = []
    for _ in range(rng.randint(0, 2)):
        other = rng.choice([k for k in REFERENCES if k != kind])
        between.append(rng.choice(REFERENCES[other][0] + NOT_SINGLING))
    if rng.random() < 0.3:
        request = rng.choice(zh_requests).replace("{r}", rng.choice(zh_words))
    else:
        request = rng.choice(requests).replace("{r}", rng.choice(words))
    return rng.choice(lists), between, request


def listed_titles(text):
    """The titles of the numbered lines a result listed ("  3. Q2 sales report.pdf — Work, …")."""
    titles = []
    for line in text.split("\n")[1:]:
        head, _, rest = line.strip().partition(". ")
        if head.isdigit():
            titles.append(rest.split(" — ")[0])
    return titles


def titles_in(value):
    """Every entity title in an event's parameters."""
    if isinstance(value, dict):
        return ([value["title"]] if isinstance(value.get("title"), str) else []) + \
            [t for v in value.values() for t in titles_in(v)]
    if isinstance(value, list):
        return [t for v in value for t in titles_in(v)]
    return []


def unasked_actions(out, sequences):
    """The sequences whose request acted, without a question, after a list of several was shown."""
    events = []
    for raw in out.split(b"\n"):
        try:
            events.append(json.loads(raw.decode("utf-8")))
        except (UnicodeDecodeError, ValueError):
            continue
    found = []
    position = 0
    for listing, between, request in sequences:
        shown = next((i for i in range(position, len(events)) if events[i].get("input") == listing
                      and events[i].get("event") == "result"), None)
        if shown is None:
            continue
        position = shown + 1
        titles = listed_titles(events[shown].get("text", ""))
        if len(titles) < 2:
            continue
        first = next((i for i in range(position, len(events)) if events[i].get("input") == request), None)
        if first is None:
            continue
        # The lines between are lists of other kinds and lines nobody understands: they single out
        # nothing of the list's kind (a question among them would leave the request an answer).
        if any(e.get("event") == "question" for e in events[shown + 1:first]):
            continue
        position = first + 1
        event = events[first]
        touched = set(titles_in(event.get("parameters", {}))) & set(titles)
        if event.get("event") == "result" and touched:
            found.append({"list": listing, "between": between, "request": request, "touched": sorted(touched),
                          "event": event})
    return found


def random_text(rng):
    pieces = []
    for _ in range(rng.randint(1, 6)):
        kind = rng.random()
        if kind < 0.4:
            if rng.random() < 0.3:
                pieces.append(rng.choice(rng.choice(ENGLISH).split(" ")))
            else:
                pieces.append(rng.choice(ENGLISH + CHINESE + ANSWERS))
        elif kind < 0.6:
            pieces.append(rng.choice(CONTROLS))
        elif kind < 0.8:
            pieces.append("".join(chr(rng.choice([rng.randint(0x20, 0x7e), rng.randint(0x4e00, 0x9fff),
                                                   rng.randint(0xa0, 0x2fff)]))
                                  for _ in range(rng.randint(1, 12))))
        else:
            pieces.append(rng.choice(["of", "photo of", "the", "to", "and", "saying"]) * rng.randint(1, 20))
    return " ".join(pieces)


def random_line(rng):
    """One line as bytes (without the newline)."""
    kind = rng.random()
    if kind < 0.3:
        text = rng.choice(ENGLISH + CHINESE)
    elif kind < 0.5:
        text = rng.choice(ANSWERS)
    elif kind < 0.58:
        text = rng.choice(COMMANDS)
    elif kind < 0.8:
        text = random_text(rng)
    elif kind < 0.86:
        # A huge line: a real request with a long tail, under or over the 64 KB line limit.
        unit = rng.choice(["photo of ", "of the ", "hello ", "你好", "\x1b[31m", "a" * 7 + " "])
        size = rng.choice([4_000, 30_000, 65_000, 66_000, 70_000])
        head = rng.choice(["open the photo of ", "text Glow ", "send a message to Glow saying ", "",
                           "给Glow发消息说"])
        text = head + unit * (size // max(1, len(unit.encode())))
    elif kind < 0.93:
        raw = bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 40)))
        return raw.replace(b"\n", b" ")
    else:
        text = rng.choice(ENGLISH) + " " + "".join(rng.choice(CONTROLS) for _ in range(3))
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.05:
        cut = rng.randint(0, len(data))
        data = data[:cut] + bytes([rng.choice([0xff, 0xc3, 0xe4, 0x80])]) + data[cut:]
    return data.replace(b"\n", b" ")


def snapshot(root, skip):
    """(path → (kind, size, digest)) of everything under `root` except the `skip` folder."""
    result = {}
    for folder, dirs, files in os.walk(root, followlinks=False):
        if os.path.abspath(folder) == os.path.abspath(skip):
            dirs[:] = []
            continue
        for name in dirs + files:
            path = os.path.join(folder, name)
            if os.path.abspath(path) == os.path.abspath(skip):
                continue
            info = os.lstat(path)
            if os.path.islink(path):
                result[path] = ("link", os.readlink(path))
            elif os.path.isfile(path):
                with open(path, "rb") as f:
                    result[path] = ("file", info.st_size, hashlib.sha1(f.read()).hexdigest())
            elif os.path.isdir(path):
                result[path] = ("dir",)
            else:
                result[path] = ("other", info.st_mode)
    return result


def unparsable_lines(store):
    """(relative collection path → count of lines that do not parse) for regular collection files."""
    counts = {}
    for app in sorted(os.listdir(store)):
        folder = os.path.join(store, app)
        if app.startswith(".") or not os.path.isdir(folder) or os.path.islink(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if not name.endswith(".jsonl") or os.path.islink(path) or not os.path.isfile(path):
                continue
            with open(path, "rb") as f:
                data = f.read()
            bad = 0
            lines = data.split(b"\n")
            if lines and lines[-1] == b"":
                lines.pop()
            for raw in lines:
                try:
                    json.loads(raw.decode("utf-8"))
                except (UnicodeDecodeError, ValueError):
                    bad += 1
            counts[f"{app}/{name}"] = bad
    return counts


def collections(store):
    found = []
    for app in sorted(os.listdir(store)):
        folder = os.path.join(store, app)
        if app.startswith(".") or not os.path.isdir(folder):
            continue
        found += [f"{app}/{name}" for name in sorted(os.listdir(folder)) if name.endswith(".jsonl")]
    return found


def plant(rng, store, outside):
    """Plants a random few hazards; returns their descriptions."""
    hazards = []
    names = collections(store)
    os.makedirs(os.path.join(store, ".derived", "semantic"), exist_ok=True)
    for _ in range(rng.randint(0, 4)):
        kind = rng.choice(["symlink", "hardlink", "fifo", "garbage", "invalid-utf8", "torn", "derived-link",
                           "derived-fifo", "derived-symlink", "marker-fifo", "folder"])
        target = rng.choice(names) if names else None
        path = os.path.join(store, target) if target else None
        if path and (os.path.islink(path) or not os.path.isfile(path)):
            continue  # already a hazard: appending to a FIFO planted here would block the fuzzer itself
        victim = os.path.join(outside, f"victim-{len(hazards)}.jsonl")
        with open(victim, "wb") as f:
            f.write(b'{"outside":"do not touch"}\n')
        try:
            if kind == "symlink" and path:
                os.replace(path, path + ".moved")
                os.symlink(victim, path)
            elif kind == "hardlink" and path:
                os.remove(path)
                os.link(victim, path)
            elif kind == "fifo" and path:
                os.remove(path)
                os.mkfifo(path)
            elif kind == "folder" and path:
                os.remove(path)
                os.mkdir(path)
            elif kind in ("garbage", "invalid-utf8", "torn") and path:
                with open(path, "ab") as f:
                    if kind == "garbage":
                        f.write(bytes(rng.randint(1, 255) for _ in range(rng.randint(1, 300))) + b"\n")
                    elif kind == "invalid-utf8":
                        f.write(b'{"id":"x-\xff\xfe","text":"\xc3"}\n')
                    else:
                        f.write(b'{"id":"torn","body":"half')
            elif kind == "derived-link":
                derived = os.path.join(store, ".derived")
                shutil.rmtree(derived, ignore_errors=True)
                os.makedirs(os.path.join(outside, "derived-target"), exist_ok=True)
                os.symlink(os.path.join(outside, "derived-target"), derived)
                target = ".derived"
            elif kind == "derived-fifo":
                target = ".derived/semantic/pending.jsonl"
                full = os.path.join(store, target)
                if os.path.lexists(full):
                    os.remove(full)
                os.mkfifo(full)
            elif kind == "derived-symlink":
                target = rng.choice([".derived/semantic/pending.jsonl", ".derived/semantic/entities.tsv",
                                     ".derived/semantic/vectors.i8"])
                full = os.path.join(store, target)
                if os.path.lexists(full):
                    os.remove(full)
                os.symlink(victim, full)
            elif kind == "marker-fifo":
                target = "hark-store.json"
                full = os.path.join(store, target)
                os.replace(full, full + ".moved")
                os.mkfifo(full)
            else:
                continue
        except OSError:
            continue
        hazards.append({"kind": kind, "path": target})
    return hazards


def blocked_in(pid):
    """Where a stuck process is: its state and kernel wait channel (e.g. `S fifo_open`, `R 0`)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
        with open(f"/proc/{pid}/wchan") as f:
            return f"{state} {f.read().strip()}"
    except OSError:
        return "gone"


def run_batch(binary, store, env, data, timeout, json_events=False):
    process = subprocess.Popen([binary, "--store", store] + (["--json"] if json_events else []), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env, start_new_session=True)
    try:
        out, err = process.communicate(data, timeout=timeout)
        return process.returncode, out, err, False
    except subprocess.TimeoutExpired:
        where = blocked_in(process.pid)
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        return None, out, err + f"\n[fuzz] stuck: {where}".encode(), True


def run_terminal(binary, store, env, lines, timeout):
    """Types `lines` into the interactive shell on a pseudo-terminal, then Ctrl-D."""
    import pty
    master, slave = pty.openpty()
    process = subprocess.Popen([binary, "--store", store], stdin=slave, stdout=slave, stderr=slave, env=env,
                               start_new_session=True)
    os.close(slave)
    output = bytearray()
    deadline = time.monotonic() + timeout

    def drain(wait):
        end = time.monotonic() + wait
        while time.monotonic() < end:
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                output.extend(chunk)
            elif process.poll() is not None:
                return

    prompts = (b"hark> ", "\u2026> ".encode())

    def await_prompt(seen):
        """Waits for a prompt after the first `seen` bytes of output, as a person waits before typing:
        text typed ahead lands while the terminal is not in the line editor's mode."""
        while process.poll() is None and time.monotonic() < deadline:
            if any(prompt in output[seen:] for prompt in prompts):
                return True
            drain(0.1)
        return False

    await_prompt(0)
    for line in lines:
        if process.poll() is not None or time.monotonic() > deadline:
            break
        seen = len(output)
        try:
            # Keys that put the terminal or the line editor in another mode (suspend, quit, stop output,
            # reverse search, quoted insert, Ctrl-X and Escape prefixes) and invalid UTF-8 (the editor
            # waits for the rest of the character) are not lines: they are sent to batches instead.
            text = line[:4000].decode("utf-8", "replace")
            typed = "".join(c for c in text if c == "\t" or (ord(c) >= 0x20 and ord(c) != 0x7f)).encode()
            os.write(master, typed + b"\r")
        except OSError:
            break
        if not await_prompt(seen):
            break
    try:
        os.write(master, b"\x15\x04")  # clear whatever is left on the line, then end of input
    except OSError:
        pass
    while process.poll() is None and time.monotonic() < deadline:
        drain(0.2)
    hung = process.poll() is None
    note = b""
    if hung:
        note = f"[fuzz] stuck: {blocked_in(process.pid)}".encode()
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    os.close(master)
    return (None if hung else process.returncode), bytes(output), note, hung


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=3600)
    parser.add_argument("--work", default="/tmp/hark-shell-fuzz")
    parser.add_argument("--seed", type=int, default=int(time.time()))
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--runs-per-store", type=int, default=4)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    rng = random.Random(args.seed)
    os.makedirs(os.path.join(args.work, "findings"), exist_ok=True)
    print(f"shell fuzz: {binary}, seed {args.seed}, {args.seconds:.0f} s, work {args.work}", flush=True)
    totals = {"runs": 0, "lines": 0, "references": 0, "crash": 0, "hang": 0, "outside-write": 0,
              "store-damage": 0, "unasked-action": 0}
    # For each kind of finding, the hazards planted in the stores it happened in (what to look at first).
    planted = {}
    start = time.monotonic()
    round_number = 0
    while time.monotonic() - start < args.seconds:
        round_number += 1
        sandbox = os.path.join(args.work, "sandbox")
        shutil.rmtree(sandbox, ignore_errors=True)
        store, outside, home = (os.path.join(sandbox, name) for name in ("store", "outside", "home"))
        for folder in (outside, home):
            os.makedirs(folder)
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_DATA_HOME": os.path.join(home, "data"),
               "XDG_CACHE_HOME": os.path.join(home, "cache"), "TERM": "xterm", "LANG": "C.UTF-8"}
        made = subprocess.run([binary, "demo-store", store], env=env, capture_output=True, timeout=120)
        if made.returncode != 0:
            print(f"round {round_number}: demo-store failed: {made.stderr.decode(errors='replace')}", flush=True)
            time.sleep(1)
            continue
        hazards = plant(rng, store, outside)
        damaged = {h["path"] for h in hazards if h["kind"] in ("garbage", "invalid-utf8", "torn")}
        for _ in range(args.runs_per_store):
            if time.monotonic() - start >= args.seconds:
                break
            lines = [random_line(rng) for _ in range(rng.randint(1, 25))]
            # One batch in two holds list-then-refer sequences, read as --json events.
            sequences = []
            terminal = rng.random() < 0.2
            if not terminal and rng.random() < 0.5:
                for _ in range(rng.randint(1, 3)):
                    listing, between, request = reference_sequence(rng)
                    sequences.append((listing, between, request))
                    at = rng.randint(0, len(lines))
                    answers = [random_line(rng) for _ in range(rng.randint(0, 2))]
                    lines[at:at] = [t.encode() for t in [listing] + between + [request]] + answers
            before_outside = snapshot(sandbox, store)
            before_bad = unparsable_lines(store)
            if terminal:
                status, out, err, hung = run_terminal(binary, store, env, lines, args.timeout)
            else:
                status, out, err, hung = run_batch(binary, store, env, b"\n".join(lines) + b"\n", args.timeout,
                                                   json_events=bool(sequences))
            totals["runs"] += 1
            totals["lines"] += len(lines)
            totals["references"] += len(sequences)
            problems = []
            unasked = unasked_actions(out, sequences) if sequences and not hung else []
            if unasked:
                problems.append("unasked-action")
            if hung:
                problems.append("hang")
            elif status is not None and status < 0:
                problems.append("crash")
            changes = []
            after_outside = snapshot(sandbox, store)
            for path in sorted(set(before_outside) | set(after_outside)):
                history = os.path.join(home, ".local", "state", "hark", "history")
                if history.startswith(path) or path.startswith(history):
                    continue  # the interactive shell's history (and its folders) in the sandbox's home
                cache = os.path.join(home, "cache", "hark")
                if cache.startswith(path) or path.startswith(cache + os.sep):
                    continue  # the shell's own cache (the learned stage's model), never store data
                if before_outside.get(path) != after_outside.get(path):
                    changes.append(os.path.relpath(path, sandbox))
            if changes:
                problems.append("outside-write")
            after_bad = unparsable_lines(store)
            worse = [name for name, bad in after_bad.items()
                     if bad > before_bad.get(name, 0) or (bad > 0 and name not in damaged)]
            marker = os.path.join(store, "hark-store.json")
            if os.path.isfile(marker) and not os.path.islink(marker):
                try:
                    with open(marker, "rb") as f:
                        json.loads(f.read().decode("utf-8"))
                except (UnicodeDecodeError, ValueError):
                    worse.append("hark-store.json")
            if worse:
                problems.append("store-damage")
            for kind in problems:
                totals[kind] += 1
                for hazard in {h["kind"] for h in hazards} or {"none"}:
                    planted.setdefault(kind, {}).setdefault(hazard, 0)
                    planted[kind][hazard] += 1
                folder = os.path.join(args.work, "findings", f"{kind}-{totals[kind]}")
                os.makedirs(folder, exist_ok=True)
                with open(os.path.join(folder, "input.bin"), "wb") as f:
                    f.write(b"\n".join(lines) + b"\n")
                with open(os.path.join(folder, "details.json"), "w") as f:
                    json.dump({"mode": "terminal" if terminal else "batch", "status": status,
                               "hazards": hazards, "outside_changes": changes, "worse_files": worse,
                               "unasked_actions": unasked},
                              f, indent=1, ensure_ascii=False)
                with open(os.path.join(folder, "output.bin"), "wb") as f:
                    f.write(out[-200_000:] + b"\n--- stderr ---\n" + err[-200_000:])
            if hung:
                break  # the same store would hang again: a new round
        elapsed = time.monotonic() - start
        print(f"round {round_number} ({elapsed:.0f} s): " + ", ".join(f"{k} {v}" for k, v in totals.items())
              + f"; hazards {[h['kind'] for h in hazards]}", flush=True)
    for kind, hazards in sorted(planted.items()):
        print(f"{kind}: stores had " + ", ".join(f"{h} {n}" for h, n in sorted(hazards.items())), flush=True)
    found = sum(totals[k] for k in ("crash", "hang", "outside-write", "store-damage", "unasked-action"))
    print("RESULT: " + ", ".join(f"{k} {v}" for k, v in totals.items())
          + f" in {time.monotonic() - start:.0f} s: " + ("FAIL" if found else "PASS"), flush=True)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
