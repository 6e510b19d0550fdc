#!/usr/bin/env bash
# Prints the size of the web build's site folder: each file, the total, and gzip -9 sizes
# (what a static host with compression sends). The site's folders are left out: the
# perfect-play tables (tables/) and the Queen's networks (nets/) are fetched only when a
# player asks for them, and the page never reads the fonts' licence texts (licences/).
#   tools/bundle-size.sh [SITE]                   the table
#   tools/bundle-size.sh --check [BYTES] [SITE]   also fails when the gzip total is over
#                                                 BYTES (default 1000000: 1.0 MB), or when
#                                                 one of the Queen's networks is over its own
#                                                 budget of 100 KB gzipped (100,000 bytes)
set -euo pipefail
limit=
if [ "${1:-}" = --check ]; then
  shift
  limit=1000000
  if [[ "${1:-}" =~ ^[0-9]+$ ]]; then limit=$1; shift; fi
fi
site=${1:-"$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/build/web-release/site"}
[ -f "$site/index.html" ] || { echo "bundle-size.sh: $site has no index.html: build the web game first (tools/play.sh --build-only)" >&2; exit 1; }
total=0 ztotal=0
printf '%-26s %10s %10s\n' file bytes gzip
for f in "$site"/*; do
  [ -f "$f" ] || continue  # tables/ and any other folder
  n=$(stat -c %s "$f"); z=$(gzip -9c "$f" | wc -c)
  total=$((total + n)); ztotal=$((ztotal + z))
  printf '%-26s %10d %10d\n' "$(basename "$f")" "$n" "$z"
done
printf '%-26s %10d %10d\n' total "$total" "$ztotal"
# The networks, each fetched on its own once a game wants the Queen.
over=0
for f in "$site"/nets/*.urn; do
  [ -f "$f" ] || continue
  z=$(gzip -9c "$f" | wc -c)
  printf '%-26s %10d %10d\n' "nets/$(basename "$f")" "$(stat -c %s "$f")" "$z"
  if [ -n "$limit" ] && [ "$z" -gt 100000 ]; then
    echo "bundle-size.sh: $f is $z bytes gzipped, over a network's budget of 100 KB" >&2
    over=1
  fi
done
if [ -n "$limit" ] && [ "$ztotal" -gt "$limit" ]; then
  echo "bundle-size.sh: the site is $ztotal bytes gzipped, over the limit of $limit" >&2
  exit 1
fi
[ $over = 0 ]
