// @vitest-environment node
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { listMigrations, migrate, type Migration } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { lead, olderChatLead } from '../../scripts/support/lead'
import { insertOf } from './support/leadTable'
import { freshDataDir } from './support/pgliteDir'

/**
 * The history is one baseline, then one migration per change: a data folder (a developer's DATA_DIR, a server's
 * database) that ran the migrations of its day gets each later one on its next start, in order, and keeps the rows
 * it holds. Here, a data folder that ran the given migrations, for the tests of the enclosing describe (opened
 * before them, closed after them), and a folder of migrations to migrate it with next.
 */
function folderThatRan(migrations: () => Promise<Migration[]>) {
  let db: Database | undefined
  let dataDir = ''
  let dir = ''
  beforeAll(async () => {
    dataDir = await freshDataDir()
    dir = await mkdtemp(join(tmpdir(), 'migrations-'))
    for (const migration of await migrations()) await copyFile(migration.file, join(dir, basename(migration.file)))
    db = await openPglite(dataDir)
    await migrate(db, dir)
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    await rm(dir, { recursive: true, force: true })
    await rm(dataDir, { recursive: true, force: true })
  })
  return {
    db: () => {
      if (!db) throw new Error('the data folder is not open')
      return db
    },
    /** Adds a migration to the folder the next migrate() reads. */
    add: (file: string, sql: string) => writeFile(join(dir, file), sql),
    dir: () => dir,
  }
}

const baselineOnly = async () => (await listMigrations()).slice(0, 1)

const INSERT = `insert into public.contact_submissions (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version)
                values ($1, $2, 'Diaz', $3, $4, 'Florida', true, '/', '2025-01-01')`

function asAnon(db: Database, sql: string, params: unknown[]) {
  return db.transaction(async (session) => {
    await session.query(`select set_config('role', 'anon', true)`)
    return session.query(sql, params)
  })
}

const storedRow = async (db: Database, id: string) =>
  (await db.transaction((session) => session.query('select * from public.contact_submissions where id = $1', [id])))[0]

/** Every migration before the one named: a folder that ran them stands for a data folder of that day. */
const migrationsBefore = (named: string) => async () => {
  const all = await listMigrations()
  return all.slice(
    0,
    all.findIndex(({ version, name }) => `${version}_${name}` === named),
  )
}

/** Adds the migration named to the folder and runs the start-up's migrate: it, and only it, applies. */
async function applyNext(folder: ReturnType<typeof folderThatRan>, named: string) {
  const migration = (await listMigrations()).find(({ version, name }) => `${version}_${name}` === named)
  if (!migration) throw new Error(`no migration ${named}`)
  await folder.add(basename(migration.file), await readFile(migration.file, 'utf8'))
  expect(await migrate(folder.db(), folder.dir())).toEqual([named])
}

/** The leads' chain as staff verify it (public.verify_evidence_chains()). */
const leadsChain = async (db: Database) =>
  (
    await db.transaction(async (session) => {
      await session.query(`select set_config('role', 'service_role', true)`)
      return session.query<{ chains: { leads: { records: number; breaks: unknown[] } } }>(
        'select public.verify_evidence_chains() as chains',
      )
    })
  )[0].chains.leads

describe('supabase/migrations', () => {
  it('opens with the one baseline, which every later migration follows', async () => {
    const [baseline, ...later] = await listMigrations()
    expect(baseline.name).toBe('baseline')
    expect(later.map((migration) => migration.name)).not.toContain('baseline')
    for (const migration of later) expect(migration.version > baseline.version, migration.name).toBe(true)
  })
})

describe('upgrading a data folder that ran the baseline', () => {
  const folder = folderThatRan(baselineOnly)

  it('applies the later migrations in version order, each once, whatever order their files were written in', async () => {
    const db = folder.db()
    // The second needs the first: run in any other order, it fails.
    await folder.add('20991231000002_probe_second.sql', `insert into private.upgrade_probe (step) values (2);`)
    await folder.add(
      '20991231000001_probe_first.sql',
      `create table private.upgrade_probe (step integer primary key); insert into private.upgrade_probe (step) values (1);`,
    )
    expect(await migrate(db, folder.dir())).toEqual(['20991231000001_probe_first', '20991231000002_probe_second'])
    expect(await migrate(db, folder.dir())).toEqual([])
    const steps = await db.transaction((session) =>
      session.query('select step from private.upgrade_probe order by step'),
    )
    expect(steps).toEqual([{ step: 1 }, { step: 2 }])
  }, 30_000)

  it('keeps the rows stored before a stricter rule as they are and judges every new row by it', async () => {
    const db = folder.db()
    const oldId = '00000000-0000-4000-8000-000000000001'
    await asAnon(db, INSERT, [oldId, 'Zed', 'old@example.com', '3055550101'])
    // A later rule, added as the history's rules are: `not valid`, so it judges new rows and leaves stored ones.
    await folder.add(
      '20991231000003_no_zed.sql',
      `alter table public.contact_submissions add constraint contact_submissions_no_zed check (first_name <> 'Zed') not valid;`,
    )
    expect(await migrate(db, folder.dir())).toEqual(['20991231000003_no_zed'])
    expect(await storedRow(db, oldId)).toMatchObject({ first_name: 'Zed', email: 'old@example.com' })
    await expect(
      asAnon(db, INSERT, ['00000000-0000-4000-8000-000000000002', 'Zed', 'new@example.com', '3055550102']),
    ).rejects.toThrow('contact_submissions_no_zed')
  }, 30_000)

  it('leaves nothing of a migration that fails, records it not, and runs none after it', async () => {
    const db = folder.db()
    await folder.add('20991231000004_fails.sql', `create table private.half_done (id integer); select 1 / 0;`)
    await folder.add('20991231000005_after.sql', `create table private.after_failure (id integer);`)
    await expect(migrate(db, folder.dir())).rejects.toThrow('Migration 20991231000004_fails failed: division by zero')
    const left = await db.transaction((session) =>
      session.query(`select pg_catalog.to_regclass('private.half_done') as half, pg_catalog.to_regclass('private.after_failure') as after,
                            exists (select from supabase_migrations.schema_migrations where version >= '20991231000004') as recorded`),
    )
    expect(left).toEqual([{ half: null, after: null, recorded: false }])
  }, 30_000)
})

