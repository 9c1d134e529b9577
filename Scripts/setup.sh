#!/usr/bin/env bash
# Installs what Hark needs on a fresh Debian machine with the Swift toolchain, then builds it.
# Idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in libedit-dev libopenblas-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi

# The sentence-embedding model for the semantic index (optional: the shell works without it).
if [ -x Scripts/semantic/install-model.sh ] || [ -f Scripts/semantic/install-model.sh ]; then
  bash Scripts/semantic/install-model.sh >&2 || echo "setup: the embedding model was not installed; semantic search falls back to lexical" >&2
fi

swift build -c release --product hark >&2
