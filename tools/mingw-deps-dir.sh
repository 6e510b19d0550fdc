#!/usr/bin/env bash
# Prints the cache of the Windows (MinGW-w64, x86_64) libraries the desktop game links:
# SDL2, SDL2_image reading WebP only (libwebp), libsodium, built from Debian's sources by
# tools/build-mingw-deps.sh, one per machine and compiler version (UR_MINGW_DEPS overrides it).
if [ -n "${UR_MINGW_DEPS:-}" ]; then echo "$UR_MINGW_DEPS"; exit 0; fi
gcc=$(x86_64-w64-mingw32-gcc-posix -dumpversion 2>/dev/null || echo unknown)
echo "${XDG_CACHE_HOME:-$HOME/.cache}/ur/mingw-deps-sdl2-2.26.5-image-2.6.3-webponly-webp-1.2.4-sodium-1.0.18-gcc${gcc}"
