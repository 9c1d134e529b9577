#!/usr/bin/env bash
# Runs every test: installs what is missing, builds, runs the unit, conformance and transcript
# tests (swift test), checks the grammars and apps, and replays the transcripts through the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
python3 Scripts/eval/near-copies.py
swift build
swift test
swift run -c release hark check
swift run -c release hark test
