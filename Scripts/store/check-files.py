#!/usr/bin/env python3
"""Independent check of a Hark store: every line of every collection file parses as JSON (strict UTF-8)
and, with --unique, no record id appears twice in a collection. Prints one summary line; exit 1 on a
problem."""
import json, os, sys

def main():
    root = sys.argv[1]
    unique = "--unique" in sys.argv
    files = lines = bad = dupes = 0
    for app in sorted(os.listdir(root)):
        folder = os.path.join(root, app)
        if app.startswith(".") or not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".jsonl"):
                continue
            files += 1
            seen = set()
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            if data and not data.endswith(b"\n"):
                bad += 1
                print(f"{app}/{name}: last line has no newline")
            for number, raw in enumerate(data.split(b"\n")[:-1], 1):
                lines += 1
                try:
                    obj = json.loads(raw.decode("utf-8"))
                except (UnicodeDecodeError, ValueError):
                    bad += 1
                    print(f"{app}/{name}:{number}: does not parse")
                    continue
                if unique and "id" in obj:
                    if obj["id"] in seen:
                        dupes += 1
                    seen.add(obj["id"])
    print(f"files {files}, lines {lines}, unparsable {bad}, duplicate ids {dupes}")
    sys.exit(1 if bad or dupes else 0)

main()
