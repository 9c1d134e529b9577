#!/usr/bin/env bash
# Hark semantic index benchmark: quality on the relevance set, agreement with the reference model,
# encoding speed, and search at scale (default 1,000,000 messages).
#
# The scale index holds synthetic messages whose vectors come from the static embedder (the model's
# input-embedding table averaged: microseconds each), so building it takes minutes rather than the
# hours the transformer would need (about 4 h per million with the 12-layer E5 on these cores); the
# scan cost is the same for either kind of vector. Every timed query is encoded by the real
# transformer (and the static table) before the scan.
#
# Usage: Benchmarks/semantic/run.sh [COUNT] [INDEX_DIR]
#   HARK_BENCH_MODEL=e5|minilm picks the model for the speed and scale parts (default e5 when installed).
#   HARK_BENCH_HWU64=FILE adds same-intent retrieval on HWU64's dev utterances (several minutes).
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
"$bench" e5-reference "$resources/e5-reference.json"
echo "== relevance (P@5 and MRR of each method; cosine distributions for the thresholds)"
"$bench" retrieval "$resources/relevance.json"
"$bench" retrieval "$resources/relevance-zh.json"
"$bench" retrieval "$resources/relevance-bare.json"
echo "== bare-topic queries: how the query is read (cosine only, no index; P@5 / MRR per model)"
"$bench" treatments "$resources/relevance-bare.json" "$resources/relevance.json" "$resources/relevance-zh.json"
if [ -n "${HARK_BENCH_HWU64:-}" ]; then "$bench" retrieval "$HARK_BENCH_HWU64" source_intent; fi
echo "== documents: MiniLM for Latin-script texts and E5 for the others, against one E5 index (P@5 / MRR)"
"$bench" split "$resources/relevance.json" "$resources/relevance-zh.json"
if [ -n "${HARK_BENCH_HWU64:-}" ]; then "$bench" split "$HARK_BENCH_HWU64:source_intent"; fi
echo "== encoding speed (OpenBLAS default threads, then one thread)"
"$bench" embed-rate 1000
OPENBLAS_NUM_THREADS=1 "$bench" embed-rate 1000
echo "== short queries: E5's 4-bit kernel against its float32 layers, interleaved (one thread)"
OPENBLAS_NUM_THREADS=1 "$bench" query-rate 10
echo "== scale: $count messages in $dir (query encoding on one OpenBLAS thread, its 4-bit product and the scan on $(nproc))"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
OPENBLAS_NUM_THREADS=1 /usr/bin/time -v "$bench" scale "$count" "$dir" 2>"$dir.time" || { cat "$dir.time"; exit 1; }
grep -E "Maximum resident set size|Elapsed \(wall clock\)" "$dir.time" | sed 's/^\s*/peak memory \/ wall: /'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
