#!/usr/bin/env python3
"""Writes Sources/CLazyLibraries/<name>.c: one C function for each function a Debian library exports
and declares in its header, with the library's own name and signature, that opens the library with
dlopen on the first call and calls the library's function.

Hark links these instead of the libraries, so a process that never reads mail or a calendar does not
load notmuch (Xapian, talloc), GMime (gpgme, libidn2), libical (ICU), libmagic (liblzma, libbz2),
libexif or libmpdclient at start: the dynamic loader's symbol lookups for them took most of a
one-shot's start. Swift code calls the libraries as before.

Run it after a library's header changes or Hark starts calling a function the header did not have:
    python3 Scripts/dev/forwarders.py
It needs clang (the Swift toolchain's), pkg-config and the libraries' -dev packages.
"""

import json
import os
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Sources", "CLazyLibraries")

# name: (header, pkg-config package for the header's flags or None, soname, identifier)
LIBRARIES = {
    "notmuch": ("notmuch.h", None, "libnotmuch.so.5", "hark_lazy_notmuch"),
    "gmime": ("gmime/gmime.h", "gmime-3.0", "libgmime-3.0.so.0", "hark_lazy_gmime"),
    "ical": ("libical/ical.h", None, "libical.so.3", "hark_lazy_ical"),
    "magic": ("magic.h", None, "libmagic.so.1", "hark_lazy_magic"),
    "exif": ("libexif/exif-data.h", None, "libexif.so.12", "hark_lazy_exif"),
    "mpdclient": ("mpd/client.h", None, "libmpdclient.so.2", "hark_lazy_mpdclient"),
}


def exported(soname):
    path = subprocess.run(
        ["sh", "-c", f"ldconfig -p | awk '$1 == \"{soname}\" {{print $NF; exit}}'"],
        capture_output=True, text=True, check=True).stdout.strip()
    if not path:
        sys.exit(f"forwarders.py: {soname} is not installed")
    lines = subprocess.run(["nm", "-D", "--defined-only", path], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    return {line.split()[-1].split("@")[0] for line in lines if line.split()[-2:-1] == ["T"]}


def declarations(header, package):
    flags = []
    if package:
        flags = subprocess.run(["pkg-config", "--cflags", package], capture_output=True, text=True,
                               check=True).stdout.split()
    source = f"#include <{header}>\n"
    dump = subprocess.run(["clang", "-x", "c", "-fsyntax-only", "-Xclang", "-ast-dump=json", *flags,
                           "-"], input=source, capture_output=True, text=True, check=True).stdout
    for node in json.loads(dump)["inner"]:
        if node.get("kind") == "FunctionDecl" and not node.get("isImplicit"):
            yield node


def return_type(function_type):
    """`int (const char *)` → `int`: the text before the parameter list's opening parenthesis."""
    depth = 0
    for index in range(len(function_type) - 1, -1, -1):
        character = function_type[index]
        if character == ")":
            depth += 1
        elif character == "(":
            depth -= 1
            if depth == 0:
                result = function_type[:index].strip()
                if result.endswith(")"):
                    return None  # a function returning a function pointer: written by hand if needed
                return result
    return None


def forwarder(node, identifier):
    name = node["name"]
    parameters = [p["type"]["qualType"] for p in node.get("inner", []) if p["kind"] == "ParmVarDecl"]
    result = return_type(node["type"]["qualType"])
    if result is None or any("__va_list_tag" in t for t in parameters):
        return None
    declared = ", ".join(f"__typeof__({t}) a{i}" for i, t in enumerate(parameters)) or "void"
    passed = ", ".join(f"a{i}" for i in range(len(parameters)))
    call = f"HARK_LAZY({identifier}, {name})({passed});"
    body = call if result == "void" else f"return {call}"
    return f"__typeof__({result}) {name}({declared}) {{\n  {body}\n}}\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    for file, (header, package, soname, identifier) in LIBRARIES.items():
        symbols = exported(soname)
        seen = set()
        parts = []
        skipped = []
        for node in declarations(header, package):
            name = node["name"]
            if name not in symbols or name in seen:
                continue
            seen.add(name)
            if node.get("variadic") or node.get("inline") or node.get("storageClass") == "static":
                skipped.append(name)
                continue
            text = forwarder(node, identifier)
            if text is None:
                skipped.append(name)
            else:
                parts.append(text)
        with open(os.path.join(OUT, f"{file}.c"), "w") as out:
            note = (f"Written by Scripts/dev/forwarders.py from <{header}> and {soname}'s exported "
                    f"functions: do not edit. Not forwarded (variadic, taking a va_list, inline, "
                    f"or returning a function pointer): {', '.join(sorted(skipped)) or 'none'}.")
            out.write("".join(f"// {line}\n" for line in textwrap.wrap(note, 97)))
            out.write('// clang-format off\n#include "lazy.h"\n')
            out.write(f"#include <{header}>\n\n")
            out.write(f'HARK_LAZY_LIBRARY({identifier}, "{soname}");\n\n')
            out.write("\n".join(parts))
        print(f"{file}.c: {len(parts)} functions, {len(skipped)} not forwarded")


if __name__ == "__main__":
    main()
