#!/usr/bin/env bash
# Makes sure the engine smoke suites (tests/engines) have their browsers: Debian's Firefox ESR, and WebKitGTK's
# MiniBrowser with WebKitWebDriver under Xvfb. Never a browser of its own download. Where something is missing and
# the machine is Debian/Ubuntu with root, apt-get installs it; otherwise this prints the one command to run, and the
# suite of that engine reports its tests as skipped with the same reason (scripts/browsers/engines.ts).
#
#   bash scripts/test/ensure-engines.sh [firefox] [webkit]     (both when none is named)
set -uo pipefail

engines=("$@")
[ ${#engines[@]} -eq 0 ] && engines=(firefox webkit)
for engine in "${engines[@]}"; do
  case "$engine" in firefox | webkit) ;; *) echo "ensure-engines: unknown engine '$engine' (firefox or webkit)" >&2; exit 2 ;; esac
done

# What each engine needs, as "command-or-file:apt-package"; the paths match scripts/browsers/engines.ts.
needs() {
  case "$1" in
    firefox) echo "${FIREFOX_PATH:-/usr/bin/firefox-esr}:firefox-esr" ;;
    webkit)
      local multiarch
      multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo "$(uname -m)-linux-gnu")
      echo "${WEBKIT_MINIBROWSER:-/usr/lib/$multiarch/webkit2gtk-4.1/MiniBrowser}:libwebkit2gtk-4.1-0"
      echo "WebKitWebDriver:webkit2gtk-driver"
      echo "Xvfb:xvfb"
      ;;
  esac
}
present() { if [[ "$1" == /* ]]; then [ -x "$1" ]; else command -v "$1" >/dev/null 2>&1; fi; }

missing_packages=()
for engine in "${engines[@]}"; do
  while IFS=: read -r what package; do
    present "$what" || missing_packages+=("$package")
  done < <(needs "$engine")
done
[ ${#missing_packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-engines: installing ${missing_packages[*]} for the Firefox and WebKit smoke suites..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing_packages[@]}" >/dev/null \
    || echo "ensure-engines: apt-get could not install ${missing_packages[*]}." >&2
fi

status=0
for engine in "${engines[@]}"; do
  while IFS=: read -r what package; do
    if ! present "$what"; then
      echo "ensure-engines: $engine: no $what: run \`sudo apt-get install $package\` (Debian/Ubuntu); its smoke suite is skipped until then." >&2
      status=1
    fi
  done < <(needs "$engine")
done
exit $status
