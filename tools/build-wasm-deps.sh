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

log() { printf '\033[1;33m[wasm-deps]\033[0m %s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
for tool in emcmake emmake apt-get; do
  command -v $tool >/dev/null || { echo "build-wasm-deps.sh: '$tool' not found: run tools/setup.sh --web (apt-get install emscripten)" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/ur-wasm-deps.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

# Debian's source packages need a deb-src entry for the same mirror as the binary one.
if ! grep -rqs '^Types:.*deb-src\|^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  uri=$(grep -rhs '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -n1)
  [ -n "$uri" ] || uri=$(grep -hs '^deb ' /etc/apt/sources.list | awk '{print $2}' | head -n1)
  [ -n "$uri" ] || uri=http://deb.debian.org/debian
  log "adding deb-src entry for $uri"
  printf 'Types: deb-src\nURIs: %s\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' "$uri" \
    | as_root tee /etc/apt/sources.list.d/ur-deb-src.sources >/dev/null
  as_root apt-get update -qq
fi
log "fetching Debian sources of libsdl2 and libsdl2-image"
if ! apt-get source --download-only libsdl2 libsdl2-image >/dev/null 2>apt.err; then
  as_root apt-get update -qq
  apt-get source --download-only libsdl2 libsdl2-image >/dev/null || { cat apt.err >&2; exit 1; }
fi
mkdir sdl2 sdl2img
tar -xzf libsdl2_*.orig.tar.gz -C sdl2 --strip-components=1
tar -xzf libsdl2-image_*.orig.tar.gz -C sdl2img --strip-components=1

export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)
log "building SDL2 for wasm (about 4 minutes on 2 cores) into $prefix"
emcmake cmake -S sdl2 -B sdl2/build -DCMAKE_BUILD_TYPE=Release -DSDL_SHARED=OFF -DSDL_STATIC=ON \
  -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$prefix" >sdl2.log 2>&1 || { tail -40 sdl2.log >&2; exit 1; }
emmake make -C sdl2/build -j"$jobs" >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; exit 1; }
make -C sdl2/build install >>sdl2.log 2>&1 || { tail -40 sdl2.log >&2; exit 1; }

log "building SDL2_image for wasm"
emcmake cmake -S sdl2img -B sdl2img/build -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
  -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_FIND_ROOT_PATH="$prefix" -DBUILD_SHARED_LIBS=OFF \
  -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_VENDORED=ON -DSDL2IMAGE_AVIF=OFF \
  -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF >img.log 2>&1 || { tail -40 img.log >&2; exit 1; }
emmake make -C sdl2img/build -j"$jobs" >>img.log 2>&1 || { tail -40 img.log >&2; exit 1; }
make -C sdl2img/build install >>img.log 2>&1 || { tail -40 img.log >&2; exit 1; }

touch "$prefix/.complete"
log "done: $prefix"
