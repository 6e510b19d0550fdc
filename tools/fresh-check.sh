#!/usr/bin/env bash
# Tries the README's two commands as a newcomer would, on a plain Debian bookworm: builds a
# fresh chroot (debootstrap --variant=minbase, plus git) from Debian's archive, clones this
# repository's committed HEAD into it, runs `bash tools/play.sh` until the game is served,
# then `bash tools/test.sh`, and reports wall times and the suites' closing lines.
# Needs root (debootstrap, chroot, mounts in a private mount namespace) and about 6 GB.
#   tools/fresh-check.sh                   the one-line /etc/apt/sources.list (debootstrap's own)
#   tools/fresh-check.sh --sources deb822  only /etc/apt/sources.list.d/debian.sources
#   --dir DIR      where the chroot goes (default /var/tmp/ur-fresh-<sources>); it is made anew
#   --mirror URI   the Debian archive (default: the one this machine's apt uses)
#   --keep         keep the chroot afterwards (default: removed when all passed)
#   --no-test      stop after the play command
#   --wait-tables  keep the play command running until its perfect-play tables are ready
#                  (british-museum, blitz, finkel: solved once per machine) and time that
# The host's CA bundle and proxy settings are carried into the chroot (apt, npm, git,
# Node), so the check works behind a TLS-inspecting proxy as on an open network.
set -euo pipefail
here=${UR_FRESH_CHECK_HOME:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
# Bash reads a script as it runs: run from a copy, so editing or checking out this file
# during the hour a check takes cannot change the running one.
if [ -z "${UR_FRESH_CHECK_HOME:-}" ]; then
  copy=$(mktemp "${TMPDIR:-/tmp}/ur-fresh-check.XXXXXX")
  cp "${BASH_SOURCE[0]}" "$copy"
  UR_FRESH_CHECK_HOME=$here exec bash "$copy" "$@"
fi
play_pid=""
# Whatever happens, nothing of the check is left running (the chroot's server included).
self_copy=${BASH_SOURCE[0]}  # the copy: BASH_SOURCE changes inside sourced files' functions
trap 'rm -f "$self_copy"; [ -z "$play_pid" ] || kill -- -"$play_pid" 2>/dev/null || true' EXIT
source "$here/tools/lib/setup-common.sh"
setup_name=fresh-check.sh

sources=list dir="" mirror="" keep=0 run_test=1 wait_tables=0
while [ $# -gt 0 ]; do
  case "$1" in
    --sources) [ $# -ge 2 ] || { echo "fresh-check.sh: --sources needs 'list' or 'deb822'" >&2; exit 2; }
               case "$2" in list|deb822) sources=$2 ;; *) echo "fresh-check.sh: --sources wants 'list' or 'deb822', not '$2'" >&2; exit 2 ;; esac
               shift ;;
    --dir) [ $# -ge 2 ] || { echo "fresh-check.sh: --dir needs a folder" >&2; exit 2; }; dir=$2; shift ;;
    --mirror) [ $# -ge 2 ] || { echo "fresh-check.sh: --mirror needs a URI" >&2; exit 2; }; mirror=$2; shift ;;
    --keep) keep=1 ;;
    --no-test) run_test=0 ;;
    --wait-tables) wait_tables=1 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "fresh-check.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
  shift
done
[ "$(id -u)" = 0 ] || fail "checking for root" "debootstrap and chroot need root: run it as root (sudo bash tools/fresh-check.sh)"
dir=${dir:-/var/tmp/ur-fresh-$sources}
case "$dir" in /|/var|/var/tmp|/tmp|"$HOME") fail "checking --dir" "'$dir' would be wiped: give a folder of its own" ;; esac
apt_install debootstrap debian-archive-keyring

