#!/bin/sh
# The Chinese development set (Tests/DevSets/zh-dev.jsonl, written for Hark, labelled like HWU64)
# through `hark parse --json`, scored as hwu64.sh scores the English fold.
#
#   Scripts/eval/zh-dev.sh            with the learned stage
#   HARK_MODEL=off Scripts/eval/zh-dev.sh   grammars only
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
exec sh "$root/Scripts/eval/hwu64.sh" "$root/Tests/DevSets/zh-dev.jsonl"
