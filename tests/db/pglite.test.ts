// @vitest-environment node
import { rm } from 'node:fs/promises'
import { openPglite } from '../../server/db/pglite'
import { runEverySuite } from './support/everySuite'
import { freshDataDir } from './support/pgliteDir'

/** A fresh PGlite database in a folder of its own, removed when the suite closes it. */
async function freshPglite() {
  const dir = await freshDataDir()
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
