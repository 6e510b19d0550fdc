#!/usr/bin/env bash
# The desktop packages tested as a player gets them (docs/desktop.md):
# - the .deb: its metadata, lintian (any tag not explained in docs/desktop.md fails), the
#   menu entry and AppStream metadata validated, then installed with apt into a fresh plain
#   bookworm chroot (tests/desktop/bookworm-chroot.sh) and played there from the installed
#   copy under Xvfb (tests/desktop/in-chroot.sh);
# - the Windows zip unpacked and run under Wine: ur.exe's start screen against the native
#   game's, pixel by pixel, a computer game to its end, and `ur-cli.exe play --rules finkel
#   --seed 7` printing the native game's very record, a game saved and continued; the NSIS installer run silently under
#   Wine, its Start-menu entry, the installed game, and its uninstaller.
#   tests/desktop/packages.sh           build the packages (tools/package.sh all), check them
#   tests/desktop/packages.sh --built   check the packages already in build/packages/
# Screenshots (PNG) go to build/packages/screenshots/. Prints "desktop packages: all checked".
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$here"
source "$here/tools/lib/setup-common.sh"
setup_name=packages.sh
build=1
for arg in "$@"; do
  case "$arg" in
    --built) build=0 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "packages.sh: unknown option '$arg' (try --built)" >&2; exit 2 ;;
  esac
