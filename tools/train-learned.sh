#!/usr/bin/env bash
# Trains the learned evaluation of a solved rule set (docs/ai.md, "Learned evaluation"):
# builds ur-cli and train_eval if needed, solves the rule set's table if it is not there
# yet, then trains on it, logging to runs/. Everything runs at the lowest priority.
#   tools/train-learned.sh finkel:7 [train_eval options, e.g. --epochs 6 --resume]
# Tables go to $UR_TABLE_DIR (default ~/.cache/ur/tables-v1); weights to $UR_RUN_DIR/NAME-PIECES.urn
# (default runs/; checkpoint beside it as NAME-PIECES.urn.ckpt; log runs/train-NAME-PIECES.log).
# A machine whose checkout is fresh each session keeps a long run resumable with
# UR_RUN_DIR=~/.cache/ur/runs.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
spec=${1:-}
if [[ ! "$spec" =~ ^[a-z-]+:[0-9]+$ ]]; then
  echo "usage: tools/train-learned.sh NAME:PIECES [train_eval options]   e.g. finkel:7" >&2
  exit 2
fi
shift
name=${spec%%:*}
pieces=${spec##*:}
tables=${UR_TABLE_DIR:-$HOME/.cache/ur/tables-v1}
table=$tables/$name-$pieces.urt
B=build/native-release
if [ ! -x $B/ur-cli ] || [ ! -x $B/train_eval ]; then
  UR_TARGETS="ur-cli train_eval" nice -n 10 bash tools/build.sh native-release
fi
out=${UR_RUN_DIR:-runs}
mkdir -p runs "$out" "$tables"
if [ ! -f "$table" ]; then
  nice -n 19 $B/ur-cli solve "$spec" --out "$table" 2>&1 | tee "runs/solve-$name-$pieces.log"
fi
nice -n 19 $B/train_eval --rules "$spec" --table "$table" --out "$out/$name-$pieces.urn" "$@" 2>&1 |
  tee -a "runs/train-$name-$pieces.log"
