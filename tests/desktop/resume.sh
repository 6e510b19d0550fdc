#!/usr/bin/env bash
# The desktop game killed in the middle of a game comes back with --continue (what the
# start screen's Continue does): the saved game is read whole, and the game carried on
# is the same one — its record starts with every step of the game that was killed.
#   tests/desktop/resume.sh PATH/TO/ur PATH/TO/xvfb-run
set -euo pipefail
ur=$1
xvfb=$2
dir=$(mktemp -d)
pid=
trap 'if [ -n "$pid" ]; then kill -9 -- -"$pid" 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
export UR_PREFS_DIR=$dir ASAN_OPTIONS=detect_leaks=0
steps() { sed -n '/^ur-save/,/^position/p' "$1" | grep -v '^position'; }

# A game between two computers, in a real window, killed without warning.
setsid "$xvfb" -a -s "-screen 0 1024x700x24" "$ur" --rules finkel --light greedy --dark greedy --fast >"$dir/first.log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do
  sleep 0.25
  if [ -f "$dir/game.txt" ] && [ "$(steps "$dir/game.txt" | wc -l)" -ge 12 ]; then break; fi
done
kill -9 -- -"$pid"
wait "$pid" 2>/dev/null || true
pid=
[ -f "$dir/game.txt" ] || { echo "FAIL: no game was saved in $dir"; cat "$dir/first.log"; exit 1; }
cp "$dir/game.txt" "$dir/killed.txt"
n=$(steps "$dir/killed.txt" | wc -l)
echo "killed mid-game; its save holds $n lines of record ($(grep '^position' "$dir/killed.txt"))"

# Started again: --continue carries it on.
out=$("$xvfb" -a -s "-screen 0 1024x700x24" "$ur" --continue --smoke-test "$dir/continued.bmp" --frames 40 2>&1) || {
  echo "FAIL: the game did not continue"; echo "$out"; exit 1; }
echo "$out"
grep -q "continued the saved game" <<<"$out" || { echo "FAIL: no saved game continued"; exit 1; }
# The game saved since then is the same game, played on.
if ! diff <(steps "$dir/killed.txt") <(steps "$dir/game.txt" | head -n "$n") >/dev/null; then
  echo "FAIL: the continued game is not the one that was killed"
  diff <(steps "$dir/killed.txt") <(steps "$dir/game.txt" | head -n "$n") | head -20
  exit 1
fi
echo "desktop resume: the same game continued after a kill"
