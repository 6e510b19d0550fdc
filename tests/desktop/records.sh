#!/usr/bin/env bash
# Game records on the desktop, in a real window: `ur FILE` opens a record in the review,
# E (Export) saves it in records/ of the user data folder and puts it on the clipboard,
# and Ctrl+V on the start screen opens the clipboard's record in the review again (a
# second export of the same day gets a name of its own). Keys come from xdotool.
#   tests/desktop/records.sh PATH/TO/ur PATH/TO/xvfb-run
set -euo pipefail
ur=$1
xvfb=$2
if [ -z "${UR_RECORDS_INNER:-}" ]; then
  command -v xdotool >/dev/null || { echo "FAIL: xdotool not found: run tools/setup.sh (apt-get install xdotool)"; exit 1; }
  exec env UR_RECORDS_INNER=1 "$xvfb" -a -s "-screen 0 1024x700x24" bash "$0" "$@"
fi
dir=$(mktemp -d)
pid=
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
export UR_PREFS_DIR=$dir ASAN_OPTIONS=detect_leaks=0
cat >"$dir/game.ur.txt" <<'EOF'
rules finkel:1
light greedy
dark random
seed 167
1. l 2:in/2
2. d 3:in/3
3. l 4:2/6
4. d 3:3/6*
5. l 2:in/2
6. d 3:6/9
7. l 0:pass
8. d 2:9/11
9. l 2:2/4 3:4/7
10. d 4:11/off
result dark 0-1
EOF

"$ur" --size 1024x700 "$dir/game.ur.txt" >"$dir/ur.log" 2>&1 &
pid=$!
window=$(xdotool search --sync --name "Royal Game of Ur" | head -n1)
key() { xdotool windowfocus --sync "$window" key "$@"; sleep 0.7; }
wait_for() { for _ in $(seq 1 40); do [ -e "$1" ] && return 0; sleep 0.25; done; return 1; }
sleep 1.5
key e
day=$(date +%Y-%m-%d)
first=$dir/records/ur-finkel-1-$day.ur.txt
wait_for "$first" || { echo "FAIL: E on the review saved nothing in $dir/records"; ls -R "$dir"; cat "$dir/ur.log"; exit 1; }
# The record written is the game opened, tagged with the date.
diff <(grep -v '^date ' "$first") "$dir/game.ur.txt" >/dev/null ||
  { echo "FAIL: the exported record differs from the one opened:"; diff <(grep -v '^date ' "$first") "$dir/game.ur.txt"; exit 1; }
grep -q "^date $day " "$first" || { echo "FAIL: no date line in $first"; exit 1; }
echo "ur FILE opened the record; E saved it as records/$(basename "$first")"
key Escape  # the notice
key Escape  # the review: back to the start screen
key ctrl+v  # the exported record, from the clipboard
key e
second=$dir/records/ur-finkel-1-$day-2.ur.txt
wait_for "$second" || { echo "FAIL: Ctrl+V on the start screen did not open the clipboard's record"; ls -R "$dir"; cat "$dir/ur.log"; exit 1; }
cmp -s <(grep -v '^date ' "$second") <(grep -v '^date ' "$first") || { echo "FAIL: the pasted game is not the exported one"; exit 1; }
echo "Ctrl+V opened the clipboard's record; exported again as records/$(basename "$second")"
echo "records opened and exported on the desktop"
