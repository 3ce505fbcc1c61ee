// First: the spec files import content/ outside Vite, in every worker that loads this config.
import './scripts/defineBuildConstants'
import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { testChromium } from './scripts/browsers/chromiumPath'
import { distDir } from './server/distDir'
import { LIMITED_SUBMISSIONS, limitedOrigin } from './tests/e2e/support/limited'

/**
 * End-to-end tests against the built, prerendered site served by server/ (build first: `npm run build`).
 * DIST_DIR picks the build (default dist), E2E_PORT the port (and the next one for the rate-limited server),
 * E2E_DATA_DIR the database folder, CHROME_PATH the browser.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
const limitedURL = limitedOrigin()
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'
// Runs on the build with the CMS consent page on, in a project of its own; every other spec reads dist/.
const authorizeSpec = /\/authorize\.spec\.ts$/
const reuseExistingServer = !process.env.CI && process.env.E2E_REUSE_SERVER === '1'

/** server/start.ts serving this run's build on `origin`, with these settings, from a migrated database (support/siteServer.ts). */
function siteServer(origin: string, env: Record<string, string>) {
  return {
    command: 'node --import tsx tests/e2e/support/siteServer.ts',
    url: `${origin}/`,
    // The tests read leads back with the published staff key (tests/e2e/support/leads.ts): they opt in to it.
    env: { PORT: new URL(origin).port, HOST: '127.0.0.1', DIST_DIR: distDir(), ALLOW_PUBLISHED_STAFF_KEY: '1', ...env },
    // A server already on the port may be serving another build: reuse it only when asked, never in CI.
    reuseExistingServer,
    // A fresh PGlite folder takes about 5 s on a quiet machine and over 60 s on a loaded one (where no migrated copy
    // is kept yet): wait, don't fail.
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  }
}

// Debian's Chromium, never a browser Playwright downloads: its headless shell where installed (scripts/browsers/chromiumPath.ts).
const executablePath = testChromium()
if (!existsSync(executablePath)) {
  throw new Error(`No Chromium at ${executablePath}: run \`bash scripts/test/ensure-chromium.sh\` or set CHROME_PATH.`)
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Three workers on two cores: the browser tests wait on timers, the network and the servers, and a third worker
  // fills those waits. The whole stage alone on this machine: 471 s with two workers, 445 s with three, each test
  // about 40% slower and none nearer its timeout than 56% (docs/qa.md, 'The test suite's time').
  workers: 3,
  // Two shared cores run 900 browser tests with animations, timers and a database: a test that fails once and then
  // passes is retried once and reported as flaky, by name, in npm test's summary; one that fails twice fails.
  retries: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    actionTimeout: 10_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The CMS consent page, on the second build (VITE_AGENT_AUTHORIZATION=on, tests/e2e/support/authorizeBuild.ts),
    // which the spec serves itself on a fresh database; at desktop width, as one browser run is enough.
    // First: its one test takes about 50 s (a server of its own, both languages), and the workers take projects in this
    // order; last, it ran alone at the end of the run.
    {
      name: 'authorize',
      testMatch: authorizeSpec,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The prerendered HTML does not depend on the viewport: *.html.spec.ts read it once, as a crawler does.
    { name: 'html', testMatch: /\.html\.spec\.ts$/, use: { screenshot: 'off' } },
    {
      name: 'phone',
      testIgnore: [/\.html\.spec\.ts$/, authorizeSpec],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      testIgnore: [/\.html\.spec\.ts$/, authorizeSpec],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    // Leads go to a database of the test run's own (scripts/test.sh empties it first). Every test submits from
    // 127.0.0.1, so the per-client limit is set far above what the suite sends; the limit has a server of its own.
    siteServer(baseURL, { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' }),
    // The same site with a per-client limit of LIMITED_SUBMISSIONS an hour, for the visitor's view of the rate limit.
    siteServer(limitedURL, {
      DATA_DIR: `${dataDir}-limited`,
      RATE_LIMIT_MAX: String(LIMITED_SUBMISSIONS),
      RATE_LIMIT_WINDOW_SECONDS: '3600',
    }),
  ],
})
