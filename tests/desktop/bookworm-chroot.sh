#!/usr/bin/env bash
# A plain Debian bookworm (debootstrap --variant=minbase) to install the desktop game's .deb
# into, as a player would with `apt install ./ur_….deb`. Made once per machine and kept as
# a tarball in ~/.cache/ur, with the packages apt downloads into it kept beside it, so CI
# neither runs debootstrap nor downloads SDL2 again. Needs root (debootstrap, chroot, mounts
# in a private mount namespace: nothing stays mounted on the host).
#   bookworm-chroot.sh --prepare       make the tarball unless it is there (tools/setup.sh
#                                      --desktop-packages runs this; about 2 minutes)
#   bookworm-chroot.sh --unpack DIR    a fresh chroot from the tarball in DIR (new folder)
#   bookworm-chroot.sh --run DIR CMD…  run CMD in that chroot, as root, with /proc, /dev,
#                                      the host's X socket and the cached apt archives
# UR_CHROOT_CACHE=<dir> keeps the tarball and the archives elsewhere.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$here/tools/lib/setup-common.sh"
setup_name=bookworm-chroot.sh
cache=${UR_CHROOT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ur/chroot}
tarball="$cache/bookworm-minbase.tar.gz"
archives="$cache/apt-archives"

[ "$(id -u)" = 0 ] || fail "checking for root" "debootstrap and chroot need root: run it as root"

# The host's apt sources (deb entries only), CA bundle and proxy, so the chroot reaches
# the same archive the same way.
carry_host_setup() {
  local root=$1 f
  rm -f "$root/etc/apt/sources.list"
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    grep -qs 'deb-src' "$f" && ! grep -qs '^Types:.*\bdeb\b\|^deb ' "$f" && continue
    mkdir -p "$root/$(dirname "$f")"
    cp "$f" "$root/$f"
  done
  local ca=${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}
  [ -f "$ca" ] && { mkdir -p "$root/etc/ssl/certs"; cp "$ca" "$root/etc/ssl/certs/ca-certificates.crt"; }
  rm -f "$root/etc/apt/apt.conf.d/90ur-host-proxy"
  for v in http_proxy https_proxy; do
    [ -n "${!v:-}" ] && printf 'Acquire::%s::Proxy "%s";\n' "${v%_proxy}" "${!v}" >>"$root/etc/apt/apt.conf.d/90ur-host-proxy"
  done
  return 0
}

# run_in ROOT CMD...: CMD in the chroot, its mounts private to this one command.
run_in() {
  local root=$1
  shift
  mkdir -p "$archives/partial" "$root/var/cache/apt/archives" "$root/tmp/.X11-unix"
  unshare --mount --propagation private -- bash -c '
    root=$1 archives=$2; shift 2
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount --bind "$archives" "$root/var/cache/apt/archives"
    [ -d /tmp/.X11-unix ] && mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
    exec chroot "$root" "$@"' _ "$root" "$archives" env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
      ${DISPLAY:+DISPLAY=$DISPLAY} "$@"
}

prepare() {
  [ -f "$tarball" ] && return 0
  command -v debootstrap >/dev/null || fail "looking for debootstrap" "run tools/setup.sh --desktop-packages"
  local mirror work
  mirror=$(apt_archive_uri)
  mirror=${mirror:-http://deb.debian.org/debian}
  mkdir -p "$cache"
  work=$(mktemp -d "${TMPDIR:-/var/tmp}/ur-bookworm.XXXXXX")
  log "making a plain Debian bookworm (debootstrap --variant=minbase from $mirror, once per machine) into $tarball"
  debootstrap --variant=minbase --keyring=/usr/share/keyrings/debian-archive-keyring.gpg bookworm "$work/root" "$mirror" \
    >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; rm -rf "$work"; fail "debootstrap bookworm from $mirror" "check that this machine reaches the archive"; }
  carry_host_setup "$work/root"
  run_in "$work/root" apt-get update -qq >"$work/update.log" 2>&1 ||
    { cat "$work/update.log" >&2; rm -rf "$work"; fail "apt-get update in the new chroot" "see the log above"; }
  run_in "$work/root" apt-get clean
  tar -C "$work/root" -czf "$tarball.new" . && mv "$tarball.new" "$tarball"
  rm -rf "$work"
  log "done: $tarball ($(du -h "$tarball" | cut -f1))"
}

case "${1:-}" in
  --prepare) prepare ;;
  --unpack)
    [ $# = 2 ] || fail "reading the arguments" "usage: bookworm-chroot.sh --unpack DIR"
    [ -f "$tarball" ] || fail "finding $tarball" "run tools/setup.sh --desktop-packages (or bookworm-chroot.sh --prepare)"
    [ ! -e "$2" ] || fail "unpacking into $2" "it already exists: give a new folder"
    mkdir -p "$2"
    tar -C "$2" -xzf "$tarball"
    carry_host_setup "$2" ;;
  --run)
    [ $# -ge 3 ] || fail "reading the arguments" "usage: bookworm-chroot.sh --run DIR CMD..."
    root=$2
    shift 2
    run_in "$root" "$@" ;;
  *) sed -n '2,13p' "$0" >&2; exit 2 ;;
esac
