#!/usr/bin/env bash
# Configures and builds one CMake preset, checking first that its toolchain is there.
#   tools/build.sh native-debug | native-release | web-release | fuzz [extra cmake -D options]
#   UR_TARGETS="ur ur-cli" tools/build.sh ...   build only those targets (default: all)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
presets="native-debug native-release web-release fuzz"
preset=${1:-}
if [ -z "$preset" ] || ! grep -qw -- "$preset" <<<"$presets"; then
  echo "build.sh: unknown preset '${preset}': choose one of: $presets" >&2
  exit 2
fi
shift
need() { command -v "$1" >/dev/null || { echo "build.sh: '$1' not found: $2" >&2; exit 1; }; }
need cmake "run tools/setup.sh (apt-get install cmake)"
need ninja "run tools/setup.sh (apt-get install ninja-build)"
case "$preset" in
  native-*) need c++ "run tools/setup.sh (apt-get install build-essential)" ;;
  fuzz) need clang++ "run tools/setup.sh --fuzz (apt-get install clang libclang-rt-14-dev)" ;;
  web-*)
    need emcc "run tools/setup.sh --web (apt-get install emscripten binaryen)"
    [ -f "$("$here/tools/wasm-deps-dir.sh")/.complete" ] || [[ " $* " == *UR_USE_EMSCRIPTEN_PORTS=ON* ]] ||
      { echo "build.sh: SDL2 for wasm is not built yet: run tools/setup.sh --web" >&2; exit 1; }
    [ -f "$("$here/tools/wasm-deps-dir.sh" sodium)/.complete" ] ||
      { echo "build.sh: libsodium for wasm is not built yet: run tools/setup.sh --web (or tools/build-wasm-sodium.sh)" >&2; exit 1; }
    # Emscripten's clang through ccache (its COMPILER_WRAPPER setting), as the native builds
    # go through it by CMake's launcher: with tools/test.sh's CCACHE_BASEDIR a clean clone
    # compiles nothing another clone compiled (the web build took 170-240 s warm without it).
    if [ -z "${EM_COMPILER_WRAPPER:-}" ] && command -v ccache >/dev/null; then export EM_COMPILER_WRAPPER=ccache; fi
    export NODE_PATH=/usr/share/nodejs ;;
esac
jobs=${UR_JOBS:-$(nproc)}
mkdir -p build
cmake --preset "$preset" "$@" >"build/$preset.configure.log" 2>&1 || { cat "build/$preset.configure.log" >&2; exit 1; }
targets=()
for t in ${UR_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build --preset "$preset" -j"$jobs" "${targets[@]}"
