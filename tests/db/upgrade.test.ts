// @vitest-environment node
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { listMigrations, migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { sqlStore } from '../../server/delivery/sqlStore'
import { freshDataDir } from './support/pgliteDir'

/**
 * Data folders that ran only the earlier migrations and hold rows a later rule would refuse now: each new
 * migration applies on the next start, leaves those rows as they were, and judges every new one. Here, a data
 * folder that ran every migration older than `version`, for the tests of the enclosing describe (opened before
 * them, closed after them).
 */
function folderBefore(version: string): () => Database {
  let db: Database | undefined
  let dataDir = ''
  let dir = ''
  beforeAll(async () => {
    dataDir = await freshDataDir()
    dir = await mkdtemp(join(tmpdir(), 'migrations-'))
    for (const migration of await listMigrations()) {
      if (migration.version < version) await copyFile(migration.file, join(dir, basename(migration.file)))
    }
    db = await openPglite(dataDir)
    await migrate(db, dir)
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    await rm(dir, { recursive: true, force: true })
    await rm(dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!db) throw new Error('the data folder is not open')
    return db
  }
}

const INSERT = `insert into public.contact_submissions (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version)
                values ($1, $2, 'Diaz', $3, $4, 'Florida', true, '/', '2025-01-01')`

function asAnon(db: Database, sql: string, params: unknown[], userAgent = 'Old\u0085Agent') {
  return db.transaction(async (session) => {
    await session.query(`select set_config('role', 'anon', true), set_config('request.headers', $1, true)`, [
      JSON.stringify({ 'user-agent': userAgent, 'x-forwarded-for': '<b>6.6.6.6</b>' }),
    ])
    return session.query(sql, params)
  })
}

const storedRow = async (db: Database, id: string) =>
  (await db.transaction((session) => session.query('select * from public.contact_submissions where id = $1', [id])))[0]

describe('upgrading a data folder to the printable-text rule', () => {
  const folder = folderBefore('20261123110000')

  it('keeps rows stored under the old rules as they are and refuses such rows from then on', async () => {
    const db = folder()
    const oldId = '00000000-0000-4000-8000-000000000001'
    await asAnon(db, INSERT, [oldId, '\u200b\u200b', 'old@example.com', '3055550101'])
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_contact_submissions_printable_text$/))
    const old = await storedRow(db, oldId)
    expect(old).toMatchObject({ first_name: '\u200b\u200b', user_agent: 'Old\u0085Agent', client_ip: '<b>6.6.6.6</b>' })
    // The estimate column arrives empty on rows stored before it.
    expect(old.estimate).toBeNull()
    await expect(asAnon(db, INSERT, ['00000000-0000-4000-8000-000000000002', '\u200b\u200b', 'new@example.com', '3055550102'])).rejects.toThrow(
      'Please enter a valid first name (up to 100 characters).',
    )
  }, 30_000)
})

describe('upgrading a data folder to the visible-text rule', () => {
  const folder = folderBefore('20261124090000')

  it('keeps rows with invisible names and user agents as they are and refuses such rows from then on', async () => {
    const db = folder()
    const oldId = '00000000-0000-4000-8000-000000000011'
    await asAnon(db, INSERT, [oldId, '\u3164', 'old@example.com', '3055550111'], 'Mozilla\u{E0041}')
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_contact_submissions_visible_text$/))
    expect(await storedRow(db, oldId)).toMatchObject({ first_name: '\u3164', user_agent: 'Mozilla\u{E0041}' })
    await expect(asAnon(db, INSERT, ['00000000-0000-4000-8000-000000000012', '\u3164', 'new@example.com', '3055550112'])).rejects.toThrow(
      'Please enter a valid first name (up to 100 characters).',
    )
  }, 30_000)
})

describe('upgrading a data folder to counting one mailbox per address', () => {
  const folder = folderBefore('20261124100000')

  it('counts the leads stored before it under their mailbox, and keeps their spelling', async () => {
    const db = folder()
    const spellings = ['kept+1@example.com', 'KEPT@example.com.', '"kept"@example.com']
    for (const [i, email] of spellings.entries()) await asAnon(db, INSERT, [`00000000-0000-4000-8000-00000000002${i}`, 'Ana', email, `305555012${i}`])
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_contact_submissions_email_repeats$/))
    // A 4th lead of that mailbox is a repeat: answered like a stored lead, and left out.
    await asAnon(db, INSERT, ['00000000-0000-4000-8000-000000000029', 'Ana', 'kept@example.com', '3055550129'])
    const emails = await db.transaction((session) => session.query(`select email from public.contact_submissions where first_name = 'Ana' order by id`))
    expect(emails.map((row) => row.email)).toEqual(spellings)
  }, 30_000)
})

