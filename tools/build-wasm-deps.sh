#!/usr/bin/env bash
# Builds SDL2 and SDL2_image for WebAssembly from Debian's source packages, once per
# machine, into a cache outside the build tree (Emscripten's ports cannot download here).
# Prints nothing and exits at once when the cache is already complete.
#   UR_WASM_DEPS=<dir>  install prefix (default: ~/.cache/ur/wasm-deps-<versions>)
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
  [ -f "$f" ] || fail "finding $f among the downloaded sources" "Debian's libsdl2 source package has changed its layout: report it"
done
mkdir sdl2 sdl2img
tar -xzf libsdl2_*.orig.tar.gz -C sdl2 --strip-components=1
tar -xzf libsdl2-image_*.orig.tar.gz -C sdl2img --strip-components=1

export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)
log "building SDL2 for wasm (about 4 minutes on 2 cores) into $prefix"
emcmake cmake -S sdl2 -B sdl2/build -DCMAKE_BUILD_TYPE=Release -DSDL_SHARED=OFF -DSDL_STATIC=ON \
  -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$prefix" >sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }
emmake make -C sdl2/build -j"$jobs" >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }
make -C sdl2/build install >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; fail "building SDL2 for wasm" "see the log above"; }

log "building SDL2_image for wasm"
emcmake cmake -S sdl2img -B sdl2img/build -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" -DBUILD_SHARED_LIBS=OFF \
  -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_VENDORED=ON -DSDL2IMAGE_AVIF=OFF \
  -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF >img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }
emmake make -C sdl2img/build -j"$jobs" >>img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }
make -C sdl2img/build install >>img.log 2>&1 || { tail -40 img.log >&2; fail "building SDL2_image for wasm" "see the log above"; }

touch "$prefix/.complete"
log "done: $prefix"
