#!/usr/bin/env bash
# The web build's QR codes: Nayuki's qrcodegen C++ source (one .cpp, one .hpp) from
# Debian's source package qr-code-generator, into ~/.cache/ur/qrcodegen-<version>/cpp
# (CMake's UR_QRCODEGEN_SRC). Natively the game uses libqrcodegencpp-dev instead.
set -euo pipefail
version=1.8.0
dest=${UR_QRCODEGEN_DIR:-$HOME/.cache/ur/qrcodegen-$version}
[ -f "$dest/cpp/qrcodegen.cpp" ] && { echo "qrcodegen source already in $dest"; exit 0; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
# The upstream tarball is all that is compiled (Debian's own tarball holds packaging only:
# its build system, no change to the two source files), so it is enough where a mirror
# lacks the other.
apt-get source --download-only qr-code-generator >/dev/null 2>apt.err || [ -f qr-code-generator_${version}.orig.tar.gz ] || {
  cat apt.err >&2
  echo "fetch-qrcodegen: apt-get source qr-code-generator failed: check the deb-src entry in /etc/apt/" >&2
  exit 1
}
tar xzf qr-code-generator_${version}.orig.tar.gz
mkdir -p "$dest/cpp"
cp QR-Code-generator-${version}/cpp/qrcodegen.cpp QR-Code-generator-${version}/cpp/qrcodegen.hpp "$dest/cpp/"
cp QR-Code-generator-${version}/Readme.markdown "$dest/" 2>/dev/null || true
echo "qrcodegen $version source in $dest/cpp"
