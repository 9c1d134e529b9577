#!/usr/bin/env python3
"""Two-fold cross-validation over HWU64 fold 1, the fold that trains: each half is parsed by a
`hark` whose grammars hold every training line but that half's (so its model never saw them), and
the two halves are scored together with hwu64_table.py. This is where the learned stage's
decision bounds are chosen; fold 2 only measures.

  python3 Scripts/eval/hwu64-cv.py [path/to/hwu64-dev.jsonl]

Builds `hark` (debug) first; works in a temporary folder.
"""
import json, os, re, shutil, subprocess, sys, tempfile

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
fold = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared", "utterances", "hwu64-dev.jsonl")
if not os.path.exists(fold):
    fold = "/work/shared/utterances/hwu64-dev.jsonl"
item = re.compile(r'^\s*- "(.*)"\s*$')


def main():
    subprocess.run(["swift", "build", "--product", "hark"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    hark = os.path.join(root, ".build", "debug", "hark")
    lines = [json.loads(line) for line in open(fold, encoding="utf-8")]
    work = tempfile.mkdtemp()
    try:
        scored = []
        for half in (0, 1):
            held = [line for number, line in enumerate(lines) if number % 2 == half]
            # The grammars' lists quote a line with its double quotes made single (see the comment
            # above fold 1's lines in each list).
            drop = {line["text"].strip().replace('"', "'").lower() for line in held}
            grammars = os.path.join(work, f"half{half}", "Grammars")
            shutil.copytree(os.path.join(root, "Grammars"), grammars)
            for folder, _, files in os.walk(grammars):
                for name in files:
                    if name != "en.yaml":
                        continue
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        text = f.read().split("\n")
                    kept = [l for l in text if not ((m := item.match(l)) and m.group(1).lower() in drop)]
                    with open(path, "w", encoding="utf-8") as f:
                        f.write("\n".join(kept))
            texts = "".join(line["text"].replace("\n", " ") + "\n" for line in held)
            run = subprocess.run(
                [hark, "parse", "--json", "--grammars", grammars, "--store", os.path.join(work, f"store{half}"),
                 "--now", "2026-06-09T09:41:00Z"],
                input=texts, capture_output=True, text=True,
                env=dict(os.environ, XDG_CACHE_HOME=os.path.join(work, f"cache{half}")))
            parsed = run.stdout.strip().split("\n")
            if len(parsed) != len(held):
                sys.exit(f"hark parse gave {len(parsed)} objects for {len(held)} lines: {run.stderr[-400:]}")
            scored += zip(held, parsed)
        gold, answers = os.path.join(work, "gold.jsonl"), os.path.join(work, "parsed.jsonl")
        with open(gold, "w", encoding="utf-8") as g, open(answers, "w", encoding="utf-8") as p:
            for line, answer in scored:
                g.write(json.dumps(line, ensure_ascii=False) + "\n")
                p.write(answer + "\n")
        return subprocess.run([sys.executable, os.path.join(root, "Scripts", "eval", "hwu64_table.py"), gold, answers]).returncode
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
