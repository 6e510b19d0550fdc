#!/usr/bin/env bash
# Builds libsodium for WebAssembly from Debian's source package (with Debian's patches),
# once per machine, into its own cache beside the SDL2 one (remote play's fair dice:
# SHA-256, random seeds from crypto.getRandomValues; docs/remote.md). Prints nothing and
# exits at once when the cache is already complete.
#   UR_WASM_SODIUM=<dir>  install prefix (default: ~/.cache/ur/wasm-sodium-<version>-em<version>)
# The prefix is what CMake needs: -DUR_WASM_SODIUM=<dir> (tools/wasm-deps-dir.sh sodium prints it).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
prefix=$("$here/tools/wasm-deps-dir.sh" sodium)
[ -f "$prefix/.complete" ] && exit 0

source "$here/tools/lib/setup-common.sh"
setup_name=build-wasm-sodium.sh
for tool in emconfigure emmake apt-get dpkg-source autoreconf libtoolize; do
  command -v $tool >/dev/null || fail "looking for '$tool'" "run tools/setup.sh --web (apt-get install emscripten dpkg-dev autoconf automake libtool)"
done

work=$(mktemp -d "${TMPDIR:-/tmp}/ur-wasm-sodium.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

ensure_deb_src
log "fetching Debian's source of libsodium"
if ! apt-get source --download-only libsodium >/dev/null 2>apt.err; then
  apt_update
  apt-get source --download-only libsodium >/dev/null 2>apt.err || {
    cat apt.err >&2
    fail "downloading Debian's source package libsodium" \
      "check the deb-src entry in /etc/apt/ and that the archive is reachable ($(apt_uris))"
  }
fi
dsc=$(ls libsodium_*.dsc 2>/dev/null | head -n1 || true)
[ -n "$dsc" ] || fail "finding libsodium's .dsc among the downloaded sources" "Debian's libsodium source package has changed its layout: report it"
dpkg-source --no-check -x "$dsc" src >unpack.log 2>&1 || { tail -20 unpack.log >&2; fail "unpacking libsodium with Debian's patches" "see the log above"; }

export NODE_PATH=/usr/share/nodejs
jobs=$(nproc)
log "building libsodium for wasm (2 to 4 minutes on 2 cores) into $prefix"
# Debian's source has no generated configure script: make it as Debian's build does.
(cd src && autoreconf -fi) >build.log 2>&1 || { tail -40 build.log >&2; fail "autoreconf in libsodium's sources" "see the log above"; }
# No assembly, no threads, no stack protector: what libsodium's own dist-build/emscripten.sh
# turns off. Its randombytes then use crypto.getRandomValues (browser) or node's crypto.
(cd src && emconfigure ./configure --host=wasm32-unknown-emscripten --prefix="$prefix" --disable-shared --enable-static --without-pthreads \
  --disable-ssp --disable-asm --disable-pie CFLAGS="-O2") >>build.log 2>&1 ||
  { tail -40 build.log >&2; fail "configuring libsodium for wasm" "see the log above"; }
emmake make -C src -j"$jobs" >>build.log 2>&1 || { tail -40 build.log >&2; fail "building libsodium for wasm" "see the log above"; }
make -C src install >>build.log 2>&1 || { tail -40 build.log >&2; fail "installing libsodium for wasm" "see the log above"; }
[ -f "$prefix/lib/libsodium.a" ] && [ -f "$prefix/include/sodium.h" ] ||
  fail "checking $prefix/lib/libsodium.a and include/sodium.h" "the build said it finished, but they are missing: see $work/build.log"

touch "$prefix/.complete"
log "done: $prefix"