done
t0=$SECONDS
[ $build = 1 ] && bash tools/package.sh all
bash tools/setup.sh --desktop-packages
version=$(sed -n 's/^project(ur VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
pkgs="$here/build/packages"
shots="$pkgs/screenshots"
mkdir -p "$shots"
deb="$pkgs/ur_${version}_amd64.deb"
zip="$pkgs/ur-${version}-windows-x86_64.zip"
setup_exe="$pkgs/ur-${version}-windows-x86_64-setup.exe"
id="io.github.royal_game_of_ur.Ur"
for f in "$deb" "$zip" "$setup_exe"; do [ -f "$f" ] || fail "finding $f" "run tools/package.sh all"; done
work=$(mktemp -d "${TMPDIR:-/var/tmp}/ur-packages.XXXXXX")
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  # The chroot's mounts lived in their own namespace; check anyway before removing it.
  if [ -d "$work/root" ] && grep -qs " $work/root" /proc/mounts; then
    echo "packages.sh: $work/root still has mounts: left in place" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT
# A folder of this machine as Windows programs under Wine see it (drive Z: is /).
winpath() { local p=$1; printf 'Z:%s' "${p//\//\\}"; }
# BMP to PNG, for looking at (the file viewer) and for comparing.
to_png() { /usr/bin/python3 -c 'import sys; from PIL import Image; Image.open(sys.argv[1]).convert("RGB").save(sys.argv[2])' "$1" "$2"; }

# ------------------------------------------------------------------ the .deb's contents
log "the .deb: metadata, contents, lintian, desktop entry, AppStream"
dpkg-deb --field "$deb" Package Version Section Depends >"$work/control"
grep -q "^Version: $version$" "$work/control" || { cat "$work/control"; fail "checking the .deb's version" "expected $version"; }
for dep in libsdl2-2.0-0 libsdl2-image-2.0-0 libsodium23 libstdc++6; do
  grep -q "^Depends:.*\b$dep\b" "$work/control" || { cat "$work/control"; fail "checking that the .deb depends on $dep" "dpkg-shlibdeps should have found it"; }
done
mkdir "$work/deb"
dpkg-deb -x "$deb" "$work/deb"
desktop-file-validate "$work/deb/usr/share/applications/$id.desktop" || fail "desktop-file-validate $id.desktop" "see above"
appstreamcli validate --no-net --pedantic "$work/deb/usr/share/metainfo/$id.metainfo.xml" >"$work/appstream.log" 2>&1 ||
  { cat "$work/appstream.log"; fail "appstreamcli validate $id.metainfo.xml" "see above"; }
# One version everywhere: the package, the newest AppStream release, the changelog, the man pages.
grep -q "<release version=\"$version\"" "$work/deb/usr/share/metainfo/$id.metainfo.xml" ||
  fail "finding release $version in the AppStream metadata" "add a <release> for it to desktop/ur.metainfo.xml.in"
zcat "$work/deb/usr/share/doc/ur/changelog.gz" | head -n1 | grep -q "^ur ($version)" ||
  fail "finding $version at the top of the changelog" "add an entry to desktop/debian/changelog"
for page in ur ur-cli; do
  zcat "$work/deb/usr/share/man/man6/$page.6.gz" | grep -q "^\.TH .*\"ur $version\"" ||
    fail "finding 'ur $version' in $page.6's .TH line" "update desktop/man/$page.6"
done
# lintian: every tag it still gives must be one docs/desktop.md explains.
lintian --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1 || true
explained=$(sed -n 's/^- allowed: `\([a-z0-9-]*\)`.*/\1/p' docs/desktop.md | sort -u)
unexplained=$(sed -n 's/^[EW]: ur[^:]*: \([a-z0-9-]*\).*/\1/p' "$work/lintian.log" | sort -u | { if [ -n "$explained" ]; then grep -vxF -f <(echo "$explained"); else cat; fi; } || true)
if [ -n "$unexplained" ]; then
  cat "$work/lintian.log"
  fail "lintian" "fix these, or explain each in docs/desktop.md with a '- allowed: \`tag\`' line: $(echo $unexplained)"
fi
echo "lintian: $(grep -c '^[EW]:' "$work/lintian.log" || true) errors and warnings not fixed, each allowed in docs/desktop.md"

# ------------------------------------------------------------------ a display for both
for n in $(seq 91 120); do [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || break; done
Xvfb :$n -screen 0 1280x800x24 -nolisten tcp -ac >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do [ -e /tmp/.X11-unix/X$n ] && break; sleep 0.1; done
[ -e /tmp/.X11-unix/X$n ] || { cat "$work/xvfb.log"; fail "starting Xvfb :$n" "see above"; }
export DISPLAY=:$n

# ------------------------------------------------------------------ installed in a fresh bookworm
log "the .deb installed by apt into a fresh bookworm chroot"
t=$SECONDS
bash tests/desktop/bookworm-chroot.sh --unpack "$work/root"
cp "$deb" "$work/root/tmp/"
cp tests/desktop/in-chroot.sh "$work/root/tmp/"
chroot_run() { bash tests/desktop/bookworm-chroot.sh --run "$work/root" "$@"; }
if ! chroot_run apt-get install -y -qq "/tmp/$(basename "$deb")" >"$work/apt.log" 2>&1; then
  # The tarball's package lists may be older than the archive: read them again once.
  chroot_run apt-get update -qq >>"$work/apt.log" 2>&1 || true
  chroot_run apt-get install -y -qq "/tmp/$(basename "$deb")" >>"$work/apt.log" 2>&1 ||
    { tail -30 "$work/apt.log"; fail "apt-get install ./$(basename "$deb") in a fresh bookworm" "see the log above"; }
fi
echo "installed with apt in $((SECONDS - t)) s ($(grep -c '^Setting up' "$work/apt.log" || true) packages set up)"
chroot_run bash /tmp/in-chroot.sh /tmp/shots || fail "the installed game in the chroot" "see above"
for s in installed-game installed-start installed-perfect; do to_png "$work/root/tmp/shots/$s.bmp" "$shots/$s.png"; done

# ------------------------------------------------------------------ Windows, under Wine
log "the Windows zip under Wine"
export WINEPREFIX=${UR_WINEPREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/ur/wine-prefix} WINEDEBUG=-all WINEDLLOVERRIDES="mscoree=;mshtml="
wine=/usr/lib/wine/wine64
[ -x $wine ] || fail "finding $wine" "run tools/setup.sh --desktop-packages (apt-get install wine64)"
[ -d "$WINEPREFIX/drive_c" ] || $wine wineboot -i >"$work/wineboot.log" 2>&1 || { cat "$work/wineboot.log"; fail "making the Wine prefix $WINEPREFIX" "see above"; }
unzip -q "$zip" -d "$work/zip"
win="$work/zip/ur-${version}-windows-x86_64"
[ -f "$win/ur.exe" ] && [ -f "$win/ur-cli.exe" ] && [ -f "$win/assets/board.webp" ] && [ -f "$win/nets/finkel-7.urn" ] ||
  fail "finding ur.exe, ur-cli.exe, assets\\ and nets\\ in the zip" "see cmake/install.cmake"
dlls=$(x86_64-w64-mingw32-objdump -p "$win/ur.exe" | sed -n 's/^\tDLL Name: //p' | tr 'A-Z' 'a-z' | sort -u | tr '\n' ' ')
for d in $dlls; do
  case "$d" in kernel32.dll|user32.dll|gdi32.dll|winmm.dll|imm32.dll|ole32.dll|oleaut32.dll|version.dll|advapi32.dll|setupapi.dll|\
    shell32.dll|msvcrt.dll|ws2_32.dll|cfgmgr32.dll|api-ms-win-*) ;;
    *) fail "checking ur.exe's DLLs" "it needs $d, which is not part of Windows: link it statically" ;;
  esac
