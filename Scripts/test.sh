#!/usr/bin/env bash
# Runs every test: installs what is missing, builds, runs the unit, conformance and transcript
# tests (swift test), checks the grammars and apps, and replays the transcripts through the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/setup.sh
# The transport tests' SMTP server (Tests/HarkMailTests/SMTPSink.swift) is aiosmtpd, from PyPI;
# Debian's Python is externally managed, hence --break-system-packages (root in CI).
python3 -c 'import aiosmtpd' 2>/dev/null || python3 -m pip install --quiet --break-system-packages aiosmtpd
python3 Scripts/eval/near-copies.py
swift build
swift test
swift run -c release hark check
swift run -c release hark test