# The archive: the host's own (first non-security entry in either source list format).
if [ -z "$mirror" ]; then
  mirror=$(apt_archive_uri)
  mirror=${mirror:-http://deb.debian.org/debian}
fi
security=$(apt_archive_uri security)
security=${security:-${mirror%/debian}/debian-security}

summary="$dir.summary.txt"
secs() { date +%s; }
took() { local s=$(( $(secs) - $1 )); printf '%d min %02d s' $((s / 60)) $((s % 60)); }

# Any mounts live in a private mount namespace (unshare -m): nothing is left mounted on the
# host whatever happens. Each call mounts what a running system has, then runs one command.
in_root() {
  unshare --mount --propagation private -- bash -c '
    set -e; root=$1; shift
    mount -t proc proc "$root/proc"
    mount -t sysfs sys "$root/sys"
    mount --rbind /dev "$root/dev"
    mount -t tmpfs -o mode=1777 shm "$root/dev/shm"
    mkdir -p "$root/mnt/ur-src"; mount --bind -o ro "$0" "$root/mnt/ur-src"
    exec chroot "$root" "$@"' "$here" "$dir" env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      NODE_EXTRA_CA_CERTS=/etc/ssl/ur-host-ca.pem npm_config_cafile=/etc/ssl/ur-host-ca.pem \
      GIT_SSL_CAINFO=/etc/ssl/ur-host-ca.pem "${proxy_env[@]}" "$@"
}
proxy_env=()
for v in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY; do
  [ -n "${!v:-}" ] && proxy_env+=("$v=${!v}")
done

start_all=$(secs)
log "building a minimal Debian bookworm in $dir from $mirror (debootstrap --variant=minbase --include=git)"
rm -rf "$dir" "$dir.tables.txt"
mkdir -p "$dir"
t=$(secs)
debootstrap --variant=minbase --include=git --keyring=/usr/share/keyrings/debian-archive-keyring.gpg \
  bookworm "$dir" "$mirror" >"$dir.debootstrap.log" 2>&1 ||
  { tail -20 "$dir.debootstrap.log" >&2; fail "debootstrap from $mirror" "see $dir.debootstrap.log; --mirror URI picks another archive"; }
debootstrap_time=$(took "$t")

# What a plain install has: its archive with updates and security, in the chosen format.
if [ "$sources" = list ]; then
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s bookworm-security main\n' \
    "$mirror" "$mirror" "$security" >"$dir/etc/apt/sources.list"
else
  rm -f "$dir/etc/apt/sources.list"
  printf 'Types: deb\nURIs: %s\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n\nTypes: deb\nURIs: %s\nSuites: bookworm-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$mirror" "$security" >"$dir/etc/apt/sources.list.d/debian.sources"
fi
cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
[ -s "$dir/etc/hosts" ] || printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n' >"$dir/etc/hosts"
# The host's CA bundle (a TLS-inspecting proxy's CA included) for apt, npm, git and Node.
ca=${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}
if [ -f "$ca" ]; then
  mkdir -p "$dir/etc/ssl"; cp "$ca" "$dir/etc/ssl/ur-host-ca.pem"
  printf 'Acquire::https::CAInfo "/etc/ssl/ur-host-ca.pem";\n' >"$dir/etc/apt/apt.conf.d/90ur-host-ca"
  printf 'cafile=/etc/ssl/ur-host-ca.pem\n' >"$dir/etc/npmrc"
fi
for v in http_proxy https_proxy; do
  [ -n "${!v:-}" ] && printf 'Acquire::%s::Proxy "%s";\n' "${v%_proxy}" "${!v}" >>"$dir/etc/apt/apt.conf.d/90ur-host-proxy"
done

log "cloning the committed HEAD ($(git -C "$here" rev-parse --short HEAD)) into the chroot"
in_root git clone -q --no-hardlinks /mnt/ur-src /root/ur

# 1. The play command: until the page, its script and its wasm are served.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log "bash tools/play.sh --port $port (log: $dir.play.log)"
t=$(secs)
setsid bash -c "$(declare -f in_root); $(declare -p here dir proxy_env); in_root bash -c 'cd /root/ur && bash tools/play.sh --port $port'" \
  >"$dir.play.log" 2>&1 &
play_pid=$!
served=0
while kill -0 $play_pid 2>/dev/null; do
  if python3 - "$port" <<'EOF' 2>/dev/null; then served=1; break; fi
import sys, urllib.request
base = f"http://127.0.0.1:{sys.argv[1]}/"
page = urllib.request.urlopen(base, timeout=5).read().decode()
assert "index.js" in page
for name in ("index.js", "index.wasm", "index.data", "tables/index.txt"):
    assert len(urllib.request.urlopen(base + name, timeout=10).read()) > (10 if name.endswith(".txt") else 1000)
EOF
  sleep 5
done
play_time=$(took "$t")
[ $served = 0 ] || log "the game was served after $play_time"
tables_time="(not waited for)"
if [ $served = 1 ] && [ $wait_tables = 1 ]; then
  log "waiting for the play command's perfect-play tables (log: $dir/root/.cache/ur/tables-v1/prepare.log)"
  t=$(secs)
  while kill -0 $play_pid 2>/dev/null && [ $(( $(secs) - t )) -lt 3600 ] &&
        ! grep -qs 'all tables ready' "$dir/root/.cache/ur/tables-v1/prepare.log"; do sleep 10; done
  if grep -qs 'all tables ready' "$dir/root/.cache/ur/tables-v1/prepare.log"; then
    tables_time="$(took "$t") after the game was served"
    sed -n 's/^.*\(.*-[0-9]*\.urt ready after [0-9]* s\).*/  \1/p' "$dir/root/.cache/ur/tables-v1/prepare.log" >"$dir.tables.txt"
  else
    tables_time="NOT READY after $(took "$t") (see $dir/root/.cache/ur/tables-v1/prepare.log)"
  fi
fi
kill -- -$play_pid 2>/dev/null || true
wait $play_pid 2>/dev/null || true
if [ $served = 0 ]; then
  tail -30 "$dir.play.log" >&2
  fail "the play command in the fresh chroot" "it stopped before serving the game: see $dir.play.log"
fi

test_time="(not run)" closing=""
if [ $run_test = 1 ]; then
  log "bash tools/test.sh (log: $dir.test.log)"
  t=$(secs)
  rc=0
  in_root bash -c 'cd /root/ur && bash tools/test.sh' >"$dir.test.log" 2>&1 || rc=$?
  test_time=$(took "$t")
  closing=$(grep -E '^[0-9]+% tests passed|^browser: [0-9]+ passed' "$dir.test.log" || true)
  if [ $rc != 0 ]; then
    tail -40 "$dir.test.log" >&2
    fail "the test command in the fresh chroot (exit $rc, after $test_time)" "see $dir.test.log"
  fi
fi

{
  echo "fresh-check $(date -u +%Y-%m-%dT%H:%MZ) commit $(git -C "$here" rev-parse --short HEAD), sources: $sources, archive $mirror"
  echo "debootstrap (minbase + git):           $debootstrap_time"
  echo "git clone; bash tools/play.sh → served: $play_time"
  echo "perfect-play tables ready:              $tables_time"
  [ -f "$dir.tables.txt" ] && cat "$dir.tables.txt"
  echo "bash tools/test.sh → passed:            $test_time"
  echo "node in the chroot: $(in_root node --version 2>/dev/null || echo none)"
  echo "closing lines:"
  sed 's/^/  /' <<<"$closing"
  echo "all: $(took "$start_all")"
} | tee "$summary"
if [ $keep = 0 ]; then rm -rf "$dir"; log "removed $dir (logs and summary kept beside it)"; fi
