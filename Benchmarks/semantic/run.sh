#!/usr/bin/env bash
# Hark semantic index benchmark: quality on the relevance set, agreement with the reference model,
# encoding speed, and search at scale (default 1,000,000 messages).
#
# The scale index holds synthetic messages whose vectors come from the static embedder (the model's
# input-embedding table averaged: microseconds each), so building it takes a minute rather than the
# ~2 h the transformer would need; the scan cost is the same for either kind of vector. Every timed
# query is encoded by the real transformer (and the static table) before the scan.
#
# Usage: Benchmarks/semantic/run.sh [COUNT] [INDEX_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-1000000}"
dir="${2:-${TMPDIR:-/tmp}/hark-semantic-bench-$count}"
resources=Tests/HarkSemanticTests/Resources

swift build -c release --product hark-semantic-bench >/dev/null
bench=.build/release/hark-semantic-bench

echo "== machine: $(nproc) cores, $(uname -m)"
echo "== reference agreement"
"$bench" reference "$resources/reference.json"
echo "== relevance (P@5)"
"$bench" eval "$resources/relevance.json"
echo "== encoding speed (OpenBLAS default threads, then one thread)"
"$bench" embed-rate 1000
OPENBLAS_NUM_THREADS=1 "$bench" embed-rate 1000
echo "== scale: $count messages in $dir (query encoding on one OpenBLAS thread; the scan uses $(nproc))"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
OPENBLAS_NUM_THREADS=1 /usr/bin/time -v "$bench" scale "$count" "$dir" 2>"$dir.time" || { cat "$dir.time"; exit 1; }
grep -E "Maximum resident set size|Elapsed \(wall clock\)" "$dir.time" | sed 's/^\s*/peak memory \/ wall: /'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
