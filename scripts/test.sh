#!/usr/bin/env bash
# The one test command (`npm test`, also run by .ci/run): types, lint, unit/server tests, the real build, then the
# browser tests in Chromium against the built site on server/, then the smoke suites in Firefox and WebKit. Ends with
# one 'N passed, N failed, N skipped' line that counts the type check and the lint step too.
set -uo pipefail
cd "$(dirname "$0")/.."
# Node 24 from the `node` devDependency, as `npm test` runs it, even when this file is run with bash directly.
export PATH="$PWD/node_modules/.bin:$PATH"

# Where each suite writes its JSON report: named here only, handed to the suites and to the summary.
reports=.reports
vitest_report="$reports/vitest.json"
playwright_report="$reports/playwright.json"
engines_report="$reports/engines.json"
rm -rf "$reports" && mkdir -p "$reports"

status=0
typecheck=passed
lint=passed
vitest_exit=1       # until the suite runs and says otherwise
playwright_exit=1
engines_exit=1
# Each stage's wall time, printed above the summary: where a run's time went (docs/qa.md, the suite's time).
stage=""
stage_started=$SECONDS
timings=()
step() {
  if [ -n "$stage" ]; then timings+=("$(printf '%6d s  %s' $((SECONDS - stage_started)) "$stage")"); fi
  stage="$*"
  stage_started=$SECONDS
  echo; echo "== $*"
}
print_timings() {
  step "time per stage"
  printf '%s\n' "${timings[@]}"
  printf '%6d s  in all\n' "$SECONDS"
}
summary() {
  node --import tsx scripts/test/summary.ts --typecheck "$typecheck" --lint "$lint" \
    --vitest "$vitest_report" --vitest-exit "$vitest_exit" --playwright "$playwright_report" --playwright-exit "$playwright_exit" \
    --engines "$engines_report" --engines-exit "$engines_exit"
}

if [ ! -d node_modules ]; then step "installing dependencies (npm ci)"; npm ci --no-audit --no-fund || exit 1; fi
echo "Node $(node -v)"

step "type check and lint at once (tsc; biome, knip)"
# The lint runs beside the type check (each leaves a core half idle: 18 s in turn, 11 s together); its findings are
# printed after the type check's. Two programs: the browser code without Node types (tsconfig.browser.json), then the
# Node side (tsconfig.json). The lint only checks, never writes (`npm run format` formats the tree); biome and knip
# both run, so one log shows every finding.
lint_log="$reports/lint.log"
( npx --no-install biome ci --error-on-warnings && npx --no-install knip --no-progress ) > "$lint_log" 2>&1 &
lint_job=$!
npx --no-install tsc -p tsconfig.browser.json && npx --no-install tsc -p tsconfig.json || { typecheck=failed; status=1; }
wait "$lint_job" || { lint=failed; status=1; }
cat "$lint_log"

step "unit, machine, database and server tests (vitest)"
bash scripts/test/ensure-postgres.sh
npx --no-install vitest run --reporter=default --reporter=json --outputFile="$vitest_report"
vitest_exit=$?; [ "$vitest_exit" -eq 0 ] || status=1

step "build and prerender, and the build with the CMS consent page on (for tests/e2e/authorize.spec.ts), at once"
# The second is the same site with VITE_AGENT_AUTHORIZATION=on, in a folder of its own
# (tests/e2e/support/authorizeBuild.ts), so dist/ stays the default build the other browser tests read; emptied first,
# so a failed build leaves no old one behind. Each build leaves a core idle half its time: 50 s in turn, 32 s at once.
# The second one's output is printed after the first's.
authorize_log="$reports/build-authorize.log"
npm run --silent build:authorize > "$authorize_log" 2>&1 &
authorize_job=$!
bash scripts/build.sh
build_exit=$?
wait "$authorize_job"
authorize_exit=$?
cat "$authorize_log"
if [ "$build_exit" -ne 0 ]; then
  echo "The build failed: browser tests cannot run."; print_timings; summary; exit 1
fi
[ "$authorize_exit" -eq 0 ] || { echo "The build with the CMS consent page on failed: its browser test fails in CI."; status=1; }

step "browser tests (Playwright on the system Chromium)"
if bash scripts/test/ensure-chromium.sh; then
  # The database folders playwright.config.ts hands its two servers (E2E_DATA_DIR, default .data-e2e).
  rm -rf "${E2E_DATA_DIR:-.data-e2e}" "${E2E_DATA_DIR:-.data-e2e}-limited"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$playwright_report" npx --no-install playwright test --reporter=list,json
  playwright_exit=$?; [ "$playwright_exit" -eq 0 ] || status=1
else
  status=1
fi

step "engine smoke tests (Firefox ESR and WebKitGTK, tests/engines)"
# Never fatal here: an engine this machine cannot run reports its tests as skipped, with the command that installs it.
bash scripts/test/ensure-engines.sh
npx --no-install vitest run --config tests/engines/vitest.config.ts --reporter=default --reporter=json --outputFile="$engines_report"
engines_exit=$?; [ "$engines_exit" -eq 0 ] || status=1

print_timings
step "summary"
summary || status=1
exit $status
