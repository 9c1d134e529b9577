#!/usr/bin/env python3
"""A to-do app for Hark over todo.txt, the plain-text format of todo.sh (todo-txt) and its clients.

Hark starts this program and speaks JSON-RPC 2.0 to it, one JSON text per line on standard input
and output. The tasks are the lines of todo.txt in $TODO_DIR, else ~/.todo-txt (Debian's
todo-txt configuration), so `todo-txt ls` lists what Hark adds and Hark finds what `todo-txt add`
added. Only the standard library; no sentence templates: the schema grammars are Hark's.
"""
import datetime
import json
import os
import sys
import tempfile


def todo_file():
    folder = os.environ.get("TODO_DIR") or os.path.join(os.path.expanduser("~"), ".todo-txt")
    os.makedirs(folder, exist_ok=True)
    return os.path.join(folder, "todo.txt")


def read_lines():
    try:
        with open(todo_file(), encoding="utf-8") as handle:
            return [line.rstrip("\n") for line in handle]
    except FileNotFoundError:
        return []


def write_lines(lines):
    """Writes todo.txt whole: a temporary file in its folder, fsynced, renamed over it."""
    path = todo_file()
    handle, temporary = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".todo.txt.")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write("".join(line + "\n" for line in lines))
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)
    folder = os.open(os.path.dirname(path), os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def parse(number, line):
    """A task from line `number` (1-based, as todo-txt numbers them) of todo.txt."""
    words = line.split()
    done = bool(words) and words[0] == "x"
    rest = words[1:] if done else words
    if done and rest and is_date(rest[0]):
        rest = rest[1:]
    if rest and len(rest[0]) == 3 and rest[0].startswith("(") and rest[0].endswith(")"):
        rest = rest[1:]
    if rest and is_date(rest[0]):
        rest = rest[1:]
    due = next((word[4:] for word in rest if word.startswith("due:") and is_date(word[4:])), None)
    title = " ".join(word for word in rest if not word.startswith("due:"))
    return {"id": str(number), "type": "Task", "title": title, "subtitle": ("due " + due) if due else None,
            "properties": {"title": title, "isCompleted": done, "dueDate": due}}


def is_date(word):
    try:
        datetime.date.fromisoformat(word)
        return True
    except ValueError:
        return False


def tasks():
    return [parse(number, line) for number, line in enumerate(read_lines(), 1) if line.strip()]


def today(params):
    now = params.get("now")
    return datetime.date.fromisoformat(now[:10]) if now else datetime.date.today()


def perform(params):
    intent, values = params["intent"], params.get("parameters", {})
    chinese = params.get("language") == "zh"
    if intent == "Add":
        title = " ".join(str(values["title"]).split())
        line = today(params).isoformat() + " " + title
        if values.get("dueDate"):
            line += " due:" + values["dueDate"][:10]
        lines = read_lines()
        lines.append(line)
        write_lines(lines)
        task = parse(len(lines), line)
        say = ("已加入待办：" + title) if chinese else ("Added to your to-do list: " + title)
        return {"say": say, "entities": [task]}
    if intent == "Complete":
        number = int(values["task"]["id"])
        lines = read_lines()
        if number < 1 or number > len(lines) or lines[number - 1].startswith("x "):
            raise LookupError("that task is not open any more")
        lines[number - 1] = "x " + today(params).isoformat() + " " + lines[number - 1]
        write_lines(lines)
        task = parse(number, lines[number - 1])
        title = task["title"]
        return {"say": ("已完成：" + title) if chinese else ("Done: " + title), "entities": [task]}
    if intent == "List":
        words = (values.get("criteria") or "").lower().split()
        found = [task for task in tasks() if not task["properties"]["isCompleted"]
                 and all(word in task["title"].lower() for word in words)]
        if not found:
            return {"say": "待办清单是空的。" if chinese else "Nothing on your to-do list."}
        return {"say": "你的待办：" if chinese else "Your to-do list:", "listed": found}
    raise KeyError("no intent " + intent)


def query(params):
    words = params.get("string", "").lower().split()
    return {"entities": [task for task in tasks() if not task["properties"]["isCompleted"]
                         and words and all(word in task["title"].lower() for word in words)]}


def answer(message):
    method, params = message.get("method"), message.get("params") or {}
    if method == "initialize":
        return {"protocol": 1, "name": "To-do"}
    if method == "entities/query":
        return query(params)
    if method == "entities/get":
        wanted = set(params.get("ids", []))
        return {"entities": [task for task in tasks() if task["id"] in wanted]}
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
