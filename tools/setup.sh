#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian (bookworm) machine, once.
# Idempotent: each step checks first, so running it again costs a second or two.
#   tools/setup.sh            native build + tests (compiler, SDL2, doctest)
#   tools/setup.sh --web      also Emscripten and the wasm SDL2 cache
#   tools/setup.sh --browser  also Chromium + playwright-core (browser tests)
#   tools/setup.sh --x11      also Xvfb (the desktop game's smoke test in a real window)
#   tools/setup.sh --all      everything
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

want_web=0 want_browser=0 want_x=0
for arg in "$@"; do
  case "$arg" in
    --web) want_web=1 ;;
    --browser) want_web=1; want_browser=1 ;;
    --x11) want_x=1 ;;
    --all) want_web=1; want_browser=1; want_x=1 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "setup.sh: unknown option '$arg' (try --web, --browser, --x11, --all)" >&2; exit 2 ;;
  esac
done

log() { printf '\033[1;33m[setup]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else echo "setup.sh: need root to run: $* (install sudo or run as root)" >&2; exit 1
  fi
}

apt_updated=0
apt_install() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null; then
    echo "setup.sh: missing packages ${missing[*]} and no apt-get: install them by hand" >&2; exit 1
  fi
  if [ $apt_updated = 0 ]; then log "apt-get update"; as_root apt-get update -qq; apt_updated=1; fi
  log "installing ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

apt_install build-essential cmake ninja-build pkg-config libsdl2-dev libsdl2-image-dev doctest-dev
[ $want_x = 1 ] && apt_install xvfb xauth
if [ $want_web = 1 ]; then
  apt_install emscripten binaryen nodejs python3
  bash "$here/tools/build-wasm-deps.sh"
fi
if [ $want_browser = 1 ]; then
  apt_install chromium fonts-dejavu-core
  command -v npm >/dev/null || apt_install npm
  if [ ! -d "$here/tests/browser/node_modules/playwright-core" ]; then
    log "npm ci (playwright-core, no browser download)"
    (cd "$here/tests/browser" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
exit 0
