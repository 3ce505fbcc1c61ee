#!/usr/bin/env bash
# The edit loop's test command (`npm run test:quick`): the type check, the unit tests and the machines' model tests in
# every language, in a few minutes. No build, no browser, no database and no server started: what it leaves out
# (tests/db, tests/server, tests/build/pageText.test.ts, the browser suites) only `npm test` runs.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"   # Node 24 from the `node` devDependency, as npm scripts run it

echo "== type check"
tsc -p tsconfig.browser.json && tsc -p tsconfig.json || exit 1
echo
echo "== unit and machine tests (vitest)"
# Path filters: every file under tests/unit and tests/machines, in each language's project, and the build's two
# checks that build nothing.
exec vitest run tests/unit/ tests/machines/ tests/build/chunkGroups.test.ts tests/build/viteConfig.test.ts "$@"
