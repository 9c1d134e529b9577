#!/usr/bin/env bash
# Instructions the matcher executes over Home Assistant's English corpus, counted by callgrind: the
# same on a loaded machine as on a quiet one, so a change to the matcher can be judged by it where the
# timing benchmark (run.sh) is noisy. Counts only inside ConformanceGrader.run (the per-sentence work
# run.sh times: the name list cut, matching, ranking, grading), not the corpus load.
# Usage: Benchmarks/grammar/callgrind.sh [hark-binary]   (default: the release build; needs valgrind)
# Swift seeds its hashing afresh in each process, which moved the count by about 0.2 M from run to
# run; the seed is fixed here (SWIFT_DETERMINISTIC_HASHING) so that two binaries compare exactly.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
corpus="$root/Tests/HarkGrammarTests/Resources/conformance/hassil-en.json"
if [ $# -ge 1 ]; then
  binary="$1"
else
  (cd "$root" && swift build -c release --product hark 2>&1 | tail -1)
  binary="$(cd "$root" && swift build -c release --show-bin-path)/hark"
fi
# valgrind 3.19 cannot read the debug information Swift writes: count on a copy without it.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/hark"
strip --strip-debug "$work/hark"
SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/out" \
  --toggle-collect='$s11HarkGrammar17ConformanceGraderO3run_5suiteAC7OutcomeVAA0C6CorpusV4TestV_AI5SuiteVtFZ' \
  "$work/hark" conformance "$corpus" --quiet --repeat 1 --grammars "$root/Grammars" 2>&1 |
  sed -n 's/^==[0-9]*== Collected : \([0-9]*\)/instructions in ConformanceGrader.run: \1/p; /^passed/p'
