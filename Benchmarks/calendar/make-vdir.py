#!/usr/bin/env python3
"""Makes the calendar benchmark's vdir: COUNT events (default 20,000), RECURRING of them recurring
(default 1,000), one .ics file each, named as khal names new files (36 random characters).

    make-vdir.py FOLDER [COUNT] [RECURRING]

Deterministic (a fixed seed). The single events spread over 2025-2027 (about 125 a week); the
recurring ones are weekly (on the start's weekday, some on one more), daily, monthly and yearly, some with
COUNT, UNTIL or EXDATE, started 2024-2026. A tenth are all-day, a tenth in Europe/Berlin with
its VTIMEZONE, some floating; some have a location, a description, attendees or an alarm.
"""
import datetime, os, random, sys

BERLIN = """BEGIN:VTIMEZONE\r
TZID:Europe/Berlin\r
BEGIN:DAYLIGHT\r
TZOFFSETFROM:+0100\r
TZOFFSETTO:+0200\r
TZNAME:CEST\r
DTSTART:19700329T020000\r
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r
END:DAYLIGHT\r
BEGIN:STANDARD\r
TZOFFSETFROM:+0200\r
TZOFFSETTO:+0100\r
TZNAME:CET\r
DTSTART:19701025T030000\r
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r
END:STANDARD\r
END:VTIMEZONE\r
"""
WORDS = ("meeting review lunch dinner call dentist yoga standup planning sync interview demo "
         "birthday gym flight train coffee doctor school concert party workshop retro budget").split()
PLACES = ["Room 4", "Castro", "Cafe Luna", "Office", "Zoom", "Gym", "Airport", "Library"]
PEOPLE = ["mike", "anna", "jeff", "li.wei", "sam", "carol"]
DAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def name(rng):
    return "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(36))


def stamp(moment, kind):
    if kind == "date":
        return ";VALUE=DATE", moment.strftime("%Y%m%d")
    text = moment.strftime("%Y%m%dT%H%M%S")
    if kind == "utc":
        return "", text + "Z"
    if kind == "berlin":
        return ";TZID=Europe/Berlin", text
    return "", text


def event(rng, uid, start, kind, minutes, rule=None, exdates=()):
    summary = " ".join(rng.sample(WORDS, 2)).capitalize()
    lines = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20261101T000000Z", f"SUMMARY:{summary}"]
    params, value = stamp(start, kind)
    lines.append(f"DTSTART{params}:{value}")
    end = start + (datetime.timedelta(days=1) if kind == "date" else datetime.timedelta(minutes=minutes))
    params, value = stamp(end, kind)
    lines.append(f"DTEND{params}:{value}")
    if rule:
        lines.append(f"RRULE:{rule}")
    for moment in exdates:
        params, value = stamp(moment, kind)
        lines.append(f"EXDATE{params}:{value}")
    if rng.random() < 0.3:
        lines.append(f"LOCATION:{rng.choice(PLACES)}")
    if rng.random() < 0.2:
        lines.append(f"DESCRIPTION:Notes about {summary.lower()}\\, bring the {rng.choice(WORDS)} list")
    for person in rng.sample(PEOPLE, rng.choice([0, 0, 0, 1, 2])):
        lines.append(f"ATTENDEE;CN={person.title()}:mailto:{person}@example.com")
    if rng.random() < 0.2:
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "END:VALARM"]
    lines.append("END:VEVENT")
    head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hark benchmark//EN\r\n"
    zone = BERLIN if kind == "berlin" else ""
    return head + zone + "\r\n".join(lines) + "\r\nEND:VCALENDAR\r\n"


def kind_of(rng):
    roll = rng.random()
    return "date" if roll < 0.1 else "berlin" if roll < 0.2 else "floating" if roll < 0.25 else "utc"


def main():
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    recurring = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    rng = random.Random(29)
    os.makedirs(folder, exist_ok=True)
    base = datetime.datetime(2025, 1, 1)
    for index in range(count):
        uid = name(rng)
        kind = kind_of(rng)
        if index < recurring:
            start = datetime.datetime(2024, 1, 1) + datetime.timedelta(days=rng.randrange(1000), hours=rng.randrange(7, 20))
            if kind == "date":
                start = start.replace(hour=0)
            roll = rng.random()
            if roll < 0.6:
                # The start's own weekday first, as calendar programs write a weekly rule.
                own = DAYS[start.weekday()]
                days = [own] + [day for day in rng.sample(DAYS, rng.choice([0, 0, 1])) if day != own]
                rule = "FREQ=WEEKLY;BYDAY=" + ",".join(days)
            elif roll < 0.8:
                rule = f"FREQ=DAILY;INTERVAL={rng.choice([1, 1, 2, 3])}"
            elif roll < 0.95:
                rule = f"FREQ=MONTHLY;BYMONTHDAY={start.day}"
            else:
                rule = "FREQ=YEARLY"
            ends = rng.random()
            if ends < 0.3:
                rule += f";COUNT={rng.randrange(5, 200)}"
            elif ends < 0.5:
                until = start + datetime.timedelta(days=rng.randrange(30, 1200))
                rule += ";UNTIL=" + (until.strftime("%Y%m%d") if kind == "date" else until.strftime("%Y%m%dT%H%M%SZ"))
            exdates = [start + datetime.timedelta(days=7 * rng.randrange(1, 50))] if rng.random() < 0.2 and "WEEKLY" in rule else []
            text = event(rng, uid, start, kind, rng.choice([15, 30, 60]), rule, exdates)
        else:
            start = base + datetime.timedelta(days=rng.randrange(3 * 365), hours=rng.randrange(7, 21), minutes=rng.choice([0, 15, 30, 45]))
            if kind == "date":
                start = start.replace(hour=0, minute=0)
            text = event(rng, uid, start, kind, rng.choice([30, 60, 90, 120]))
        with open(os.path.join(folder, uid + ".ics"), "w", newline="") as handle:
            handle.write(text)


main()
