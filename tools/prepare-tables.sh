#!/usr/bin/env bash
# Perfect play out of the box: solves the perfect-play tables of the quick rule sets once
# per machine (cached outside the build tree, like the wasm libraries) and publishes each
# into a site's tables/ folder as soon as it is ready (ur-cli publish: parts of at most
# 100 MB and tables/index.txt, which says "preparing" for the rest meanwhile).
#   tools/prepare-tables.sh SITE_TABLES_DIR          solve what is missing, publishing as it goes
#   tools/prepare-tables.sh --list SITE_TABLES_DIR   only publish what is ready and list what is not, at once
# The site's index says "preparing" only while a preparation runs: `--list` (and so
# play.sh --build-only) never writes it, and a run that ends, stopped or not, takes it out.
# UR_PREPARE_TABLES  rule sets to prepare (default "british-museum:5 blitz:5 aseb:5 finkel:7 bell:7")
# UR_TABLE_CACHE     where solved tables are kept (default ~/.cache/ur/tables-v1)
# UR_DATA_DIR / data/tables: tables you solved yourself are published too.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$here/tools/lib/setup-common.sh"
setup_name=prepare-tables.sh

list_only=0
if [ "${1:-}" = --list ]; then list_only=1; shift; fi
[ $# -eq 1 ] || { echo "usage: tools/prepare-tables.sh [--list] SITE_TABLES_DIR" >&2; exit 2; }
site_tables=$1
cache=${UR_TABLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ur/tables-v1}
wanted=${UR_PREPARE_TABLES:-"british-museum:5 blitz:5 aseb:5 finkel:7 bell:7"}
user_tables="${UR_DATA_DIR:-$here/data/tables}"
cli="$here/build/native-release/ur-cli"
mkdir -p "$cache" "$site_tables"

file_of() { echo "${1%%:*}-${1##*:}.urt"; }  # finkel:7 -> finkel-7.urt

# Publishes what is ready, and while a preparation runs (announce=1), lists the rest as
# being prepared.
announce=0
publish() {
  local ready=() preparing=() spec f
  for spec in $wanted; do
    f=$(file_of "$spec")
    if [ -f "$cache/$f" ]; then ready+=("$cache/$f"); elif [ $announce = 1 ]; then preparing+=(--preparing "$f"); fi
  done
  for f in "$user_tables"/*.urt; do [ -f "$f" ] && ready+=("$f"); done
  if [ -x "$cli" ]; then
    "$cli" publish --out "$site_tables" "${preparing[@]}" "${ready[@]}" >/dev/null ||
      log "could not publish the tables into $site_tables (see above); the game plays on without them"
  elif [ ! -f "$site_tables/index.txt" ] || grep -q '^# No perfect-play tables' "$site_tables/index.txt"; then
    # No ur-cli yet (first run): nothing can be published, only what is coming. A site
    # always has an index, so the page never asks for a file that is not there.
    { echo "urtables 1"
      echo "# No perfect-play tables on this site yet: docs/perfect-play.md, \"Publishing tables\"."
      for ((i = 1; i < ${#preparing[@]}; i += 2)); do echo "preparing ${preparing[i]}"; done; } \
      >"$site_tables/index.txt.tmp" && mv "$site_tables/index.txt.tmp" "$site_tables/index.txt"
  elif [ $announce = 0 ]; then
    sed -i '/^preparing /d' "$site_tables/index.txt"  # no ur-cli to publish with: at least say nothing is coming
  fi
}

missing=()
for spec in $wanted; do [ -f "$cache/$(file_of "$spec")" ] || missing+=("$spec"); done
if [ $list_only = 1 ]; then
  publish
  [ ${#missing[@]} -eq 0 ] || echo "${missing[*]}"
  exit 0
fi

# From here a preparation runs: the index says so at once (the play command waits for
# that before it serves) and until the run ends, however it ends.
announce=1
trap 'announce=0; publish' EXIT
trap 'exit 143' TERM INT
publish

# One preparer per machine: a second play command waits for the first one's tables.
exec 9>"$cache/.lock"
if ! flock -n 9; then log "another run is preparing the tables: waiting for it"; flock 9; fi
log "building ur-cli (native, optimised) to solve the tables"
nice -n 10 env UR_TARGETS=ur-cli bash "$here/tools/build.sh" native-release >"$cache/build.log" 2>&1 ||
  { tail -20 "$cache/build.log" >&2; fail "building ur-cli for the tables" "see $cache/build.log"; }
publish
for spec in $wanted; do
  f=$(file_of "$spec")
  [ -f "$cache/$f" ] && continue
  log "solving $spec for perfect play and hints"
  start=$(date +%s)
  nice -n 10 "$cli" solve "$spec" --out "$cache/$f.partial" --quiet >"$cache/solve-$f.log" 2>&1 ||
    { cat "$cache/solve-$f.log" >&2; rm -f "$cache/$f.partial"; fail "solving $spec" "see above; tables already made are kept"; }
  mv "$cache/$f.partial" "$cache/$f"
  publish
  log "$f ready after $(( $(date +%s) - start )) s: perfect play and hints for ${spec%%:*} are on the site"
done
log "all tables ready ($cache)"