done
native=build/pkg-release/ur
[ -x $native ] || fail "finding the native game $native" "run tools/package.sh deb"
mkdir -p "$work/prefs-native" "$work/prefs-wine"
# The same start screen (fresh settings, English) from both, then each one's computer game.
LANG=C.UTF-8 UR_PREFS_DIR="$work/prefs-native" $native --smoke-test "$work/native-start.bmp" >/dev/null 2>&1 ||
  fail "the native start screen" "run $native --smoke-test x.bmp"
(cd "$work" && LANG=C.UTF-8 UR_PREFS_DIR="$(winpath "$work/prefs-wine")" \
  timeout 120 $wine "$win/ur.exe" --smoke-test wine-start.bmp >"$work/wine-start.log" 2>&1) ||
  { cat "$work/wine-start.log"; fail "ur.exe --smoke-test under Wine" "see above"; }
grep -q "start screen drawn" "$work/wine-start.log" || { cat "$work/wine-start.log"; fail "ur.exe's start screen" "see above"; }
to_png "$work/native-start.bmp" "$shots/native-start.png"
to_png "$work/wine-start.bmp" "$shots/wine-start.png"
# same_picture WHAT NATIVE.png WINE.png: at most 2% of the pixels differ visibly.
same_picture() {
  /usr/bin/python3 - "$@" <<'EOF' || fail "comparing ur.exe's $1 with the native game's" "see $shots"
import sys
from PIL import Image, ImageChops
what = sys.argv[1]
a, b = (Image.open(p).convert("RGB") for p in sys.argv[2:4])
if a.size != b.size:
    sys.exit(f"{what}: sizes differ: native {a.size}, Wine {b.size}")
hist = ImageChops.difference(a, b).convert("L").histogram()
total = a.size[0] * a.size[1]
off = sum(hist[24:])  # pixels that differ by more than a rounding
mean = sum(i * n for i, n in enumerate(hist)) / total
print(f"{what}, Wine against native: {off / total:.2%} of pixels differ visibly, mean difference {mean:.2f}/255")
if off / total > 0.02 or mean > 3:
    sys.exit("more than 2% of the pixels differ, or the mean difference is over 3")
EOF
}
same_picture "start screen" "$shots/native-start.png" "$shots/wine-start.png"
(cd "$work" && UR_PREFS_DIR='C:\ur-smoke' timeout 300 $wine "$win/ur.exe" --rules finkel --light greedy --dark greedy --instant \
  --smoke-test wine-game.bmp >"$work/wine-game.log" 2>&1) || { cat "$work/wine-game.log"; fail "a computer game in ur.exe under Wine" "see above"; }
