#!/usr/bin/env bash
# Builds the libraries of the Windows desktop game (64-bit, MinGW-w64) from Debian's source
# packages, once per machine, into a cache outside the build tree, as build-wasm-deps.sh
# does for the browser: SDL2, libwebp (the art is WebP), SDL2_image reading WebP, and
# libsodium (remote play). All static, so
# ur.exe needs no DLL. Prints nothing and exits at once when the cache is complete.
#   UR_MINGW_DEPS=<dir>  install prefix (default: tools/mingw-deps-dir.sh)
#   UR_JOBS=<n>          parallel compile jobs (default: 2)
# About 7 minutes on 2 cores. cmake/mingw-w64-x86_64.cmake finds the cache by itself.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
prefix=$("$here/tools/mingw-deps-dir.sh")
[ -f "$prefix/.complete" ] && exit 0

source "$here/tools/lib/setup-common.sh"
setup_name=build-mingw-deps.sh
for tool in x86_64-w64-mingw32-gcc-posix x86_64-w64-mingw32-g++-posix cmake make apt-get dpkg-source autoreconf libtoolize; do
  command -v $tool >/dev/null ||
    fail "looking for '$tool'" "run tools/setup.sh --desktop-packages (apt-get install mingw-w64 dpkg-dev autoconf automake libtool)"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/ur-mingw-deps.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

ensure_deb_src
packages="libsdl2 libsdl2-image libwebp libsodium"
log "fetching Debian's sources of $packages"
if ! apt-get source --download-only $packages >/dev/null 2>apt.err; then
  apt_update
  apt-get source --download-only $packages >/dev/null 2>apt.err || {
    cat apt.err >&2
    fail "downloading Debian's source packages $packages" \
      "check the deb-src entry in /etc/apt/ and that the archive is reachable ($(apt_uris))"
  }
fi
# Each unpacked with Debian's own patches applied.
for p in $packages; do
  dsc=$(ls ${p}_*.dsc 2>/dev/null | head -n1 || true)
  [ -n "$dsc" ] || fail "finding $p's .dsc among the downloaded sources" "Debian's $p source package has changed its layout: report it"
  dpkg-source --no-check -x "$dsc" "src-$p" >>unpack.log 2>&1 || { tail -20 unpack.log >&2; fail "unpacking $p with Debian's patches" "see the log above"; }
done

jobs=${UR_JOBS:-2}
toolchain="$here/cmake/mingw-w64-x86_64.cmake"
# cmake_build NAME SOURCE [OPTIONS...]: configures, builds and installs one CMake project.
cmake_build() {
  local name=$1 src=$2
  shift 2
  log "building $name for Windows"
  { cmake -S "$src" -B "build-$name" -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DUR_MINGW_DEPS="$prefix" \
      -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_SHARED_LIBS=OFF "$@" &&
    make -C "build-$name" -j"$jobs" && make -C "build-$name" install; } >"$name.log" 2>&1 ||
    { tail -40 "$name.log" >&2; fail "building $name for Windows" "see the log above"; }
}

log "building into $prefix (about 7 minutes on 2 cores, once per machine)"
cmake_build SDL2 src-libsdl2 -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
cmake_build libwebp src-libwebp -DWEBP_BUILD_ANIM_UTILS=OFF -DWEBP_BUILD_CWEBP=OFF -DWEBP_BUILD_DWEBP=OFF \
  -DWEBP_BUILD_GIF2WEBP=OFF -DWEBP_BUILD_IMG2WEBP=OFF -DWEBP_BUILD_VWEBP=OFF -DWEBP_BUILD_WEBPINFO=OFF \
  -DWEBP_BUILD_WEBPMUX=OFF -DWEBP_BUILD_EXTRAS=OFF
# What the art needs, WebP, linked in (not loaded as a DLL at run time: DEPS_SHARED off),
# and no other reader: every file the game loads is WebP (the browser's build has none at
# all). PNG and JPEG off also because the installed SDL2_imageConfig.cmake would then ask
# for libpng and libjpeg packages even with the stb backend.
cmake_build SDL2_image src-libsdl2-image -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_VENDORED=OFF \
  -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_BACKEND_STB=OFF -DSDL2IMAGE_BACKEND_WIC=OFF -DSDL2IMAGE_WEBP=ON \
  -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_BMP=OFF -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_JXL=OFF \
  -DSDL2IMAGE_LBM=OFF -DSDL2IMAGE_PCX=OFF -DSDL2IMAGE_PNG=OFF -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF \
  -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_XCF=OFF -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF

log "building libsodium for Windows"
# Debian's source has no generated configure script: made as Debian's build makes it.
{ (cd src-libsodium && autoreconf -fi) &&
  (cd src-libsodium && ./configure --host=x86_64-w64-mingw32 CC=x86_64-w64-mingw32-gcc-posix --prefix="$prefix" \
    --disable-shared --enable-static --disable-ssp CFLAGS="-O2") &&
  make -C src-libsodium -j"$jobs" && make -C src-libsodium install; } >sodium.log 2>&1 ||
  { tail -40 sodium.log >&2; fail "building libsodium for Windows" "see the log above"; }

for f in lib/libSDL2.a lib/libSDL2main.a lib/libSDL2_image.a lib/libwebp.a lib/libsodium.a include/sodium.h; do
  [ -f "$prefix/$f" ] || fail "checking $prefix/$f" "the builds said they finished, but it is missing: report it"
done
touch "$prefix/.complete"
log "done: $prefix"
