#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium to drive: Debian's package, never a browser Playwright downloads.
# The tests use CHROME_PATH when it is set, else /usr/bin/chromium (see playwright.config.ts).
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then exit 0; fi
  echo "ensure-chromium: CHROME_PATH=$CHROME_PATH is not an executable file: point it at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

chromium=/usr/bin/chromium
if [ -x "$chromium" ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's chromium package for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$chromium" ]; then exit 0; fi
  echo "ensure-chromium: apt-get installed chromium but $chromium is still missing: set CHROME_PATH to the Chromium binary." >&2
  exit 1
fi

echo "ensure-chromium: no Chromium at $chromium: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary." >&2
exit 1
