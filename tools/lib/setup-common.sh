# Shared by the set-up scripts (sourced, not run): logging, a failure that names its step
# and what to do, root, Debian packages and version checks. The caller sets setup_name.
setup_name=${setup_name:-setup}

# Nothing stops silently: a command that fails outside the checks below still says where.
set -E
trap 'echo "$setup_name: stopped at line $LINENO ($BASH_COMMAND, exit $?): please report it" >&2' ERR

log() { printf '\033[1;33m[%s]\033[0m %s\n' "${setup_name%.sh}" "$*" >&2; }

# fail STEP WHAT-TO-DO: stops the whole set-up with one line a newcomer can act on.
fail() {
  printf '\033[1;31m%s: %s failed.\033[0m %s\n' "$setup_name" "$1" "$2" >&2
  exit 1
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else fail "running '$*' as root" "run this script as root, or install sudo"
  fi
}

# The archives apt is set up to use, in the order its source lists give them, from
# either format: /etc/apt/sources.list.d/*.sources (deb822) or one-line .list files.
apt_uri_list() {
  { grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' || true
    grep -hs '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
      sed 's/\[[^]]*\]//' | awk '{print $2}' || true
  }
}
# All of them on one line, for messages.
apt_uris() { apt_uri_list | sort -u | tr '\n' ' '; }
# The main Debian archive (the first that is not the security one), or with "security",
# the security archive; nothing if there is none.
apt_archive_uri() {
  if [ "${1:-}" = security ]; then apt_uri_list | { grep security || true; } | head -n1
  else apt_uri_list | { grep -v security || true; } | head -n1
  fi
}

apt_updated=0
apt_update() {
  command -v apt-get >/dev/null || fail "apt-get update" "this is not a Debian-like system: install the packages named above by hand"
  log "apt-get update"
  local err
  err=$(mktemp)
  # apt-get update can exit 0 when an archive was unreachable: its W:/E: lines tell.
  if ! as_root apt-get -o DPkg::Lock::Timeout=600 update -qq 2>"$err" || grep -q '^\(E:\|W: Failed to fetch\|W: Some index files failed\)' "$err"; then
    cat "$err" >&2; rm -f "$err"
    fail "apt-get update (reading Debian's package lists)" \
      "this machine does not reach its package archive ($(apt_uris)): check the network, a proxy (Acquire::http::Proxy in /etc/apt/apt.conf.d/) or /etc/apt/sources.list"
  fi
  rm -f "$err"
  apt_updated=1
}

# apt_install PACKAGE...: installs those that are missing.
apt_install() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  command -v apt-get >/dev/null || fail "installing ${missing[*]}" "no apt-get here: install these packages by hand"
  [ $apt_updated = 1 ] || apt_update
  log "installing ${missing[*]}"
  local err
  err=$(mktemp)
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" \
      >/dev/null 2>"$err"; then
    grep -v '^debconf' "$err" >&2 || true; rm -f "$err"
    fail "apt-get install ${missing[*]}" \
      "Debian bookworm's 'main' archive has them: check that /etc/apt/sources.list or /etc/apt/sources.list.d/ lists it and that the archive is reachable ($(apt_uris))"
  fi
  rm -f "$err"
}

# need_version TOOL "VERSION TEXT" MIN WHY: stops when the first x.y in the text is below MIN.
need_version() {
  local have
  have=$(grep -o '[0-9]\+\(\.[0-9]\+\)*' <<<"$2" | head -n1 || true)
  if [ -z "$have" ] || [ "$(printf '%s\n%s\n' "$3" "$have" | sort -V | head -n1)" != "$3" ]; then
    fail "checking $1 (found '${have:-nothing}', need $3 or later)" "$4"
  fi
}

# ensure_deb_src: Debian's source packages need a deb-src entry for the same archive as
# the binary one; adds one (/etc/apt/sources.list.d/ur-deb-src.sources) when there is none,
# in either source list format: /etc/apt/sources.list.d/*.sources (deb822, newer installs)
# or the one-line /etc/apt/sources.list (debootstrap, older ones).
ensure_deb_src() {
  grep -rqs '^Types:.*deb-src\|^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/ && return 0
  local uri codename
  uri=$(apt_archive_uri)
  [ -n "$uri" ] || fail "finding the Debian archive in /etc/apt/sources.list or /etc/apt/sources.list.d/" \
    "add a 'deb-src <your Debian mirror> bookworm main' line to /etc/apt/sources.list, then run this again"
  codename=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
  codename=${codename:-bookworm}
  log "adding a deb-src entry for $uri $codename main (/etc/apt/sources.list.d/ur-deb-src.sources)"
  printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$uri" "$codename" | as_root tee /etc/apt/sources.list.d/ur-deb-src.sources >/dev/null
  apt_update
}
