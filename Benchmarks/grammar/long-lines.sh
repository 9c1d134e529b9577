#!/usr/bin/env bash
# Long-line benchmark: CPU time `hark parse` spends on lines at the shell's 64 KB limit (reading,
# resolution, everything `:explain` does), beyond what it spends on a short line. Give several
# binaries to compare them in one run (e.g. a build of main and of a branch).
# Usage: Benchmarks/grammar/long-lines.sh [HARK_BINARY…]   (default: this checkout's release build)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ "$#" -eq 0 ]; then
  (cd "$root" && swift build -c release --product hark 2>&1 | tail -1)
  set -- "$(cd "$root" && swift build -c release --show-bin-path)/hark"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$@" <<'PY'
import os, resource, subprocess, sys
work, binaries = sys.argv[1], sys.argv[2:]
def line(head, unit, size=65_000):
    return head + unit * ((size - len(head.encode())) // len(unit.encode()))
cases = [
    ("short: open the photo of the cat", "open the photo of the cat"),
    ("open the photo of photo of … (64 KB)", line("open the photo of ", "photo of ")),
    ("open the photo of photo of … (32 KB)", line("open the photo of ", "photo of ", 32_500)),
    ("send a message to Glow saying hello … (64 KB)", line("send a message to Glow saying ", "hello ")),
    ("add the photo of to the to the … (64 KB)", line("add the photo of ", "to the ")),
    ("text Glow a b c d … (64 KB, distinct words)", "text Glow " + " ".join(f"w{i}" for i in range(9_000))),
    ("给Glow发消息说你好你好… (64 KB)", line("给Glow发消息说", "你好")),
]
def cpu(binary, store, text):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "--store", store, "parse"], input=(text + "\n").encode(), capture_output=True,
                   timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
for number, binary in enumerate(binaries):
    store = os.path.join(work, f"store{number}")
    subprocess.run([binary, "demo-store", store], capture_output=True, check=True)
    base = min(cpu(binary, store, cases[0][1]) for _ in range(3))
    print(f"== {binary}: a short line takes {base * 1000:.0f} ms CPU (start-up included)")
    for name, text in cases[1:]:
        extra = min(cpu(binary, store, text) for _ in range(2)) - base
        print(f"{name:48s} {max(0, extra) * 1000:8.0f} ms CPU beyond a short line")
PY
