#!/usr/bin/env bash
# Grammar engine benchmark: Hark's compiled matcher against hassil 3.13.0 and 3.0.1 on Home Assistant's
# English intent corpus (CC BY 4.0), in one run. Prints sentences/s for each, the ratio, grammar load time
# and p50/p99 latency per utterance. Makes two virtual environments under Benchmarks/.venv (PyPI).
# Usage: [PASSES=n] Benchmarks/grammar/run.sh [corpus.json]   (from anywhere; default: the English corpus under Tests/)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
conformance="$root/Tests/HarkGrammarTests/Resources/conformance"   # CC BY 4.0: see its NOTICE
corpus="${1:-$conformance/hassil-en.json}"
reference="$conformance/hassil_reference.py"
venvs="$root/Benchmarks/.venv"

for version in 3.13.0 3.0.1; do
  venv="$venvs/hassil-$version"
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import hassil" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "hassil==$version"
  fi
done

echo "== building hark (release)"
(cd "$root" && swift build -c release --product hark 2>&1 | tail -1)
hark="$(cd "$root" && swift build -c release --show-bin-path)/hark"

# The machine is shared, so both sides are timed in CPU seconds: the reference runs unchanged except
# that its clock (time.perf_counter) reads the process's CPU time. A neighbour on the shared cores
# moved one pass of either side by 15-25 %, so the sides take turns for PASSES rounds (default 3)
# and the ratio compares their median rates; every pass is printed.
passes="${PASSES:-3}"
declare -A rates
hark_rates=""
for pass in $(seq 1 "$passes"); do
  for version in 3.13.0 3.0.1; do
    echo "== pass $pass: hassil $version (reference script; its clock is CPU time)"
    out="$(cd "$(dirname "$reference")" && "$venvs/hassil-$version/bin/python" -c '
import runpy, sys, time
time.perf_counter = time.process_time
sys.argv = [sys.argv[1], sys.argv[2]]
runpy.run_path(sys.argv[0], run_name="__main__")' "$reference" "$corpus")"
    echo "$out"
    rates[$version]="${rates[$version]:-} $(echo "$out" | sed -n 's/.*(\([0-9.]*\) sent\/s).*/\1/p')"
  done
  echo "== pass $pass: hark"
  out="$(cd "$root" && "$hark" conformance "$corpus" --bench --quiet --repeat 20 --grammars "$root/Grammars")"
  echo "$out"
  hark_rates="$hark_rates $(echo "$out" | sed -n 's/.* CPU, \([0-9.]*\) sentences\/s of CPU.*/\1/p')"
done

# The median of a list of numbers (the lower middle one for an even count).
median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "== summary (median of $passes passes; each pass's rates in brackets)"
hark_rate="$(echo "$hark_rates" | median)"
for version in 3.13.0 3.0.1; do
  rate="$(echo "${rates[$version]}" | median)"
  awk -v h="$hark_rate" -v p="$rate" -v v="$version" -v hs="$hark_rates" -v ps="${rates[$version]}" \
    'BEGIN { if (p > 0) printf "hark %.0f sentences/s vs hassil %s %.0f sentences/s (CPU): %.0fx   [hark%s; hassil%s]\n", h, v, p, h / p, hs, ps }'
done
