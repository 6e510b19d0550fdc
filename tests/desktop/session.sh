#!/usr/bin/env bash
# A long session on the desktop (issue 20, docs/soak.md): the ASan build plays computer
# games in a row in a real window under Xvfb, each started with the result screen's Play
# again (Enter), as a player would. It fails if
#  - the heap in use (AddressSanitizer's count, printed after each game) rises: its floor
#    over the last three games (the least in use after any of them) above its floor over
#    games 2-4 by more than a bound (the heap after a game varies with the game by a few
#    KB; a leak raises the floor), or
#  - LeakSanitizer finds more left at exit after many games than after one: what the
#    system's libraries keep (D-Bus, X) is the same whatever the number of games;
#    anything of ours left behind a game would add up.
# SDL draws with its software renderer here: its textures are then memory of the heap, so
# a texture left behind shows, and the OpenGL driver's own allocations stay out of the
# count (Mesa's software rasterizer holds blocks of 256 KB or not at a game's end, as it
# happens: with it the floor wandered by up to 290 KB over 12 games with nothing of ours
# growing). The history of finished games grows by design (a game's steps, about 1.3 KB,
# up to kHistoryCap games): a few KB over a session.
#   tests/desktop/session.sh PATH/TO/ur PATH/TO/xvfb-run [GAMES]
set -euo pipefail
ur=$1
xvfb=$2
games=${3:-12}
max_growth=$((64 * 1024))  # the floor rises by 12-16 KB over 12 games (the history); a hoard of 8 KB a game shows
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export UR_PREFS_DIR=$dir SDL_RENDER_DRIVER=software
# Leaks reported, not fatal here: this script compares them (any other sanitizer report
# fails below). Full stacks would be slow.
export ASAN_OPTIONS=detect_leaks=1:exitcode=0

play() {  # play N LOG
  UR_PREFS_DIR=$(mktemp -d -p "$dir") "$xvfb" -a -s "-screen 0 1024x700x24" "$ur" --rules finkel \
    --light priest --dark scribe --instant --games "$1" --smoke-test "$dir/last.bmp" >"$2" 2>&1 ||
    { echo "FAIL: ur exited with $? after $1 games"; cat "$2"; exit 1; }
  ! grep -E "ERROR: AddressSanitizer|runtime error" "$2" || { echo "FAIL: a sanitizer report"; cat "$2"; exit 1; }
  grep -q "played to .* end" "$2" || { echo "FAIL: the games of $2 did not end"; cat "$2"; exit 1; }
}
leaked() { sed -n 's/^SUMMARY: AddressSanitizer: \([0-9]*\) byte(s) leaked.*/\1/p' "$1" | tail -n1; }

play 1 "$dir/one.log"
play "$games" "$dir/many.log"

mapfile -t heap < <(sed -n 's/^smoke test: game [0-9]* over, heap in use \([0-9]*\) bytes$/\1/p' "$dir/many.log")
[ "${#heap[@]}" -eq "$games" ] || { echo "FAIL: ${#heap[@]} of $games games reported their heap"; cat "$dir/many.log"; exit 1; }
[ "$games" -ge 6 ] || { echo "session.sh: play at least 6 games" >&2; exit 2; }
[ "${heap[1]}" -gt 0 ] || { echo "FAIL: the heap in use is not counted (not an ASan build?)"; exit 1; }
floor() { printf '%s\n' "$@" | sort -n | head -n1; }
early=$(floor "${heap[@]:1:3}") late=$(floor "${heap[@]: -3}")
growth=$((late - early))
one=$(leaked "$dir/one.log") many=$(leaked "$dir/many.log")
echo "heap in use after each game: ${heap[*]} bytes; its floor over games 2-4 $early, over the last three $late ($growth bytes more)"
echo "left at exit (LeakSanitizer): ${one:-0} bytes after 1 game, ${many:-0} bytes after $games"
[ "$growth" -le "$max_growth" ] || { echo "FAIL: the heap's floor rose by $growth bytes over $games games"; exit 1; }
[ "${many:-0}" -le "${one:-0}" ] || { echo "FAIL: more is left at exit after $games games than after one"; cat "$dir/many.log"; exit 1; }
echo "a long desktop session: $games games, the heap flat and nothing more left at exit"
