#!/usr/bin/env bash
# Issue 11 item 5: bad model files crashed the shell: a vocab.txt longer than the embedding table
# (SIGSEGV in every :search), num_attention_heads 0 (division by zero, SIGILL in search and
# `hark index`). Each damaged model must give a one-line error, and word search must go on.
source "$(dirname "$0")/../lib.sh" "$@"
[[ -n "${HARK_MODEL_DIR:-}" ]] || { fail "the sentence model is not installed (Scripts/semantic/install-model.sh)"; finish ""; }
good=$HARK_MODEL_DIR
store=$work/store
make_store "$store" || { fail "no demo store"; finish ""; }
tried=0
# bad_model NAME EDIT: a copy of the model (weights linked), EDIT applied in $model.
bad_model() {
  local case=$1 edit=$2 model=$work/model-$1
  mkdir -p "$model"
  for f in "$good"/*; do ln -s "$f" "$model/$(basename "$f")"; done
  for f in config.json vocab.txt; do rm "$model/$f"; cp "$good/$f" "$model/$f"; done
  (cd "$model" && eval "$edit")
  local out status
  for command in "search|movies" "-c|:search movies" "index"; do
    IFS='|' read -r -a words <<<"$command"
    out=$(HARK_MODEL_DIR=$model HARK_STORE=$store "$hark" "${words[@]}" 2>&1)
    status=$?
    if [[ $status -ge 128 ]]; then fail "$case: hark ${words[*]} died (status $status)"; continue; fi
    grep -q "model" <<<"$out" || fail "$case: hark ${words[*]} said nothing about the model"
  done
  # Word search still works: a word the demo data holds.
  out=$(HARK_MODEL_DIR=$model HARK_STORE=$store "$hark" search "sprinkles" 2>&1)
  grep -q "msg-" <<<"$out" || fail "$case: word search found nothing"
  [[ $(grep -c "model" <<<"$out") -eq 1 ]] || fail "$case: the error is not one line"
  tried=$((tried + 1))
}
bad_model vocab-too-long 'for i in $(seq 1 5000); do echo "extra$i"; done >>vocab.txt'
bad_model heads-zero 'sed -i "s/\"num_attention_heads\": *[0-9]*/\"num_attention_heads\": 0/" config.json'
bad_model heads-not-dividing 'sed -i "s/\"num_attention_heads\": *[0-9]*/\"num_attention_heads\": 5/" config.json'
bad_model hidden-zero 'sed -i "s/\"hidden_size\": *[0-9]*/\"hidden_size\": 0/" config.json'
bad_model layers-negative 'sed -i "s/\"num_hidden_layers\": *[0-9]*/\"num_hidden_layers\": -3/" config.json'
bad_model weights-cut 'rm model.safetensors; head -c 100000 "'"$good"'/model.safetensors" >model.safetensors'
bad_model config-garbage 'printf "\x00\xff not json" >config.json'
finish "$tried damaged models (vocab.txt longer than the embedding table; num_attention_heads 0 and 5; hidden_size 0; num_hidden_layers -3; weights cut short; config.json garbage) through hark search, :search and hark index: no crash, a one-line error naming the model, word search still finds messages"
