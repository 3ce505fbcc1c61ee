import { readdirSync } from 'node:fs'
import { describeDelivery } from '../../server/support/deliverySuite'
import type { OpenDatabase } from './leadTable'

/**
 * The one runner of the database suites: every file of tests/db/suites/ (its default export), and server/'s
 * delivery suite (kept beside its helpers, which the browser tests import), on the engine given. pglite.test.ts and
 * postgres.test.ts each call it once, so every suite runs on both engines and none can be registered on one only:
 * a new suite is a new file in suites/, nothing else. (Two entry files rather than one, so the engines run in
 * parallel.)
 */
type Suite = (storage: string, open: OpenDatabase) => void

const SUITES_DIR = new URL('../suites/', import.meta.url)

export const everySuite: readonly Suite[] = [
  ...(await Promise.all(
    readdirSync(SUITES_DIR)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map(async (file) => {
        const { default: suite } = (await import(new URL(file, SUITES_DIR).href)) as { default?: unknown }
        if (typeof suite !== 'function')
          throw new Error(`tests/db/suites/${file} must export its suite as its default export`)
        return suite as Suite
      }),
  )),
  describeDelivery,
]

/** Every database suite on one engine: `storage` names it in the titles, `open` gives each suite a fresh database. */
export function runEverySuite(storage: string, open: OpenDatabase) {
  for (const suite of everySuite) suite(storage, open)
}
