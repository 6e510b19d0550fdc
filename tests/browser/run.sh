#!/usr/bin/env bash
# Runs the browser tests with Node's own test runner and closes with one summary line.
# The files that time something (frames, a first frame, messages' delays) or change the
# shared site (newcomer.test.mjs takes its tables away) run alone, one at a time, with
# nothing else on the machine; live and perfect run their timed cases so and the rest
# beside another file (UR_BROWSER_PART, harness.mjs's part()); the others run
# UR_BROWSER_JOBS at a time (default 2: each has its own server and browser). Those that
# share the machine go first, then those alone. Each file's output is printed whole when
# it ends (docs/testing.md, "How the suites share the machine").
# Works with Debian bookworm's Node 18 as with newer ones (--test-concurrency is Node 20+).
#   tests/browser/run.sh [FILE.test.mjs ...]   (default: every *.test.mjs here)
#   UR_BROWSER_JOBS=1 tests/browser/run.sh     every file alone, one after the other
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(*.test.mjs)
jobs=${UR_BROWSER_JOBS:-2}
# The files that must run alone (see above), and those run in two parts: their timed
# cases alone, the others beside another file (harness.mjs's part(), UR_BROWSER_PART).
alone=" board.test.mjs frames.test.mjs game.test.mjs review.test.mjs weight.test.mjs newcomer.test.mjs "
split=" live.test.mjs perfect.test.mjs "
passed=0 failed=0 bad_files=() times=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Runs one file (FILE, or FILE:PART for a part of it) into its log; its exit status and
# seconds go beside it.
run_one() {
  local f=$1 started=$SECONDS
  UR_BROWSER_PART=$([[ "$f" == *:* ]] && echo "${f#*:}") node --test --test-reporter=spec "${f%%:*}" >"$logs/$f.log" 2>&1
  echo $? >"$logs/$f.rc"
  echo $((SECONDS - started)) >"$logs/$f.secs"
}
# Prints a finished file's log and counts its cases.
report() {
  local f=$1 rc p n
  cat "$logs/$f.log"
  rc=$(cat "$logs/$f.rc")
  p=$(sed -n 's/^[^a-z]*pass \([0-9]\+\)$/\1/p' "$logs/$f.log" | tail -n1)
  n=$(sed -n 's/^[^a-z]*fail \([0-9]\+\)$/\1/p' "$logs/$f.log" | tail -n1)
  times+=("${f/:/ (}$([[ "$f" == *:* ]] && echo ')') $(cat "$logs/$f.secs") s")
  passed=$((passed + ${p:-0})); failed=$((failed + ${n:-0}))
  if [ "$rc" != 0 ]; then
    bad_files+=("$f")
    [ "${n:-0}" != 0 ] || failed=$((failed + 1))  # a file that died before reporting counts once
  fi
}

shared=() lone=()
for f in "${files[@]}"; do
  if [ "$jobs" -le 1 ] || [[ "$alone" == *" $f "* ]]; then lone+=("$f")
  elif [[ "$split" == *" $f "* ]]; then shared+=("$f:untimed"); lone+=("$f:timed")
  else shared+=("$f"); fi
done
# Those that share the machine first, UR_BROWSER_JOBS at a time, each reported as it ends.
running=()
for f in "${shared[@]}"; do
  run_one "$f" &
  running+=("$f")
  while [ ${#running[@]} -ge "$jobs" ]; do
    wait -n
    still=()
    for r in "${running[@]}"; do
      if [ -f "$logs/$r.secs" ]; then report "$r"; else still+=("$r"); fi
    done
    running=("${still[@]}")
  done
done
wait
for r in "${running[@]}"; do report "$r"; done
# Then those that run alone.
for f in "${lone[@]}"; do
  run_one "$f"
  report "$f"
done
printf 'time by file:'; printf ' %s,' "${times[@]}"; printf '\n'
[ ${#bad_files[@]} -eq 0 ] || echo "failing: ${bad_files[*]}"
echo "browser: $passed passed, $failed failed, in $((SECONDS / 60)) min $((SECONDS % 60)) s"
[ $failed -eq 0 ] && [ ${#bad_files[@]} -eq 0 ]
