#!/usr/bin/env bash
# Builds SDL2 and SDL2_image for WebAssembly from Debian's source packages, once per
# machine, into a cache outside the build tree (Emscripten's ports cannot download here).
# SDL2_image is built without any image reader: in the browser the page decodes the art
# (WebP) itself while it preloads it (web/shell.html), and IMG_Load takes the pixels.
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
log "fetching Debian's sources of libsdl2 and libsdl2-image"
if ! apt-get source --download-only libsdl2 libsdl2-image >/dev/null 2>apt.err; then
  apt_update
  apt-get source --download-only libsdl2 libsdl2-image >/dev/null 2>apt.err || {
    cat apt.err >&2
    fail "downloading Debian's source packages libsdl2 and libsdl2-image" \
      "check the deb-src entry in /etc/apt/ and that the archive is reachable ($(apt_uris))"
  }
fi
for f in libsdl2_*.orig.tar.gz libsdl2-image_*.orig.tar.gz; do
  [ -f "$f" ] || fail "finding $f among the downloaded sources" "Debian's source packages have changed their layout: report it"
done
mkdir sdl2 sdl2img
tar -xzf libsdl2_*.orig.tar.gz -C sdl2 --strip-components=1
tar -xzf libsdl2-image_*.orig.tar.gz -C sdl2img --strip-components=1

export NODE_PATH=/usr/share/nodejs
jobs=${UR_JOBS:-$(nproc)}
log "building SDL2 for wasm (about 4 minutes on 2 cores, with SDL2_image) into $prefix"
# Built for size (MinSizeRel: -Os): the site's weight counts more than SDL's own speed,
# which is mostly WebGL calls. Lean (SDL_LEAN_AND_MEAN): without the optimised software
# blitters and YUV, whose generic conversion still loads any image (-70 KB gzip of wasm
# with the subsystems below). The software renderer is kept: it is what a browser without
# WebGL draws with. Left out: the subsystems the game never uses (joystick, haptic,
# sensor, power, HIDAPI, locale: the page reads navigator.language; misc).
emcmake cmake -S sdl2 -B sdl2/build -DCMAKE_BUILD_TYPE=MinSizeRel -DSDL_SHARED=OFF -DSDL_STATIC=ON \
  -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_C_FLAGS="-DSDL_LEAN_AND_MEAN=1 -DSDL_VIDEO_RENDER_SW=1" \
  -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_HIDAPI=OFF -DSDL_LOCALE=OFF \
  -DSDL_MISC=OFF >sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }
emmake make -C sdl2/build -j"$jobs" >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }
make -C sdl2/build install >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }

log "building SDL2_image for wasm"
# No reader at all: IMG_Load's Emscripten path takes the pixels the browser decoded while
# preloading (emscripten_get_preloaded_image_data), so libwebp, libpng and stb_image would
# be weight the site carries for nothing (-40 KB gzip of wasm against WebP and PNG).
emcmake cmake -S sdl2img -B sdl2img/build -DCMAKE_BUILD_TYPE=MinSizeRel -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" -DBUILD_SHARED_LIBS=OFF \
  -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_BACKEND_STB=OFF -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_AVIF=OFF \
  -DSDL2IMAGE_BMP=OFF -DSDL2IMAGE_GIF=OFF -DSDL2IMAGE_JPG=OFF -DSDL2IMAGE_LBM=OFF -DSDL2IMAGE_PCX=OFF \
  -DSDL2IMAGE_PNM=OFF -DSDL2IMAGE_QOI=OFF -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_TGA=OFF -DSDL2IMAGE_XCF=OFF \
  -DSDL2IMAGE_XPM=OFF -DSDL2IMAGE_XV=OFF -DSDL2IMAGE_PNG=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
  -DSDL2IMAGE_WEBP=OFF >img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }
emmake make -C sdl2img/build -j"$jobs" >>img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }
make -C sdl2img/build install >>img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }

touch "$prefix/.complete"
log "done: $prefix"
