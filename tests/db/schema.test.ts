// @vitest-environment node
import { readFile, rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { SCHEMA_FILE, schemaSnapshot } from '../../scripts/schema'
import { freshDataDir } from './support/pgliteDir'

describe('supabase/schema.sql', () => {
  let db: Database
  let dir: string

  beforeAll(async () => {
    dir = await freshDataDir()
    db = await openPglite(dir)
    await migrate(db)
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('is the schema every migration gives a fresh database', async () => {
    const snapshot = await schemaSnapshot(db)
    const file = await readFile(SCHEMA_FILE, 'utf8').catch(() => '')
    if (file === snapshot) return
    const [want, have] = [snapshot.split('\n'), file.split('\n')]
    const line = want.findIndex((text, index) => text !== have[index])
    expect.fail(
      `supabase/schema.sql is out of date: run npm run schema (and read its diff: it is what the migrations changed). ` +
        `First difference at line ${line + 1}: expected ${JSON.stringify(want[line])}, the file has ${JSON.stringify(have[line] ?? '(end of file)')}`,
    )
  })
})
