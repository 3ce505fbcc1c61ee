// @vitest-environment node
import { rm } from 'node:fs/promises'
import { openPglite } from '../../server/db/pglite'
import { describeChatLeads } from './support/chatLeadSuite'
import { describeMigration } from './support/migrationSuite'
import { describeLeadOrigin } from './support/originSuite'
import { describeOutbox } from './support/outboxSuite'
import { describeStateCode } from './support/stateCodeSuite'
import { freshDataDir } from './support/pgliteDir'

describeMigration('PGlite', async () => {
  const dir = await freshDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
})

describeLeadOrigin('PGlite', async () => {
  const dir = await freshDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
})

describeOutbox('PGlite', async () => {
  const dir = await freshDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
})

describeChatLeads('PGlite', async () => {
  const dir = await freshDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
})

describeStateCode('PGlite', async () => {
  const dir = await freshDataDir()
  const db = await openPglite(dir)
  return {
    db,
    close: async () => {
      await db.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
})
