"""What happens to the calendar lines of a development fold that Hark reads with the right intent.

    python3 Scripts/eval/calendar-outcomes.py HARK_BIN [FOLD.jsonl] [--now TIME] [--grammars DIR]

Each such line runs once, as a new user would type it, in a fresh copy of the demo store (nothing
answered at a follow-up question), and its answer is sorted: ended in "isn't something I can use"
(a date or range not read), in "not sure which event" or "don't know a(n) event" (an event
described, not found), or something else. Prints the counts and, for the two problems, the lines.
Measures only: nothing of the fold goes anywhere else.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

CALENDAR = {
    "calendar_set": "calendar.createEvent",
    "calendar_query": "calendar.findEvents",
    "calendar_remove": "calendar.deleteEvents",
}
PROBLEMS = {
    "date": ("isn't something I can use",),
    "event": ("not sure which event", "don't know a event", "don't know an event"),
}


def main():
    args = sys.argv[1:]
    now = "2026-06-09T09:41:00Z"
    grammars = []
    if "--now" in args:
        i = args.index("--now")
        now = args[i + 1]
        del args[i : i + 2]
    if "--grammars" in args:
        i = args.index("--grammars")
        grammars = ["--grammars", args[i + 1]]
        del args[i : i + 2]
    hark = args[0]
    fold = args[1] if len(args) > 1 else "/work/shared/utterances/hwu64-dev2.jsonl"
    gold = [json.loads(line) for line in open(fold)]
    lines = [g for g in gold if g["intent"] in CALENDAR]
    work = tempfile.mkdtemp()
    try:
        base = os.path.join(work, "demo")
        # The demo's events are days from the store's making: made at the clock the lines run at.
        subprocess.run([hark, *grammars, "--now", now, "demo-store", base], check=True, capture_output=True)
        texts = "\n".join(g["text"].replace("\n", " ") for g in lines) + "\n"
        parsed = subprocess.run(
            [hark, *grammars, "parse", "--json", "--store", base, "--now", now],
            input=texts, capture_output=True, text=True,
        ).stdout.splitlines()
        counts = {"lines": len(lines), "right": 0, "date": 0, "event": 0}
        shown = {"date": [], "event": []}
        for g, p in zip(lines, parsed):
            if json.loads(p).get("intent") != CALENDAR[g["intent"]]:
                continue
            counts["right"] += 1
            store = os.path.join(work, "run")
            shutil.rmtree(store, ignore_errors=True)
            shutil.copytree(base, store)
            out = subprocess.run(
                [hark, *grammars, "--store", store, "--now", now, "-c", g["text"]],
                stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60,
            )
            answer = (out.stdout + out.stderr).strip().replace("\n", " / ")
            for kind, needles in PROBLEMS.items():
                if any(n in answer for n in needles):
                    counts[kind] += 1
                    shown[kind].append((g["text"], answer[:160]))
                    break
        print(f"calendar lines {counts['lines']}, right intent {counts['right']}")
        print(f"  ended in a date not read (\"isn't something I can use\"): {counts['date']}")
        print(f"  ended in an event not found (\"not sure which event\" / \"don't know a event\"): {counts['event']}")
        for kind in ("date", "event"):
            for text, answer in shown[kind]:
                print(f"  [{kind}] {text!r} -> {answer}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
