import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { copyAlias } from '../../scripts/build/copyAlias.ts'
import {
  readAgencyCredentials,
  readAgentAuthorization,
  readTextProgram,
  readAgentHours,
  readMedicareMarketing,
} from '../../src/lib/readConfig.ts'
import { defaultLocale } from '../../rules/locales.ts'

/**
 * The Firefox and WebKit smoke suites (`npm test` runs them after the build; on their own:
 * `npx vitest run --config tests/engines/vitest.config.ts`). Their own config, not a project in vite.config.ts: they
 * need the built site and the browsers, so a plain `npx vitest run` must not pick them up. One file per engine, the two
 * at once (one browser session per engine, reused by every check): each waits on its own real-time chat and on its
 * browser's startup while the other works, 146 s in turn and 98 s together on two cores.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // The schedule the build states (vite.config.ts defines the same): the suites read content/ that words it.
  define: {
    __AGENT_HOURS__: JSON.stringify(readAgentHours(process.env)),
    __MEDICARE_MARKETING__: JSON.stringify(readMedicareMarketing(process.env)),
    __AGENCY_CREDENTIALS__: JSON.stringify(readAgencyCredentials(process.env)),
    __AGENT_AUTHORIZATION__: JSON.stringify(readAgentAuthorization(process.env)),
    __TEXT_PROGRAM__: JSON.stringify(readTextProgram(process.env)),
  },
  // The suites check the site in its default language's words.
  resolve: { alias: copyAlias(defaultLocale, fileURLToPath(new URL('../..', import.meta.url))) },
  test: {
    include: ['tests/engines/*.engine.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/globalSetup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // The workers are kept from file to file: each new one would cost a few seconds of startup.
    isolate: false,
    // As the Chromium suite: a check that fails once on a loaded machine runs again, and npm test's summary names it flaky.
    retry: 1,
    testTimeout: 120_000,
    // A real browser on a loaded machine: what the page shows may take a few frames to settle.
    expect: { poll: { timeout: 5_000, interval: 50 } },
    hookTimeout: 120_000,
  },
})
