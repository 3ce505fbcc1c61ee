#!/usr/bin/env bash
# Makes sure the database tests can start a throwaway PostgreSQL server (Debian's postgresql package). Never fatal:
# without it tests/db runs on PGlite only and prints why the real-server half was skipped.
set -uo pipefail

if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-postgres: installing Debian's postgresql package for the database tests..."
  export DEBIAN_FRONTEND=noninteractive
  (apt-get update -qq && apt-get install -y -qq postgresql >/dev/null) || echo "ensure-postgres: apt-get could not install postgresql; the real-server database tests will be skipped."
  exit 0
fi

echo "ensure-postgres: no PostgreSQL server binaries: the real-server database tests will be skipped (Debian/Ubuntu: sudo apt-get install postgresql)."
