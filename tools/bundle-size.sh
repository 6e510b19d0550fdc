#!/usr/bin/env bash
# Prints the size of the web build's site folder: each file, the total, and gzip -9 sizes
# (what a static host with compression sends).
set -euo pipefail
site=${1:-"$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/web-release/site"}
[ -f "$site/index.html" ] || { echo "bundle-size.sh: $site has no index.html: build the web game first (tools/play.sh --build-only)" >&2; exit 1; }
total=0 ztotal=0
printf '%-14s %10s %10s\n' file bytes gzip
for f in "$site"/*; do
  n=$(stat -c %s "$f"); z=$(gzip -9c "$f" | wc -c)
  total=$((total + n)); ztotal=$((ztotal + z))
  printf '%-14s %10d %10d\n' "$(basename "$f")" "$n" "$z"
done
printf '%-14s %10d %10d\n' total "$total" "$ztotal"
