#!/usr/bin/env bash
# Prints the wasm SDL2 cache directory (outside the build tree, one per machine and
# Emscripten version). Override with UR_WASM_DEPS.
if [ -n "${UR_WASM_DEPS:-}" ]; then echo "$UR_WASM_DEPS"; exit 0; fi
em=$(emcc --version 2>/dev/null | head -n1 | grep -o '[0-9]\+\.[0-9]\+\.[0-9]\+' | head -n1)
echo "${XDG_CACHE_HOME:-$HOME/.cache}/ur/wasm-deps-sdl2-2.26.5-image-2.6.3-em${em:-unknown}"
