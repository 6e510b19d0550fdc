#!/usr/bin/env bash
# Waits for the first finkel:7 run (6 epochs) to end, then starts a 16-epoch run.
cd /work/wt-learned
while kill -0 31573 2>/dev/null; do sleep 30; done
exec nice -n 19 runs/bin/train_eval2 --rules finkel:7 --table /root/.cache/ur/tables-v1/finkel-7.urt \
  --out runs/finkel-7-e16.urn --epochs 16 --every 40000000 > runs/train-finkel-7-e16.log 2>&1 < /dev/null
