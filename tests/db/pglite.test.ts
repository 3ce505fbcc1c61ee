// @vitest-environment node
import { rm } from 'node:fs/promises'
import { openPglite } from '../../server/db/pglite'
import { describeChatLeads } from './support/chatLeadSuite'
import { describeConsentShown } from './support/consentSuite'
import { describeOptOuts } from './support/optOutSuite'
import { describeConsentEvidence } from './support/consentEvidenceSuite'
import { describeMigration } from './support/migrationSuite'
import { describeLeadOrigin } from './support/originSuite'
import { describeOutbox } from './support/outboxSuite'
import { describeStateCode } from './support/stateCodeSuite'
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

describeMigration('PGlite', freshPglite)
describeLeadOrigin('PGlite', freshPglite)
describeOutbox('PGlite', freshPglite)
describeChatLeads('PGlite', freshPglite)
describeStateCode('PGlite', freshPglite)
describeConsentShown('PGlite', freshPglite)
describeOptOuts('PGlite', freshPglite)
describeConsentEvidence('PGlite', freshPglite)
