#!/bin/sh
# The learned stage's benchmark (not a test). Builds in release mode and prints, in one run, the
# load times (grammars compiled, and read compiled from their cache as a shell starts; the model
# trained, and read from its cache) and p50/p99 per line of
# `Conversation.analyze` for lines the grammar matches, lines only the model reads, and lines
# nobody understands; then the two designs side by side on the development sets.
#
#   Benchmarks/understanding/run.sh [DEV.jsonl …]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product hark-understanding-bench >/dev/null
bench="$root/.build/release/hark-understanding-bench"
"$bench" latency
echo
if [ $# -eq 0 ]; then
  set -- "$root/../shared/utterances/hwu64-dev2.jsonl" "$root/Tests/DevSets/zh-dev.jsonl"
  [ -f "$1" ] || set -- /work/shared/utterances/hwu64-dev2.jsonl "$2"
fi
"$bench" compare "$@"
