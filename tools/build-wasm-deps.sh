#!/usr/bin/env bash
# Builds SDL2 and SDL2_image (with libwebp, so the game's art can be WebP) for WebAssembly
# from Debian's source packages, once per machine, into a cache outside the build tree
# (Emscripten's ports cannot download here).
# Prints nothing and exits at once when the cache is already complete.
#   UR_WASM_DEPS=<dir>  install prefix (default: ~/.cache/ur/wasm-deps-<versions>)
#   UR_JOBS=<n>         parallel compile jobs (default: every core)
# The prefix is what CMake needs: -DUR_WASM_DEPS=<dir> (tools/wasm-deps-dir.sh prints it).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
prefix=$("$here/tools/wasm-deps-dir.sh")
[ -f "$prefix/.complete" ] && exit 0

source "$here/tools/lib/setup-common.sh"
setup_name=build-wasm-deps.sh
for tool in emcmake emmake apt-get; do
  command -v $tool >/dev/null || fail "looking for '$tool'" "run tools/setup.sh --web (apt-get install emscripten)"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/ur-wasm-deps.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

# Debian's source packages need a deb-src entry for the same archive as the binary one
# (either source list format may be the only one: ensure_deb_src in lib/setup-common.sh).
ensure_deb_src
log "fetching Debian's sources of libsdl2, libsdl2-image and libwebp"
if ! apt-get source --download-only libsdl2 libsdl2-image libwebp >/dev/null 2>apt.err; then
  apt_update
  apt-get source --download-only libsdl2 libsdl2-image libwebp >/dev/null 2>apt.err || {
    cat apt.err >&2
    fail "downloading Debian's source packages libsdl2, libsdl2-image and libwebp" \
      "check the deb-src entry in /etc/apt/ and that the archive is reachable ($(apt_uris))"
  }
fi
for f in libsdl2_*.orig.tar.gz libsdl2-image_*.orig.tar.gz libwebp_*.dsc; do
  [ -f "$f" ] || fail "finding $f among the downloaded sources" "Debian's source packages have changed their layout: report it"
done
mkdir sdl2 sdl2img
tar -xzf libsdl2_*.orig.tar.gz -C sdl2 --strip-components=1
tar -xzf libsdl2-image_*.orig.tar.gz -C sdl2img --strip-components=1
# libwebp with Debian's patches applied (its security fixes among them), where SDL2_image
# looks for the copy it builds itself ("vendored"): Debian's SDL2_image source ships none.
command -v dpkg-source >/dev/null || fail "looking for 'dpkg-source'" "run tools/setup.sh --web (apt-get install dpkg-dev)"
mkdir -p sdl2img/external
dpkg-source --no-check -x libwebp_*.dsc sdl2img/external/libwebp >webp-src.log 2>&1 ||
  { cat webp-src.log >&2; fail "unpacking Debian's libwebp source" "see the log above"; }

export NODE_PATH=/usr/share/nodejs
jobs=${UR_JOBS:-$(nproc)}
log "building SDL2 for wasm (about 4 minutes on 2 cores) into $prefix"
# Built for size (MinSizeRel: -Os): the site's weight counts more than SDL's own speed,
# which is mostly WebGL calls.
emcmake cmake -S sdl2 -B sdl2/build -DCMAKE_BUILD_TYPE=MinSizeRel -DSDL_SHARED=OFF -DSDL_STATIC=ON \
  -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$prefix" >sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }
emmake make -C sdl2/build -j"$jobs" >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }
make -C sdl2/build install >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }

log "building SDL2_image with libwebp for wasm"
# Only the formats the game's art uses: WebP (linked in: a wasm cannot load a library at
# run time) and PNG through stb_image. Every other reader IMG_Load would link in (JPEG,
# SVG, XCF, ...) is weight the site would carry.
emcmake cmake -S sdl2img -B sdl2img/build -DCMAKE_BUILD_TYPE=MinSizeRel -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" -DBUILD_SHARED_LIBS=OFF \
  -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_VENDORED=ON -DSDL2IMAGE_AVIF=OFF \
  -DSDL2IMAGE_BMP=OFF -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_LBM=OFF -DSDL2IMAGE_PCX=OFF \
  -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_XCF=OFF \
  -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF -DSDL2IMAGE_PNG=ON \
  -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=ON -DSDL2IMAGE_DEPS_SHARED=OFF -DWEBP_USE_THREAD=OFF -DWEBP_ENABLE_SIMD=OFF \
  -DWEBP_BUILD_ANIM_UTILS=OFF -DWEBP_BUILD_CWEBP=OFF -DWEBP_BUILD_DWEBP=OFF -DWEBP_BUILD_GIF2WEBP=OFF \
  -DWEBP_BUILD_IMG2WEBP=OFF -DWEBP_BUILD_VWEBP=OFF -DWEBP_BUILD_WEBPINFO=OFF -DWEBP_BUILD_LIBWEBPMUX=OFF \
  -DWEBP_BUILD_WEBPMUX=OFF -DWEBP_BUILD_EXTRAS=OFF >img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }
emmake make -C sdl2img/build -j"$jobs" >>img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }
make -C sdl2img/build install >>img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }

touch "$prefix/.complete"
log "done: $prefix"
