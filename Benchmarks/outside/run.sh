#!/usr/bin/env bash
# What a request to an app from outside costs (issue 32): the JSON-RPC round trip to an app whose
# process runs (p50/p99), the peer design of starting the app for each request measured in the
# same run, the first call of a session, and whole lines through a Conversation with the to-do
# app installed (see Benchmarks/outside/Sources/main.swift).
#
#   Benchmarks/outside/run.sh [ROUNDS]      (default 5000)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
(cd "$root" && swift build -c release --product hark-outside-bench 2>&1 | tail -1)
"$(cd "$root" && swift build -c release --show-bin-path)/hark-outside-bench" "$root" "${1:-5000}"
