// @vitest-environment node
import { rm } from 'node:fs/promises'
import { openPglite } from '../../server/db/pglite'
import { runEverySuite } from './support/everySuite'
import { migratedDataDir } from './support/pgliteDir'

/**
 * A fresh PGlite database in a folder of its own, removed when the suite closes it: a copy of one already migrated
 * (each suite's migrate() then finds nothing to apply), as migrating is what upgrade.test.ts and schema.test.ts test.
 */
async function freshPglite() {
  const dir = await migratedDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

runEverySuite('PGlite', freshPglite)
