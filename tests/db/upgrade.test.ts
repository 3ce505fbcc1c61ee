// @vitest-environment node
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { listMigrations, migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { freshDataDir } from './support/pgliteDir'

/**
 * A data folder that ran the first two migrations and holds a row the printable-text rule would refuse now:
 * the new migration applies on the next start, leaves that row as it was, and judges every new one.
 */
let dataDir: string
let oldMigrations: string
let db: Database

const INSERT = `insert into public.contact_submissions (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version)
                values ($1, $2, 'Diaz', $3, $4, 'Florida', true, '/', '2025-01-01')`

function asAnon(sql: string, params: unknown[]) {
  return db.transaction(async (session) => {
    await session.query(`select set_config('role', 'anon', true), set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'user-agent': 'Old\u0085Agent', 'x-forwarded-for': '<b>6.6.6.6</b>' }),
    ])
    return session.query(sql, params)
  })
}

beforeAll(async () => {
  dataDir = await freshDataDir()
  oldMigrations = await mkdtemp(join(tmpdir(), 'migrations-'))
  const all = await listMigrations()
  for (const migration of all.slice(0, 2)) await copyFile(migration.file, join(oldMigrations, basename(migration.file)))
  db = await openPglite(dataDir)
  await migrate(db, oldMigrations)
}, 60_000)

afterAll(async () => {
  await db?.close()
  await rm(oldMigrations, { recursive: true, force: true })
  await rm(dataDir, { recursive: true, force: true })
})

describe('upgrading a data folder to the printable-text rule', () => {
  it('keeps rows stored under the old rules as they are and refuses such rows from then on', async () => {
    const oldId = '00000000-0000-4000-8000-000000000001'
    await asAnon(INSERT, [oldId, '\u200b\u200b', 'old@example.com', '3055550101'])
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_contact_submissions_printable_text$/))
    const [old] = await db.transaction((session) =>
      session.query('select first_name, user_agent, client_ip from public.contact_submissions where id = $1', [oldId]),
    )
    expect(old).toEqual({ first_name: '\u200b\u200b', user_agent: 'Old\u0085Agent', client_ip: '<b>6.6.6.6</b>' })
    // The estimate column arrives empty on rows stored before it.
    const [{ estimate }] = await db.transaction((session) => session.query('select estimate from public.contact_submissions where id = $1', [oldId]))
    expect(estimate).toBeNull()
    await expect(asAnon(INSERT, ['00000000-0000-4000-8000-000000000002', '\u200b\u200b', 'new@example.com', '3055550102'])).rejects.toThrow(
      'Please enter a valid first name (up to 100 characters).',
    )
  })
})