grep -q "5 of 5 rosettes drawn.*played to its end" "$work/wine-game.log" || { cat "$work/wine-game.log"; fail "ur.exe's computer game" "see above"; }
to_png "$work/wine-game.bmp" "$shots/wine-game.png"
echo "ur.exe under Wine: $(tail -n1 "$work/wine-game.log" | tr -d '\r')"
# The game in progress kept after every step and carried on, in a folder of its own: on
# Windows a save replaces the one before (std::rename would refuse to).
# The smoke test stops after a number of frames while the game's clock is real time, so
# how far a game gets in them depends on the frame rate: longer runs until a game is kept
# part-played (played to its end, it is in the history instead, and nothing is kept).
for frames in 60 120 200 400 800; do
  rm -rf "$work/prefs-continue" && mkdir -p "$work/prefs-continue"
  (cd "$work" && UR_PREFS_DIR="$(winpath "$work/prefs-continue")" timeout 120 $wine "$win/ur.exe" --rules finkel \
    --light greedy --dark greedy --instant --frames "$frames" --smoke-test wine-part.bmp >"$work/wine-part.log" 2>&1) || true
  [ -s "$work/prefs-continue/game.txt" ] && break
done
(cd "$work" && UR_PREFS_DIR="$(winpath "$work/prefs-continue")" timeout 120 $wine "$win/ur.exe" --continue --instant \
  --smoke-test wine-continued.bmp >"$work/wine-continued.log" 2>&1) || { cat "$work/wine-part.log" "$work/wine-continued.log"; fail "ur.exe --continue under Wine" "see above"; }
if grep -q "not saved" "$work/wine-part.log" || ! grep -q "continued the saved game.*played to its end" "$work/wine-continued.log"; then
  cat "$work/wine-part.log" "$work/wine-continued.log"; fail "saving and continuing a game in ur.exe" "see above"
fi
echo "ur.exe under Wine: a game saved after every step and continued to its end"
build/pkg-release/ur-cli play --rules finkel --seed 7 >"$work/native-play.txt"
$wine "$win/ur-cli.exe" play --rules finkel --seed 7 | tr -d '\r' >"$work/wine-play.txt"
cmp -s "$work/native-play.txt" "$work/wine-play.txt" ||
  { diff "$work/native-play.txt" "$work/wine-play.txt" | head -20; fail "ur-cli.exe play --rules finkel --seed 7 under Wine" "its record differs from the native one (above)"; }
echo "ur-cli.exe play --rules finkel --seed 7: the native record, $(wc -l <"$work/wine-play.txt") lines"

log "the NSIS installer under Wine: silent install, the Start-menu entry, the installed game, silent uninstall"
dest="$WINEPREFIX/drive_c/Program Files/Ur"
menu="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/The Royal Game of Ur"
[ ! -e "$dest" ] || $wine "C:\\Program Files\\Ur\\Uninstall.exe" /S >/dev/null 2>&1 || true  # a run cut short before
timeout 120 $wine "$setup_exe" /S >"$work/nsis.log" 2>&1 || { cat "$work/nsis.log"; fail "the installer /S under Wine" "see above"; }
[ -f "$dest/ur.exe" ] && [ -f "$dest/Uninstall.exe" ] && [ -f "$dest/assets/board.webp" ] ||
  fail "finding ur.exe, Uninstall.exe and assets\\ in $dest" "see $work/nsis.log"
[ -f "$menu/The Royal Game of Ur.lnk" ] || fail "finding the Start-menu entry in $menu" "see CPACK_PACKAGE_EXECUTABLES"
(cd "$work" && UR_PREFS_DIR='C:\ur-smoke' timeout 120 $wine "$dest/ur.exe" --smoke-test nsis-start.bmp >"$work/nsis-run.log" 2>&1) ||
  { cat "$work/nsis-run.log"; fail "the installed ur.exe under Wine" "see above"; }
grep -q "start screen drawn" "$work/nsis-run.log" || { cat "$work/nsis-run.log"; fail "the installed ur.exe's start screen" "see above"; }
$wine "C:\\Program Files\\Ur\\Uninstall.exe" /S >>"$work/nsis.log" 2>&1 || true
for _ in $(seq 30); do [ -e "$dest" ] || break; sleep 1; done  # the uninstaller runs a copy of itself
[ ! -e "$dest" ] && [ ! -e "$menu" ] || fail "uninstalling under Wine" "$dest or the Start-menu entry is still there"
echo "the installer put the game in Program Files\\Ur with a Start-menu entry; it ran; the uninstaller removed both"

echo "desktop packages: all checked in $((SECONDS - t0)) s (screenshots: $shots)"
