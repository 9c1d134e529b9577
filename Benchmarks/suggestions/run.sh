#!/bin/sh
# The did-you-mean benchmark (not a test): lines nobody understands, English and Chinese, over the
# demo store. Builds in release mode and prints what building the suggestion index costs (once per
# grammar set) and p50/p99 per line of the suggestion and of the shell's whole answer.
# Usage: Benchmarks/suggestions/run.sh [GRAMMARS]   (from anywhere; default: the checkout's Grammars)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product hark-suggestion-bench >/dev/null
exec "$root/.build/release/hark-suggestion-bench" "$@"
