#!/usr/bin/env python3
"""Development sets measure, they never train: lists every line of an `examples:` or `out_of_scope:`
list in Grammars/ that is a development-set line or a near copy of one, and exits 1 if there is any.

  python3 Scripts/eval/near-copies.py [--remove]

Near copy: after folding case and punctuation, a sequence-match ratio of 0.8 or more (over words in
English, characters in Chinese), or, in Chinese, one line inside the other with at least 60 % of its
length. The sets that only measure: Tests/DevSets/zh-dev.jsonl, and HWU64's fold 2
(hwu64-dev2.jsonl in ../shared/utterances beside the checkout, or /work/shared/utterances) when it
is there; a checkout without it checks the Chinese set only, and says so. Fold 1 (hwu64-dev.jsonl)
has been read and may train, so it is not checked.
--remove deletes the lines it lists from the grammar files.
"""
import difflib, glob, json, os, re, sys

root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
shared = [os.path.join(root, "..", "shared", "utterances"), "/work/shared/utterances"]
fold2 = next((os.path.join(d, "hwu64-dev2.jsonl") for d in shared if os.path.exists(os.path.join(d, "hwu64-dev2.jsonl"))),
             os.path.join(shared[0], "hwu64-dev2.jsonl"))
sets = {"zh": os.path.join(root, "Tests/DevSets/zh-dev.jsonl"), "en": fold2}


def fold(text, chinese):
    text = re.sub(r"[^\w\u4e00-\u9fff]+", " ", text.lower()).strip()
    return text.replace(" ", "") if chinese else text


def units(text, chinese):
    return list(text) if chinese else text.split()


def near(line, dev, chinese):
    ratio = difflib.SequenceMatcher(None, units(line, chinese), units(dev, chinese)).ratio()
    inside = chinese and (line in dev or dev in line) and min(len(line), len(dev)) / max(len(line), len(dev)) >= 0.6
    return ratio >= 0.8 or inside


def main():
    remove = "--remove" in sys.argv[1:]
    dev = {}
    for language, path in sets.items():
        if not os.path.exists(path):
            print(f"near-copies: {path} is not here; {language} lines not checked")
            continue
        with open(path, encoding="utf-8") as f:
            dev[language] = [json.loads(line)["text"] for line in f if line.strip()]
        print(f"near-copies: {len(dev[language])} {language} lines of {os.path.relpath(path, root)}")
    found = 0
    for path in sorted(glob.glob(os.path.join(root, "Grammars", "*", "*.yaml"))):
        language = os.path.basename(path).split(".")[0]
        if language not in dev:
            continue
        chinese = language == "zh"
        folded_dev = [(text, fold(text, chinese)) for text in dev[language]]
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        keep, in_list, removed = [], False, 0
        for number, line in enumerate(lines, 1):
            if re.match(r"^\s*(examples|out_of_scope):\s*$", line):
                in_list = True
            elif in_list and line.strip() and not line.strip().startswith(("#", "- ")):
                in_list = False
            item = re.match(r'^\s*- "(.*)"\s*$', line) if in_list else None
            if item:
                mine = fold(item.group(1), chinese)
                copy = next((text for text, other in folded_dev if near(mine, other, chinese)), None)
                if copy is not None:
                    found += 1
                    print(f"{os.path.relpath(path, root)}:{number}: \"{item.group(1)}\" is a near copy of the development line \"{copy}\"")
                    if remove:
                        removed += 1
                        continue
            keep.append(line)
        if removed:
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(keep))
    print(f"near-copies: {found} {'removed' if remove else 'found'}")
    return 1 if found and not remove else 0


if __name__ == "__main__":
    sys.exit(main())
