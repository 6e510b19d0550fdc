#!/usr/bin/env bash
# Run inside the fresh bookworm chroot by tests/desktop/packages.sh, after
# `apt-get install ./ur_….deb`: the installed game as a player has it. A new user, from the
# root folder (so nothing is found relative to where it starts), starts the game the way
# the menu entry does (its Exec line) for a computer game to the end under the host's Xvfb,
# solves a small table with the installed ur-cli and has the game's perfect players use it,
# and last the package is removed without a trace.
#   in-chroot.sh OUT-DIR     the screenshots go to OUT-DIR (inside the chroot)
set -euo pipefail
out=$1
fail() { echo "in-chroot: $*" >&2; exit 1; }
id="io.github.royal_game_of_ur.Ur"

for f in /usr/games/ur /usr/games/ur-cli /usr/share/ur/assets/board.webp /usr/share/ur/nets/finkel-7.urn \
         /usr/share/ur/licences/LICENSE-DejaVu.txt /usr/share/applications/$id.desktop \
         /usr/share/metainfo/$id.metainfo.xml /usr/share/icons/hicolor/48x48/apps/$id.png \
         /usr/share/man/man6/ur.6.gz /usr/share/man/man6/ur-cli.6.gz /usr/share/doc/ur/copyright; do
  [ -f "$f" ] || fail "the package did not install $f"
done

useradd --create-home player 2>/dev/null || true
# A player's login PATH (Debian's /etc/login.defs: /usr/games is on it).
user_path=$(sed -n 's/^ENV_PATH[[:space:]]*PATH=//p' /etc/login.defs)
case ":$user_path:" in *:/usr/games:*) ;; *) fail "/usr/games is not on a user's PATH ($user_path)" ;; esac
as_player() { runuser -u player -- env HOME=/home/player PATH="$user_path" DISPLAY="$DISPLAY" LANG=C.UTF-8 "$@"; }
cd /
as_player sh -c 'command -v ur-cli' >/dev/null || fail "ur-cli is not on a player's path"
mkdir -p "$out"
chmod 777 "$out"

# The menu entry's command, with the options of a smoke test instead of its %f.
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/$id.desktop | sed 's/ *%[fFuU]//')
[ "$exec_line" = ur ] || fail "the menu entry's Exec line is '$exec_line', expected 'ur'"
log=$(as_player $exec_line --rules finkel --light greedy --dark greedy --instant --smoke-test "$out/installed-game.bmp" 2>&1) ||
  { echo "$log" >&2; fail "the installed game's smoke test failed"; }
echo "$log" | grep -q "5 of 5 rosettes drawn.*played to its end" || { echo "$log" >&2; fail "the smoke test did not see the board and the end"; }
echo "installed game (menu entry's command): $(echo "$log" | tail -n1)"
as_player ur --smoke-test "$out/installed-start.bmp" >/dev/null 2>&1 || fail "the installed game's start screen smoke test failed"

# Perfect play from a table the installed ur-cli solves into the player's data folder:
# asked for before, there is none; after, ur-cli finds it there by itself, and so does the game.
start="finkel:2 2/-/0 2/-/0 l throw 0"
if as_player ur-cli value "$start" >/dev/null 2>&1; then fail "ur-cli value found a finkel:2 table before one was solved"; fi
as_player ur-cli solve finkel:2 --quiet >/dev/null || fail "ur-cli solve finkel:2 failed"
table=/home/player/.local/share/ur/ur/tables/finkel-2.urt
[ -f "$table" ] || fail "ur-cli solve did not put its table in $table"
value=$(as_player ur-cli value "$start") || fail "ur-cli value did not find the table it had just solved into $table"
echo "ur-cli solve finkel:2 wrote $table; ur-cli value from the start: $value"
log=$(as_player ur --rules finkel:2 --light perfect --dark perfect --instant --smoke-test "$out/installed-perfect.bmp" 2>&1) ||
  { echo "$log" >&2; fail "the installed game did not play finkel:2 perfectly from $table"; }
echo "perfect play from $table: $(echo "$log" | tail -n1)"

apt-get remove -y -qq ur >/dev/null 2>&1 || fail "apt-get remove ur failed"
[ ! -e /usr/share/ur ] && [ ! -e /usr/games/ur ] || fail "removing the package left /usr/share/ur or /usr/games/ur behind"
echo "removed cleanly"
