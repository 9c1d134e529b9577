"""Scores `hark parse --json` output against the HWU64 gold intents (see hwu64.sh)."""
import json
import re
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
    # Not HWU64 intents: zh-dev's labels for what Hark's other apps do.
    "phone_call": {"phone.startCall"},
    "music_play": {"audio.playAudio", "audio.playSongs"},
    "music_control": {
        "audio.pause", "audio.resume", "audio.nextTrack", "audio.previousTrack", "audio.stopAudio", "audio.nowPlaying",
    },
    "photos_query": {"photos.findAssets", "photos.openAsset"},
    "files_query": {"files.findFiles", "files.openFile"},
    # Counted right when read as the tasks domain's, though the demo store has no app adopting it.
    "tasks": {"tasks.*"},
}

# HWU64 labels these out of scope (its assistant had no music or to-do app); Hark's audio and tasks
# domains do what they ask (the volume too, since the Music app sets MPD's: `audio.setVolume`). They are counted on their own, as read by those domains or not, and left
# out of the out-of-scope figure, which is also given over every out-of-scope line.
WITHIN_HARK = {
    "play_music": {"audio.*"},
    "music_query": {"audio.*"},
    "music_settings": {"audio.*"},
    "audio_volume_up": {"audio.*"},
    "audio_volume_down": {"audio.*"},
    "audio_volume_mute": {"audio.*"},
    # zh-dev's label for the same requests.
    "audio_volume": {"audio.*"},
    "lists_createoradd": {"tasks.*"},
    "lists_query": {"tasks.*"},
    "lists_remove": {"tasks.*"},
}

# Task success: which parameters a gold entity of each kind must reach (its words inside the slot's
# words); a date or time slot must also have been read as a date or span (`resolved`). A person is
# judged by the words only, since the demo store knows few of the fold's people.
SLOT_KINDS = {
    "person": {"to", "cc", "sender", "person", "destination", "contact", "attendees", "participants", "name", "recipient"},
    "relation": {"to", "cc", "sender", "person", "destination", "contact", "attendees", "participants", "name", "recipient"},
    "date": {"startDate", "endDate", "received", "date", "scheduledDate", "dueDate", "when"},
    "time": {"startDate", "endDate", "received", "date", "scheduledDate", "dueDate", "when"},
    "event_name": {"title", "entities", "event", "events"},
}
# What deleteEvents and updateEvent take as words that describe the event: the people, days and
# times said there are read by the event search, not by a parameter of their own.
DESCRIPTION = {"entities", "event", "events"}
# An event "name" made only of words for a kind of event ("my meeting", "an appointment") names no
# event; it needs no parameter.
KIND_WORDS = {"meeting", "meetings", "appointment", "appointments", "event", "events", "reminder", "reminders"}


def matches(intent, targets):
    if intent is None:
        return False
    return any(intent == t or (t.endswith("*") and intent.startswith(t[:-1])) for t in targets)


def words(text):
    folded = re.sub(r"[^\w@.]+", " ", str(text).lower().replace("'s ", " ").replace("’s ", " "))
    return [w.strip(".") for w in folded.split() if w.strip(".")]


def slots_reached(gold, parsed):
    """Whether every gold person, relation, date, time and event name reached its parameter."""
    for entity in gold.get("entities", []):
        names = SLOT_KINDS.get(entity["type"])
        if names is None:
            continue
        want = words(entity["value"].removesuffix("'s"))
        if entity["type"] == "event_name" and set(want) <= KIND_WORDS:
            continue
        reached = False
        for name, value in (parsed.get("slots") or {}).items():
            if name not in names and name not in DESCRIPTION:
                continue
            values = value if isinstance(value, list) else [value]
            have = set(w for v in values for w in words(v))
            if all(w in have for w in want):
                if entity["type"] in ("date", "time") and name not in DESCRIPTION and name not in (parsed.get("resolved") or {}):
                    continue
                reached = True
        if not reached:
            return False
    return True


def main(gold_path, parsed_path):
    gold = [json.loads(line) for line in open(gold_path)]
    parsed = [json.loads(line) for line in open(parsed_path)]
    if len(gold) != len(parsed):
        sys.exit(f"hark parse gave {len(parsed)} objects for {len(gold)} lines")
    rows = defaultdict(lambda: {"lines": 0, "right": 0, "task": 0, "run": 0, "wrong": 0})
    within = {"lines": 0, "right": 0, "wrong": 0}
    acted_out_of_scope = []
    for g, p in zip(gold, parsed):
        if g["intent"] == "out_of_scope" and g.get("source_intent") in WITHIN_HARK:
            within["lines"] += 1
            if matches(p["intent"], WITHIN_HARK[g["source_intent"]]):
                within["right"] += 1
            elif p["intent"] is not None:
                within["wrong"] += 1
            if p["outcome"] == "run" and p["sideEffects"] and not matches(p["intent"], WITHIN_HARK[g["source_intent"]]):
                acted_out_of_scope.append((g["text"], p["intent"]))
            continue
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
            if slots_reached(g, p):
                row["task"] += 1
            if p["outcome"] == "run":
                row["run"] += 1
        elif p["intent"] is not None:
            row["wrong"] += 1
    # A set without gold slots (zh-dev) has no task success to report.
    slotted = any("entities" in g for g in gold)
    print("| intent | schema intents counted right | lines | right intent | task success | would run now | other intent |")
    print("|---|---|---|---|---|---|---|")
    total = {"lines": 0, "right": 0, "task": 0, "run": 0, "wrong": 0}
    for intent in sorted(MAPPING):
        row = rows[intent]
        if not row["lines"]:
            continue
        for key in total:
            total[key] += row[key]
        targets = ", ".join(sorted(MAPPING[intent]))
        task = row["task"] if slotted else "—"
        print(f"| {intent} | {targets} | {row['lines']} | {row['right']} | {task} | {row['run']} | {row['wrong']} |")
    task = total["task"] if slotted else "—"
    print(f"| **in scope** | | {total['lines']} | {total['right']} | {task} | {total['run']} | {total['wrong']} |")
    out = rows["out_of_scope"]
    read = out["wrong"] + out["run"]
    print()
    print("| out of scope | lines | read as some intent | would run with side effects (must be 0) |")
    print("|---|---|---|---|")
    print(f"| out_of_scope | {out['lines']} | {read} ({100 * read / max(out['lines'], 1):.1f} %) | {out['run']} |")
    if within["lines"]:
        every = out["lines"] + within["lines"]
        every_read = read + within["right"] + within["wrong"]
        print(f"| every line labelled out_of_scope | {every} | {every_read} ({100 * every_read / every:.1f} %) | |")
        print()
        print(f"labelled out_of_scope, but Hark's audio and tasks domains do them ({', '.join(sorted(WITHIN_HARK))}):"
              f" {within['lines']} lines, {within['right']} read by those domains, {within['wrong']} read as another intent")
    for text, intent in acted_out_of_scope:
        print(f"  ran: {text!r} as {intent}")
    outcomes = defaultdict(int)
    for p in parsed:
        outcomes[p["outcome"]] += 1
    print()
    print("outcomes over all lines: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    return 1 if acted_out_of_scope else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
