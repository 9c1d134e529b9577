#!/bin/sh
# The resolution benchmark (not a test): 100,000 contacts, lookups with typos, missing
# diacritics and pinyin. Builds in release mode and prints p50/p99 per lookup, the scan it
# replaces, and the calibration of scores.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product hark-resolution-bench >/dev/null
exec "$root/.build/release/hark-resolution-bench"
