"""Scores `hark parse --json` output against the HWU64 gold intents (see hwu64.sh)."""
import json
import sys
from collections import defaultdict

# Which schema intents count as the right reading of each in-scope HWU64 intent.
MAPPING = {
    # A reply or a forward sends an email too: HWU64 labels both email_sendemail.
    "email_sendemail": {
        "mail.createDraft", "mail.replyMail", "mail.forwardMail", "messages.sendMessage", "messages.draftMessage",
    },
    "calendar_set": {"calendar.createEvent"},
    "calendar_query": {"calendar.findEvents"},
    "calendar_remove": {"calendar.deleteEvents"},
    # `mail.findMail` is Hark's addition to Apple's mail domain; any `mail.find…` counts.
    "email_query": {"mail.find*", "messages.findMessages"},
    "email_querycontact": {"contacts.findContact"},
    "email_addcontact": {"contacts.createContact"},
    # Not an HWU64 intent: zh-dev's calls to a contact, in scope since phone.startCall.
    "phone_call": {"phone.startCall"},
}


def matches(intent, targets):
    if intent is None:
        return False
    return any(intent == t or (t.endswith("*") and intent.startswith(t[:-1])) for t in targets)


def main(gold_path, parsed_path):
    gold = [json.loads(line) for line in open(gold_path)]
    parsed = [json.loads(line) for line in open(parsed_path)]
    if len(gold) != len(parsed):
        sys.exit(f"hark parse gave {len(parsed)} objects for {len(gold)} lines")
    rows = defaultdict(lambda: {"lines": 0, "right": 0, "run": 0, "wrong": 0})
    acted_out_of_scope = []
    for g, p in zip(gold, parsed):
        row = rows[g["intent"]]
        row["lines"] += 1
        if g["intent"] == "out_of_scope":
            if p["outcome"] == "run" and p["sideEffects"]:
                row["run"] += 1
                acted_out_of_scope.append((g["text"], p["intent"]))
            elif p["intent"] is not None:
                row["wrong"] += 1
            continue
        if matches(p["intent"], MAPPING[g["intent"]]):
            row["right"] += 1
            if p["outcome"] == "run":
                row["run"] += 1
        elif p["intent"] is not None:
            row["wrong"] += 1
    print("| hwu64 intent | schema intents counted right | lines | right intent | would run now | other intent |")
    print("|---|---|---|---|---|---|")
    total = {"lines": 0, "right": 0, "run": 0, "wrong": 0}
    for intent in sorted(MAPPING):
        row = rows[intent]
        if not row["lines"]:
            continue
        for key in total:
            total[key] += row[key]
        targets = ", ".join(sorted(MAPPING[intent]))
        print(f"| {intent} | {targets} | {row['lines']} | {row['right']} | {row['run']} | {row['wrong']} |")
    print(f"| **in scope** | | {total['lines']} | {total['right']} | {total['run']} | {total['wrong']} |")
    out = rows["out_of_scope"]
    print()
    print("| out of scope | lines | read as some intent | would run with side effects (must be 0) |")
    print("|---|---|---|---|")
    print(f"| out_of_scope | {out['lines']} | {out['wrong'] + out['run']} | {out['run']} |")
    for text, intent in acted_out_of_scope:
        print(f"  ran: {text!r} as {intent}")
    outcomes = defaultdict(int)
    for p in parsed:
        outcomes[p["outcome"]] += 1
    print()
    print("outcomes over all lines: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    return 1 if out["run"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
