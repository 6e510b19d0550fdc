#!/usr/bin/env bash
# Runs the browser tests one file at a time (they measure frame times, so never two at
# once on a small machine) with Node's own test runner, and closes with one summary line.
# Works with Debian bookworm's Node 18 as with newer ones (--test-concurrency is Node 20+).
#   tests/browser/run.sh [FILE.test.mjs ...]   (default: every *.test.mjs here)
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(*.test.mjs)
passed=0 failed=0 bad_files=() times=()
for f in "${files[@]}"; do
  log=$(mktemp)
  started=$SECONDS
  node --test --test-reporter=spec "$f" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  p=$(sed -n 's/^[^a-z]*pass \([0-9]\+\)$/\1/p' "$log" | tail -n1)
  n=$(sed -n 's/^[^a-z]*fail \([0-9]\+\)$/\1/p' "$log" | tail -n1)
  rm -f "$log"
  times+=("$f $((SECONDS - started)) s")
  passed=$((passed + ${p:-0})); failed=$((failed + ${n:-0}))
  if [ "$rc" != 0 ]; then
    bad_files+=("$f")
    [ "${n:-0}" != 0 ] || failed=$((failed + 1))  # a file that died before reporting counts once
  fi
done
printf 'time by file:'; printf ' %s,' "${times[@]}"; printf '\n'
[ ${#bad_files[@]} -eq 0 ] || echo "failing: ${bad_files[*]}"
echo "browser: $passed passed, $failed failed, in $((SECONDS / 60)) min $((SECONDS % 60)) s"
[ $failed -eq 0 ] && [ ${#bad_files[@]} -eq 0 ]
