#!/usr/bin/env bash
# Play Ur. Installs what is missing, builds the web game and serves it on localhost
# (open the printed address), or builds and starts the native desktop game.
#   tools/play.sh              web game at http://localhost:8080/
#   tools/play.sh --port N     another port (0 picks a free one)
#   tools/play.sh --native     the desktop game instead
#   tools/play.sh --build-only build the web game's site folder and stop
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
mode=web port=8080 args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --native) mode=native ;;
    --build-only) mode=build ;;
    --port) [ $# -ge 2 ] || { echo "play.sh: --port needs a number" >&2; exit 2; }
            [[ "$2" =~ ^[0-9]+$ ]] || { echo "play.sh: --port wants a number, not '$2'" >&2; exit 2; }
            port=$2; shift ;;
    --) shift; args=("$@"); break ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "play.sh: unknown option '$1' (try --native, --port N, --build-only)" >&2; exit 2 ;;
  esac
  shift
done

table_cache=${UR_TABLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ur/tables-v1}
if [ $mode = native ]; then
  bash tools/setup.sh
  echo "Building the desktop game…"
  UR_TARGETS=ur bash tools/build.sh native-release || { echo "play.sh: the build failed (see above)" >&2; exit 1; }
  # The tables the web game prepared serve the desktop too, unless UR_DATA_DIR says otherwise.
  if [ -z "${UR_DATA_DIR:-}" ] && [ ! -d data/tables ] && compgen -G "$table_cache/*.urt" >/dev/null; then
    export UR_DATA_DIR=$table_cache
  fi
  exec build/native-release/ur "${args[@]}"
fi
bash tools/setup.sh --web
echo "Building the web game (the first time takes a few minutes)…"
UR_TARGETS=ur bash tools/build.sh web-release || { echo "play.sh: the web build failed (see above)" >&2; exit 1; }
site="$here/build/web-release/site"
echo "Web game built in $site (copy that folder to any static host)."
# Perfect play and hints: the quick rule sets' tables are solved once per machine in the
# background (tools/prepare-tables.sh) and published into site/tables/ as each is ready,
# with the tables solved here by hand ($UR_DATA_DIR or data/tables).
preparing=$(bash tools/prepare-tables.sh --list "$site/tables")
prep_pid=""
if [ -n "$preparing" ] && [ $mode = web ]; then
  echo "Perfect play and hints for $preparing are being prepared in the background (once per machine;"
  echo "about 10 minutes on 2 cores; log: $table_cache/prepare.log). The game says so until they are ready."
  mkdir -p "$table_cache"
  setsid bash tools/prepare-tables.sh "$site/tables" >"$table_cache/prepare.log" 2>&1 &
  prep_pid=$!
  # The page reads the index once at start: serve only once it says what is coming.
  for _ in $(seq 100); do
    grep -q '^preparing ' "$site/tables/index.txt" 2>/dev/null && break
    kill -0 "$prep_pid" 2>/dev/null || break
    sleep 0.1
  done
elif [ -n "$preparing" ]; then
  echo "Perfect play for $preparing is prepared by the play command (tools/prepare-tables.sh $site/tables)."
fi
listed=$(sed -n 's/^table \([^ ]*\)\.urt .*/\1/p' "$site/tables/index.txt" | tr '\n' ' ')
[ -z "$listed" ] || echo "Perfect play and hints for: $listed(site/tables/)"
[ $mode = build ] && exit 0
echo "Open the address below in a browser; Ctrl+C stops the server."
if [ -n "$prep_pid" ]; then
  # Stopping the server stops the preparation too; tables finished so far are kept.
  trap 'kill -- -$prep_pid 2>/dev/null && echo "Table preparation stopped; it goes on next time." >&2' EXIT
  trap 'exit 130' INT TERM
  python3 tools/serve.py --port "$port" "$site"
else
  exec python3 tools/serve.py --port "$port" "$site"
fi
