import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Database } from '../../../server/db/database'
import { migrate } from '../../../server/db/migrations'
import { sqlStore } from '../../../server/delivery/sqlStore'
import type { Target } from '../../../supabase/functions/_shared/leadDelivery/types.ts'
import { roles, type Row } from './roles'
import { wordingsOf } from '../../../scripts/support/lead'
import { pathIn } from '../../../rules/locales'

export type Lead = {
  id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
  state: string | null
  agreed_to_contact: boolean | null
  page: string | null
  consent_version: string | null
  /** The text box's wording: every form shows the box, so a new lead names it (insert step 6). */
  sms_consent_version: string | null
}

let leads = 0

/**
 * A valid lead; each one from another email address and phone number, so the repeat guard never counts them together.
 * Its page and text-box wording are in the language of the call wording it names (a lead's wordings are in its page's
 * language: insert step 5), so `lead({ consent_version: 'es-2026-11-29' })` comes from the Spanish Florida page.
 */
export function lead(overrides: Partial<Lead> = {}): Lead {
  leads += 1
  const { language, smsConsentVersion } = wordingsOf(overrides.consent_version)
  return {
    id: randomUUID(),
    first_name: 'Ana',
    last_name: 'Diaz',
    email: `ana.diaz.${leads}@example.com`,
    phone: `(305) 556-${String(leads).padStart(4, '0')}`,
    state: 'Florida',
    agreed_to_contact: true,
    page: pathIn(language, '/health-insurance-florida'),
    consent_version: '2025-01-01',
    sms_consent_version: smsConsentVersion,
    ...overrides,
  }
}

export const LEAD_COLUMNS =
  'id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version, sms_consent_version'
export const INSERT = `insert into public.contact_submissions (${LEAD_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`
export const values = (row: Lead) => [
  row.id,
  row.first_name,
  row.last_name,
  row.email,
  row.phone,
  row.state,
  row.agreed_to_contact,
  row.page,
  row.consent_version,
  row.sms_consent_version,
]

/** The statement the browser's JSON insert becomes: only the columns the row sends (PostgREST's `columns`). */
export function insertOf(row: Row): [string, unknown[]] {
  const columns = Object.keys(row).filter((name) => row[name] !== undefined)
  const json = JSON.stringify([Object.fromEntries(columns.map((name) => [name, row[name]]))])
  return [
    `insert into public.contact_submissions (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::public.contact_submissions, $1::json)`,
    [json],
  ]
}

/** Opens a fresh, empty database (PGlite in a folder of its own, or one on a PostgreSQL server) and closes it. */
export type OpenDatabase = () => Promise<{ db: Database; close: () => Promise<void> }>

export type LeadTable = ReturnType<typeof roles> & {
  /** The migrated database (valid inside tests, once the suite's beforeAll has run). */
  db: () => Database
  /** The stored row with this id, read as the owner (undefined when there is none). */
  stored: (id: string) => Promise<Row>
}

/**
 * A freshly migrated database for the tests of the enclosing describe, opened before them and closed after: the
 * setup every suite of the migrations' tables (leads, opt-outs, the outbox) shares.
 */
export function migratedLeadTable(open: OpenDatabase): LeadTable {
  let db: Database
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ db, close } = await open())
    await migrate(db)
  }, 60_000)

  afterAll(async () => {
    await close?.()
  })

  const statements = roles(() => db)
  return {
    ...statements,
    db: () => db,
    stored: async (id: string) =>
      (await statements.asOwner('select * from public.contact_submissions where id = $1', [id]))[0],
  }
}

/**
 * Before each test of the enclosing describe, an empty outbox delivering to these targets: rows earlier tests left
 * would be claimed first.
 */
export function emptyOutboxBeforeEach(table: LeadTable, targets: readonly Target[]) {
  beforeEach(async () => {
    await table.asOwner('delete from public.lead_notifications')
    await sqlStore(table.db()).setTargets(targets)
  })
}
