#!/usr/bin/env bash
# Builds the site: the client bundle, the server render bundle, then every route prerendered to HTML.
# DIST_DIR (default dist) lets a second build run beside the first without clobbering it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"   # Node 24 from the `node` devDependency, as npm scripts run it
dist="${DIST_DIR:-dist}"
npx --no-install vite build --outDir "$dist/client" --emptyOutDir --logLevel warn
npx --no-install vite build --ssr src/entry-server.tsx --outDir "$dist/server" --emptyOutDir --logLevel warn
DIST_DIR="$dist" node --import tsx scripts/prerender.ts
