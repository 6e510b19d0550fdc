#!/usr/bin/env bash
# Prints a wasm dependency cache directory (outside the build tree, one per machine and
# Emscripten version): SDL2 (lean) + SDL2_image (no readers) by default (override with UR_WASM_DEPS), or with
# the argument "sodium" libsodium's (override with UR_WASM_SODIUM).
em=$(emcc --version 2>/dev/null | head -n1 | grep -o '[0-9]\+\.[0-9]\+\.[0-9]\+' | head -n1)
if [ "${1:-}" = sodium ]; then
  if [ -n "${UR_WASM_SODIUM:-}" ]; then echo "$UR_WASM_SODIUM"; exit 0; fi
  echo "${XDG_CACHE_HOME:-$HOME/.cache}/ur/wasm-sodium-1.0.18-em${em:-unknown}"
  exit 0
fi
if [ -n "${UR_WASM_DEPS:-}" ]; then echo "$UR_WASM_DEPS"; exit 0; fi
echo "${XDG_CACHE_HOME:-$HOME/.cache}/ur/wasm-deps-sdl2-2.26.5-lean-image-2.6.3-browser-em${em:-unknown}"
