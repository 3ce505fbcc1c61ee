#!/usr/bin/env bash
# Builds the site: for each language of rules/locales.ts, default first, the client bundle and the server render
# bundle; then every route of every language prerendered to HTML.
# Both go under DIST_DIR (default dist; read by server/distDir.ts), so a second build can sit beside the first.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"   # Node 24 from the `node` devDependency, as npm scripts run it
# One day for both bundles and the prerender (rules/pageYear.ts), even across midnight.
export BUILD_DAY="${BUILD_DAY:-$(date -u +%F)}"
node --import tsx scripts/build/checkFacts.ts
node --import tsx scripts/build/stateRoutes.ts --check   # src/routes/ has one route per state of content/en/states.ts
# Each language's browser bundle and render bundle (`@copy/` is its words: scripts/build/copyAlias.ts): the default
# language first, its build empties dist.
for locale in $(node --import tsx scripts/build/localeCodes.ts); do
  BUILD_LOCALE=$locale npx --no-install vite build --logLevel warn
  BUILD_LOCALE=$locale npx --no-install vite build --ssr src/entry-server.tsx --logLevel warn
done
node --import tsx scripts/build/prerender.ts
# The next day a fact the pages state changes, for server/'s rebuild warning (docs/deploying.md).
node --import tsx scripts/build/freshness.ts
