#!/usr/bin/env python3
"""A second messages app for Hark: text messages kept in a local log, in plain files.

Hark starts this program and speaks JSON-RPC 2.0 to it, one JSON text per line on standard input
and output. The address book is contacts.tsv (a name, a tab, a phone number on each line) and the
log is messages.jsonl (one JSON object a message), both in $SMSLOG_DIR, else
~/.local/share/smslog. A message "sent" is appended to the log as the phone would write it; sending
to a real phone is a gateway's job, not this example's. Only the standard library; no sentence
templates: the schema grammars are Hark's.
"""
import datetime
import json
import os
import sys


def folder():
    path = os.environ.get("SMSLOG_DIR") or os.path.join(os.path.expanduser("~"), ".local", "share", "smslog")
    os.makedirs(path, exist_ok=True)
    return path


def contacts():
    try:
        with open(os.path.join(folder(), "contacts.tsv"), encoding="utf-8") as handle:
            rows = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
    except FileNotFoundError:
        return []
    return [{"id": row[1], "type": "Contact", "title": row[0], "subtitle": row[1],
             "properties": {"name": row[0], "phone": row[1]}} for row in rows if len(row) == 2]


def messages():
    try:
        with open(os.path.join(folder(), "messages.jsonl"), encoding="utf-8") as handle:
            return [json.loads(line) for line in handle if line.strip()]
    except FileNotFoundError:
        return []


def write_messages(rows):
    """The whole log, written to a temporary file, fsynced and renamed over the old one."""
    path = os.path.join(folder(), "messages.jsonl")
    temporary = path + ".new"
    with open(temporary, "w", encoding="utf-8") as out:
        out.write("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows))
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)


def entity(row):
    return {"id": row["id"], "type": "Message", "title": row["body"], "subtitle": "to " + row["to"],
            "properties": {"body": row["body"], "date": row["date"], "isRead": row.get("read", True),
                           "author": "me", "conversation": row["number"]}}


def matching(rows, words, text):
    words = words.lower().split()
    return [row for row in rows if words and all(word in text(row).lower() for word in words)]


def perform(params):
    intent, values = params["intent"], params.get("parameters", {})
    chinese = params.get("language") == "zh"
    rows = messages()
    if intent in ("Send", "Draft"):
        people = [person["id"] for person in values.get("destination", [])]
        known = {person["id"]: person["title"] for person in contacts()}
        if not people or any(number not in known for number in people):
            raise LookupError("no such contact")
        body = str(values.get("content") or "")
        names = ", ".join(known[number] for number in people)
        made = []
        for number in people:
            row = {"id": str(len(rows) + 1), "to": known[number], "number": number, "body": body,
                   "date": params.get("now") or datetime.datetime.now().isoformat(),
                   "sent": intent == "Send", "read": True}
            rows.append(row)
            made.append(entity(row))
        write_messages(rows)
        if intent == "Draft":
            say = ("已起草给%s的短信：“%s”" if chinese else "Drafted a text to %s: “%s”") % (names, body)
        else:
            say = ("已用短信发给%s：“%s”" if chinese else "Texted %s: “%s”") % (names, body)
        return {"say": say, "entities": made}
    row = next((row for row in rows if row["id"] == (values.get("message") or {}).get("id")), None)
    if row is None:
        raise LookupError("that message is not in the log")
    if intent == "Edit":
        row["body"] = str(values.get("content") or "")
        say = "已修改短信：“%s”" if chinese else "Edited the text: “%s”"
    elif intent == "Unsend":
        rows.remove(row)
        say = "已撤回短信：“%s”" if chinese else "Unsent the text: “%s”"
    elif intent == "MarkRead":
        row["read"] = bool(values.get("isRead", True))
        say = "已标记短信：“%s”" if chinese else "Marked the text: “%s”"
    else:
        raise KeyError("no intent " + intent)
    write_messages(rows)
    return {"say": say % row["body"], "entities": [] if intent == "Unsend" else [entity(row)]}


def answer(message):
    method, params = message.get("method"), message.get("params") or {}
    if method == "initialize":
        return {"protocol": 1, "name": "SMS log"}
    if method == "entities/query":
        if params.get("type") == "Contact":
            return {"entities": matching(contacts(), params.get("string", ""), lambda row: row["title"])}
        return {"entities": [entity(row) for row in matching(messages(), params.get("string", ""),
                                                             lambda row: row["body"])]}
    if method == "entities/get":
        wanted = set(params.get("ids", []))
        if params.get("type") == "Contact":
            return {"entities": [person for person in contacts() if person["id"] in wanted]}
        return {"entities": [entity(row) for row in messages() if row["id"] in wanted]}
    if method == "intents/perform":
        return perform(params)
    raise NotImplementedError(method)


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        reply = {"jsonrpc": "2.0", "id": message.get("id")}
        try:
            reply["result"] = answer(message)
        except NotImplementedError as error:
            reply["error"] = {"code": -32601, "message": "no method " + str(error)}
        except (KeyError, LookupError, ValueError) as error:
            reply["error"] = {"code": -32000, "message": str(error)}
        if "id" in message:
            print(json.dumps(reply, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
