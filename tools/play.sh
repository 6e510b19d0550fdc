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

if [ $mode = native ]; then
  bash tools/setup.sh
  echo "Building the desktop game…"
  UR_TARGETS=ur bash tools/build.sh native-release || { echo "play.sh: the build failed (see above)" >&2; exit 1; }
  exec build/native-release/ur "${args[@]}"
fi
bash tools/setup.sh --web
echo "Building the web game (the first time takes a few minutes)…"
UR_TARGETS=ur bash tools/build.sh web-release || { echo "play.sh: the web build failed (see above)" >&2; exit 1; }
site="$here/build/web-release/site"
echo "Web game built in $site (copy that folder to any static host)."
# Perfect-play tables solved here (ur-cli solve) are served from site/tables/, linked
# rather than copied (finkel's is 275 MB); anything already in site/tables/ stays.
tables="${UR_DATA_DIR:-$here/data/tables}"
if compgen -G "$tables/*.urt" >/dev/null; then
  mkdir -p "$site/tables"
  ln -sf "$tables"/*.urt "$site/tables/"
fi
if compgen -G "$site/tables/*.urt" >/dev/null; then
  echo "Perfect play and hints for: $(cd "$site/tables" && ls -- *.urt | tr '\n' ' ')(site/tables/)"
fi
[ $mode = build ] && exit 0
echo "Open the address below in a browser; Ctrl+C stops the server."
exec python3 tools/serve.py --port "$port" "$site"
