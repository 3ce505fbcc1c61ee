#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium to drive: Debian's packages, never a browser Playwright downloads.
# - chromium-headless-shell (/usr/bin/chromium-headless-shell): the tests' browser, Chromium's Blink without the
#   browser's window, as Playwright's own headless runs use; the browser suite takes about 40% less time in it.
# - chromium (/usr/bin/chromium): the whole browser, for `npm run screenshots` and `npm run bench` (Lighthouse), and
#   the tests' fallback where the headless shell cannot be installed.
# CHROME_PATH, when set, is the tests' browser instead (see playwright.config.ts, scripts/browsers/chromiumPath.ts).
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "ensure-chromium: CHROME_PATH=$CHROME_PATH is not an executable file: point it at a Chromium or Chrome binary, or unset it to use Debian's chromium-headless-shell." >&2
  exit 1
fi

shell=/usr/bin/chromium-headless-shell
chromium=/usr/bin/chromium
missing=()
[ -x "$shell" ] || missing+=(chromium-headless-shell)
[ -x "$chromium" ] || missing+=(chromium)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's ${missing[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null || true
fi

if [ -x "$shell" ]; then exit 0; fi
if [ -x "$chromium" ]; then
  echo "ensure-chromium: no $shell, so the browser tests run in the whole browser ($chromium), about 40% slower: sudo apt-get install chromium-headless-shell." >&2
  exit 0
fi
echo "ensure-chromium: no Chromium at $shell or $chromium: install one (Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium) or set CHROME_PATH to a Chromium or Chrome binary." >&2
exit 1