describe('upgrading a data folder to estimates of the site shape only', () => {
  const folder = folderBefore('20261124110000')

  it('keeps a padded estimate stored before it as it is and refuses such estimates from then on', async () => {
    const db = folder()
    const WITH_ESTIMATE = INSERT.replace('consent_version)', 'consent_version, estimate)').replace("'2025-01-01')", "'2025-01-01', $5)")
    const padded = `2026 coverage estimate: Florida.${' '.repeat(100)}Forged row`
    await asAnon(db, WITH_ESTIMATE, ['00000000-0000-4000-8000-000000000031', 'Ana', 'padded@example.com', '3055550131', padded])
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_contact_submissions_estimate_shape$/))
    expect(await storedRow(db, '00000000-0000-4000-8000-000000000031')).toMatchObject({ estimate: padded })
    await expect(
      asAnon(db, WITH_ESTIMATE, ['00000000-0000-4000-8000-000000000032', 'Ana', 'free@example.com', '3055550132', 'Free text.']),
    ).rejects.toThrow('The estimate sent with this form is not one the savings calculator writes.')
  }, 30_000)
})

describe('upgrading a data folder to chat leads', () => {
  const folder = folderBefore('20261125140000')

  it('keeps the leads stored before it as they are, without chat answers, and stores chat leads from then on', async () => {
    const db = folder()
    const oldId = '00000000-0000-4000-8000-000000000041'
    await asAnon(db, INSERT, [oldId, 'Ana', 'before-chat@example.com', '3055550141'])
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_chat_leads$/))
    expect(await storedRow(db, oldId)).toMatchObject({ last_name: 'Diaz', email: 'before-chat@example.com', state: 'Florida', zip_code: null, age_range: null })
    const chatId = '00000000-0000-4000-8000-000000000042'
    await asAnon(
      db,
      `insert into public.contact_submissions (id, first_name, phone, agreed_to_contact, page, consent_version, source, zip_code, age_range)
       values ($1, 'Ana', '3055550142', true, '/', '2025-01-01', 'chat', '33101', 'age65plus')`,
      [chatId],
    )
    expect(await storedRow(db, chatId)).toMatchObject({ last_name: null, email: null, state: null, zip_code: '33101', age_range: 'age65plus' })
    await expect(asAnon(db, INSERT, ['00000000-0000-4000-8000-000000000043', 'Ana', null, '3055550143'])).rejects.toThrow(
      'Please enter your email address.',
    )
  }, 30_000)
})

describe('upgrading a data folder to state codes', () => {
  const folder = folderBefore('20261125150000')

  // The folders of the describes above hold rows a later check constraint refuses: they upgrade through this
  // migration too, which shows its backfill (a rewrite, not an update) leaves such rows alone.
  it('gives the leads stored before it the code of the state they name, and every new lead its own', async () => {
    const db = folder()
    const before = [
      ['00000000-0000-4000-8000-000000000051', 'texas', 'TX'],
      ['00000000-0000-4000-8000-000000000052', 'Nueva York', 'NY'],
      ['00000000-0000-4000-8000-000000000053', 'Narnia', null],
    ] as const
    for (const [id, state] of before) {
      await asAnon(db, INSERT.replace("'Florida'", '$5'), [id, 'Ana', `${id.slice(-2)}-before-codes@example.com`, `30555501${id.slice(-2)}`, state])
    }
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_contact_submissions_state_code$/))
    for (const [id, state, code] of before) expect(await storedRow(db, id)).toMatchObject({ state, state_code: code })
    const newId = '00000000-0000-4000-8000-000000000054'
    await asAnon(db, INSERT.replace("'Florida'", "'Nuevo México'"), [newId, 'Ana', 'after-codes@example.com', '3055550154'])
    expect(await storedRow(db, newId)).toMatchObject({ state: 'Nuevo México', state_code: 'NM' })
  }, 30_000)
})

describe('upgrading a data folder to a separate dead-delivery alert', () => {
  const folder = folderBefore('20261127200000')

  it('keeps the report of a delivery reported dead, and reports the one reported only late before it died', async () => {
    const db = folder()
    const reportedDead = '00000000-0000-4000-8000-000000000061'
    const reportedLate = '00000000-0000-4000-8000-000000000062'
    await asAnon(db, INSERT, [reportedDead, 'Ana', 'reported-dead@example.com', '3055550161'])
    await asAnon(db, INSERT, [reportedLate, 'Ana', 'reported-late@example.com', '3055550162'])
    // A late report comes before the attempts that follow it; a dead one after the last attempt.
    const stamp = `update public.lead_notifications set status = 'dead', attempts = 12,
                     last_attempt_at = now() - make_interval(mins => $2), reported_at = now() - make_interval(mins => $3) where lead_id = $1`
    await db.transaction(async (session) => {
      await session.query(stamp, [reportedDead, 10, 5])
      await session.query(stamp, [reportedLate, 5, 10])
    })
    expect(await migrate(db)).toContainEqual(expect.stringMatching(/^\d{14}_lead_delivery_dead_alert$/))
    const alerts = await sqlStore(db).claimAlerts(300)
    expect(alerts.map((alert) => [alert.lead_id, alert.status])).toEqual([[reportedLate, 'dead']])
  }, 30_000)
})
