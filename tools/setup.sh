#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian (bookworm) machine, once.
# Idempotent: each step checks first, so running it again costs a second or two.
#   tools/setup.sh            native build + tests (compiler, SDL2, doctest, libsodium)
#   tools/setup.sh --web      also Emscripten and the wasm SDL2 and libsodium caches
#   tools/setup.sh --browser  also Chromium + playwright-core (browser tests)
#   tools/setup.sh --x11      also Xvfb (the desktop game's smoke test in a real window)
#   tools/setup.sh --fuzz     also clang and libFuzzer (tools/fuzz.sh)
#   tools/setup.sh --art      also what tools/make_art.py needs to draw the art again
#   tools/setup.sh --desktop-packages  also what tools/package.sh and tests/desktop/packages.sh
#                             need: MinGW-w64, NSIS, Wine, lintian, AppStream, debootstrap, and
#                             (once per machine, into ~/.cache/ur) the Windows libraries and a
#                             plain bookworm chroot to install the .deb into
#   tools/setup.sh --all      everything
# Every step that fails stops with a line saying which step and what to do.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$here/tools/lib/setup-common.sh"
setup_name=setup.sh

want_web=0 want_browser=0 want_x=0 want_fuzz=0 want_art=0 want_desktop=0
for arg in "$@"; do
  case "$arg" in
    --web) want_web=1 ;;
    --browser) want_web=1; want_browser=1 ;;
    --x11) want_x=1 ;;
    --fuzz) want_fuzz=1 ;;
    --art) want_art=1 ;;
    --desktop-packages) want_desktop=1 ;;
    --all) want_web=1; want_browser=1; want_x=1; want_fuzz=1 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown option '$arg' (try --web, --browser, --x11, --fuzz, --art, --desktop-packages, --all)" >&2; exit 2 ;;
  esac
done

apt_install build-essential ccache cmake ninja-build pkg-config libsdl2-dev libsdl2-image-dev doctest-dev libsodium-dev libqrcodegencpp-dev libstb-dev nlohmann-json3-dev python3
need_version cmake "$(cmake --version | head -n1)" 3.25 \
  "CMakePresets.json needs CMake 3.25 or later (Debian bookworm has 3.25.1)"
[ $want_x = 1 ] && apt_install xvfb xauth xdotool
[ $want_fuzz = 1 ] && apt_install clang libclang-rt-14-dev
# Debian's python3-pil writes WebP (the game's art); make_art.py runs /usr/bin/python3.
[ $want_art = 1 ] && apt_install python3-pil python3-numpy python3-fonttools librsvg2-bin fonts-dejavu-core fonts-ebgaramond zopfli
if [ $want_web = 1 ]; then
  apt_install emscripten binaryen nodejs python3 dpkg-dev autoconf automake libtool terser
  need_version node "$(node --version)" 18 "the wasm test suites and browser tests need Node.js 18 or later (Debian bookworm has 18.20)"
  bash "$here/tools/build-wasm-deps.sh"
  bash "$here/tools/build-wasm-sodium.sh"
  bash "$here/tools/fetch-qrcodegen.sh"
fi
if [ $want_browser = 1 ]; then
  apt_install chromium fonts-dejavu-core
  command -v npm >/dev/null || apt_install npm
  browser_dir="$here/tests/browser"
  want=$(sed -n 's/.*"playwright-core": *"\([0-9.]*\)".*/\1/p' "$browser_dir/package.json" | head -n1)
  have=$(sed -n 's/^ *"version": *"\([0-9.]*\)".*/\1/p' "$browser_dir/node_modules/playwright-core/package.json" 2>/dev/null | head -n1 || true)
  if [ "$have" != "$want" ]; then
    log "npm ci in tests/browser (playwright-core $want; no browser is downloaded)"
    # --loglevel=warn keeps npm's warnings that matter (an unsupported Node engine, a
    # deprecated package) on screen; only the progress chatter is hidden.
    (cd "$browser_dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=warn) ||
      fail "npm ci in tests/browser" "check that this machine reaches the npm registry (behind a TLS-inspecting proxy: npm config set cafile <the proxy's CA bundle>)"
  fi
fi
if [ $want_desktop = 1 ]; then
  apt_install dpkg-dev fakeroot lintian appstream desktop-file-utils debootstrap debian-archive-keyring xvfb xauth \
    mingw-w64 nsis wine64 autoconf automake libtool zip unzip python3-pil
  bash "$here/tools/build-mingw-deps.sh"
  bash "$here/tools/fetch-qrcodegen.sh"
  bash "$here/tests/desktop/bookworm-chroot.sh" --prepare
fi
exit 0