describe('upgrading a data folder whose chat leads hold the answers the chat has since retired', () => {
  const folder = folderThatRan(baselineOnly)
  const CHAT_ANSWERS = '20261129074500_chat_outcome_answers'

  it('keeps them as stored, lets them be updated, and refuses the retired codes on a new lead', async () => {
    const db = folder.db()
    // Stored through the baseline's own pipeline, as the chat of its day sent it: without the columns it did not have.
    const { household_size: _size, income_band: _band, coverage_year: _year, ...old } = olderChatLead()
    await asAnon(db, ...insertOf(old))
    await applyNext(folder, CHAT_ANSWERS)

    expect(await storedRow(db, old.id)).toMatchObject({
      income_range: 'under30k',
      current_insurance: 'medicaidOrMedicare',
      household_size: null,
      income_band: null,
      coverage_year: null,
    })
    await db.transaction((session) =>
      session.query(`update public.contact_submissions set first_name = 'Anabel' where id = $1`, [old.id]),
    )
    expect(await storedRow(db, old.id)).toMatchObject({ first_name: 'Anabel', current_insurance: 'medicaidOrMedicare' })
    await expect(asAnon(db, ...insertOf(olderChatLead()))).rejects.toThrow(
      'The chat did not send its answers as it should.',
    )
  }, 60_000)
})

describe('upgrading a data folder whose leads were hashed before the hash covered the whole record', () => {
  const WHOLE_RECORD = '20261129234000_lead_chain_whole_record'
  const folder = folderThatRan(migrationsBefore(WHOLE_RECORD))
  const formatOf = async (db: Database, id: string) => (await storedRow(db, id))?.evidence_format ?? null

  it('verifies the leads stored before as they were hashed, and hashes every later one over the whole record', async () => {
    const db = folder.db()
    const older = { ...lead(), submit_label: 'Request a Callback', build_id: '2026-11-29.6465db6a1b2c', gpc: true }
    await asAnon(db, ...insertOf(older))
    await applyNext(folder, WHOLE_RECORD)

    expect(await formatOf(db, older.id)).toBeNull()
    expect(await leadsChain(db)).toMatchObject({ records: 1, breaks: [] })
    const later = { ...lead(), submit_label: 'Request a Callback', build_id: '2026-11-29.6465db6a1b2c', gpc: true }
    await asAnon(db, ...insertOf(later))
    expect(await formatOf(db, later.id)).toBe(2)
    expect(await leadsChain(db)).toMatchObject({ records: 2, breaks: [] })
  }, 60_000)
})

describe('upgrading a data folder whose leads were hashed before the hash covered their contact', () => {
  const WHOLE_LEAD = '20261130120000_lead_record_whole'
  const folder = folderThatRan(migrationsBefore(WHOLE_LEAD))

  it('verifies the leads stored before as they were hashed (format 2), and hashes every later one with its contact (3)', async () => {
    const db = folder.db()
    const older = lead()
    await asAnon(db, ...insertOf(older))
    await applyNext(folder, WHOLE_LEAD)

    expect((await storedRow(db, older.id))?.evidence_format).toBe(2)
    expect(await leadsChain(db)).toMatchObject({ records: 1, breaks: [] })
    const later = lead()
    await asAnon(db, ...insertOf(later))
    expect((await storedRow(db, later.id))?.evidence_format).toBe(3)
    expect(await leadsChain(db)).toMatchObject({ records: 2, breaks: [] })
  }, 60_000)
})

// Each migration after the baseline applies to a data folder that ran every one before it: one folder, brought
// forward one migration at a time, as a developer's DATA_DIR is at each start (each step a test of its own).
const later = (await listMigrations()).slice(1)
describe('upgrading one data folder through the history, one migration at a time', () => {
  const folder = folderThatRan(baselineOnly)

  it.each(later.map((migration) => [`${migration.version}_${migration.name}`, migration] as const))(
    'applies %s on the next start, and only it',
    async (name, migration) => {
      await folder.add(basename(migration.file), await readFile(migration.file, 'utf8'))
      expect(await migrate(folder.db(), folder.dir())).toEqual([name])
    },
    30_000,
  )
})
