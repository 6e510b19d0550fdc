#!/usr/bin/env bash
# Plays the shards of the long AI measurements (docs/measurements/plan.txt) that have no
# result file yet, a few at a time, until a deadline: they take hours of CPU in all, so
# they are played over several sittings and a sitting can stop at any moment.
#
#   tools/run-shards.sh [--jobs N] [--minutes M] [--plan FILE] [--dry-run]
#
# Each plan line is `RESULT-FILE COMMAND...`, both relative to the repository's root. A
# shard's output goes to RESULT-FILE.part and is renamed to RESULT-FILE only when the
# command succeeded, so an interrupted shard is simply played again next time. No shard
# is started after M minutes (default: no limit); those running are let finish.
# Needs build/native-release (cmake --preset native-release && cmake --build --preset
# native-release) and, for the perfect-play shards, data/tables/finkel-7.urt
# (build/native-release/ur-cli solve finkel). Configured with -DUR_HOST_TUNED=ON
# (cmake -S . -B build/native-release -DUR_HOST_TUNED=ON) the build plays them a third
# faster on this machine's processor, move for move the same.
# The whole script is one block, which bash reads to its end before running any of it: a
# runner, which runs for hours, is not derailed when this file is edited meanwhile.
{
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=2 minutes=0 dry=0 plan=docs/measurements/plan.txt
while [ $# -gt 0 ]; do
  case "$1" in
    --jobs) jobs=${2:?--jobs needs a number}; shift 2 ;;
    --minutes) minutes=${2:?--minutes needs a number}; shift 2 ;;
    --plan) plan=${2:?--plan needs a file}; shift 2 ;;
    --dry-run) dry=1; shift ;;
    *) echo "run-shards: unknown argument '$1' (see the comment at the top of $0)" >&2; exit 2 ;;
  esac
done
case "$jobs$minutes" in *[!0-9]*) echo "run-shards: --jobs and --minutes take whole numbers" >&2; exit 2 ;; esac
[ "$jobs" -ge 1 ] || { echo "run-shards: --jobs must be at least 1" >&2; exit 2; }
[ -r "$plan" ] || { echo "run-shards: cannot read the plan '$plan'" >&2; exit 2; }
deadline=0
[ "$minutes" -gt 0 ] && deadline=$(( $(date +%s) + 60 * minutes ))

# The first plan line with no result file that this run has not started yet (the plan is
# read afresh each time, so lines added while it runs are picked up).
declare -A started=()
next_shard() {
  local out cmd
  while read -r out cmd; do
    case "$out" in ''|'#'*) continue ;; esac
    [ -e "$out" ] || [ -n "${started[$out]:-}" ] || { echo "$out $cmd"; return 0; }
  done < "$plan"
  return 1
}

if [ "$dry" -eq 1 ]; then
  while read -r out cmd; do
    case "$out" in ''|'#'*) continue ;; esac
    [ -e "$out" ] || echo "  $out $cmd"
  done < "$plan"
  exit 0
fi

play() {
  local out=$1; shift
  mkdir -p "$(dirname "$out")"
  local t0=$SECONDS
  if "$@" > "$out.part" 2> "$out.err"; then
    mv "$out.part" "$out"
    rm -f "$out.err"
    echo "run-shards: $out ($(( SECONDS - t0 )) s)"
  else
    echo "run-shards: FAILED $out: $* (see $out.err)" >&2
    rm -f "$out.part"
  fi
}

echo "run-shards: playing the shards of $plan without a result, $jobs at a time"
running=0
while true; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$(( running - 1 ))
  fi
  if [ "$deadline" -gt 0 ] && [ "$(date +%s)" -ge "$deadline" ]; then
    echo "run-shards: deadline reached, no more shards started"
    break
  fi
  line=$(next_shard) || break
  started[${line%% *}]=1
  # shellcheck disable=SC2086  # the plan's command is split into words on purpose
  play $line &
  running=$(( running + 1 ))
done
wait
exit
}
