import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { migrateInto } from '../../db/support/pgliteDir'

/**
 * server/start.ts as the browser tests' two servers run it (playwright.config.ts): when DATA_DIR holds no database
 * yet, a copy of the migrated one tests/db/support/pgliteDir.ts keeps is put there first. A new PGlite database runs
 * initdb and every migration, 15 s of both servers' start on a loaded machine before the first test could run; the
 * copy opens in about 2 s, and server/ finds nothing to apply, as on any restart. Creating and migrating a database
 * from nothing is tested where it is the subject (tests/server/start.test.ts, tests/db/).
 */
const dataDir = process.env.DATA_DIR
if (dataDir && !existsSync(join(dataDir, 'pglite'))) await migrateInto(dataDir)
await import('../../../server/start')
