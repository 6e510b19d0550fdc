#!/usr/bin/env bash
# Makes the desktop game's packages into build/packages/ and prints each one's version,
# size and SHA-256 (docs/desktop.md):
#   tools/package.sh deb        ur_<version>_amd64.deb (CPack, Debian's hardening flags)
#   tools/package.sh windows    ur-<version>-windows-x86_64.zip and -setup.exe (NSIS),
#                               cross-compiled with MinGW-w64 (libraries: ~/.cache/ur)
#   tools/package.sh all        both (the default)
#   tools/package.sh --check    also test them (tests/desktop/packages.sh: the .deb in a
#                               fresh chroot, the zip and the installer under Wine), and run
#                               the doctest suites built for Windows under Wine (the slow job:
#                               tests/desktop/windows-suites.sh)
# Installs what is missing first (tools/setup.sh --desktop-packages). Build folders:
# build/pkg-release (Linux) and build/mingw (Windows). UR_JOBS=<n> compile jobs (default 2).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
source "$here/tools/lib/setup-common.sh"
setup_name=package.sh

what=all check=0
for arg in "$@"; do
  case "$arg" in
    deb|windows|all) what=$arg ;;
    --check) check=1 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "package.sh: unknown argument '$arg' (try deb, windows, all, --check)" >&2; exit 2 ;;
  esac
done
jobs=${UR_JOBS:-2}
out="$here/build/packages"
version=$(sed -n 's/^project(ur VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
[ -n "$version" ] || fail "reading the version from project(ur VERSION ...) in CMakeLists.txt" "the project() line has changed: update tools/package.sh"

bash tools/setup.sh --desktop-packages
mkdir -p "$out"

# build_and_pack DIR GENERATORS "TARGETS" CONFIGURE-OPTIONS...: configure, build what the
# packages hold (not the benches), run CPack, copy its packages into build/packages/.
build_and_pack() {
  local dir=$1 generators=$2 targets=$3
  shift 3
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF "$@" >"$dir.configure.log" 2>&1 ||
    { cat "$dir.configure.log" >&2; fail "configuring $dir" "see the log above"; }
  nice -n 5 cmake --build "$dir" -j"$jobs" --target $targets ||
    fail "building in $dir" "see the compiler's messages above"
  rm -rf "$dir/cpack"
  (cd "$dir" && cpack -G "$generators" >cpack.log 2>&1) || { cat "$dir/cpack.log" >&2; fail "CPack in $dir" "see the log above"; }
  local f
  for f in "$dir"/cpack/*.deb "$dir"/cpack/*.zip "$dir"/cpack/*.exe; do
    [ -f "$f" ] && cp "$f" "$out/"
  done
  return 0
}

if [ "$what" = deb ] || [ "$what" = all ]; then
  log "the Debian package (build/pkg-release)"
  # Debian's own hardening (PIE, full RELRO, fortify, stack protector), as a package built by
  # dpkg-buildpackage gets it; -ffile-prefix-map keeps this machine's paths out.
  # No -g: the package is stripped and has no debug-symbols package, and it compiles faster.
  export DEB_BUILD_MAINT_OPTIONS=hardening=+all
  # The map names this clone's folder and makes the objects the same in every clone, so
  # ccache leaves it out of its hash (with the clone as its base folder, as tools/test.sh).
  export CCACHE_IGNOREOPTIONS="-ffile-prefix-map=*" CCACHE_BASEDIR="$here" CCACHE_NOHASHDIR=true
  nodebug() { dpkg-buildflags --get "$1" | sed 's/\(^\| \)-g\( \|$\)/ /'; }
  cppflags=$(dpkg-buildflags --get CPPFLAGS)
  # The programs in /usr/games, as Debian's policy (11.11) has it for a package of section games.
  build_and_pack build/pkg-release DEB "ur ur-cli ur-man-pages ur-changelog" -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_INSTALL_BINDIR=games \
    -DCMAKE_C_FLAGS="$(nodebug CFLAGS) $cppflags" -DCMAKE_CXX_FLAGS="$(nodebug CXXFLAGS) $cppflags" \
    -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)"
fi
if [ "$what" = windows ] || [ "$what" = all ]; then
  log "the Windows zip and installer (build/mingw)"
  build_and_pack build/mingw "ZIP;NSIS" "ur ur-cli" -DCMAKE_TOOLCHAIN_FILE="$here/cmake/mingw-w64-x86_64.cmake"
fi

echo
echo "Packages of ur $version in build/packages/:"
for f in "$out"/ur_"$version"_*.deb "$out"/ur-"$version"-windows-*; do
  [ -f "$f" ] || continue
  printf '  %-44s %6s KB  sha256 %s\n' "$(basename "$f")" $(( $(stat -c %s "$f") / 1024 )) "$(sha256sum "$f" | cut -d' ' -f1)"
done
if [ $check = 1 ]; then
  bash tests/desktop/packages.sh --built
  bash tests/desktop/windows-suites.sh
fi
