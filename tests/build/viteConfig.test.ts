// @vitest-environment node
import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * Vite bundles vite.config.ts and everything it imports to load it, and warns, on every build, about each import its
 * native loader (Node's own, planned to become the default) could not follow: an import without its file extension.
 * The config's own modules (scripts/build/, src/lib/readConfig.ts and what they import) name their files in full, so
 * `npm run build` prints no warning and the config loads either way.
 */
// The engine smoke suites' own config (tests/engines/vitest.config.ts), which `npm test` loads, is held to the same.
describe.each(['vite.config.ts', 'tests/engines/vitest.config.ts'])('%s', (file) => {
  for (const loader of ['bundle', 'native'] as const) {
    it(`loads with the ${loader} loader without a warning`, async () => {
      const warnings: string[] = []
      const logger = createLogger('warn')
      logger.warn = (message) => void warnings.push(message)
      logger.warnOnce = (message) => void warnings.push(message)
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production' },
        file,
        process.cwd(),
        'warn',
        logger,
        loader,
      )
      expect(loaded?.path).toMatch(/(vite|vitest)\.config\.ts$/)
      expect(warnings).toEqual([])
    })
  }
})
