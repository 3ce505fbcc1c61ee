// @vitest-environment node
import { openPglite } from '../../server/db/pglite'
import { freshDataDir } from '../db/support/pgliteDir'
import { describeDelivery } from './support/deliverySuite'
import { removeDir } from './support/backend'

describeDelivery('PGlite', async () => {
  const dir = await freshDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await removeDir(dir)
    },
  }
})
