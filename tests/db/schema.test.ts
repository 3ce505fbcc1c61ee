// @vitest-environment node
import { readFile, rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatLeadRow, LeadRow } from '../../machines/leadFields'
import type { Database } from '../../server/db/database'
import { migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { SCHEMA_FILE, schemaSnapshot } from '../../scripts/schema'
import {
  databaseLists,
  differentLists,
  EDGE_LISTS_FILE,
  edgeListsSource,
  listsMigration,
  siteLists,
} from '../../scripts/schema/siteLists'
import { bundleSource, deliveryBundles } from '../../scripts/schema/deliveryBundles'
import type { chatLeadOutcome as bundled } from '../../supabase/functions/_shared/leadDelivery/chatLeadOutcome.generated.js'
import type { chatLeadOutcome as source } from '../../supabase/chatLeadOutcome'
import type { consentCopyEmail as bundledCopy } from '../../supabase/functions/_shared/leadDelivery/consentCopy.generated.js'
import type { consentCopyEmail as sourceCopy } from '../../supabase/consentCopy'
import type { Database as Api } from '../../supabase/database.types'
import type { Lead as DeliveredLead } from '../../supabase/functions/_shared/leadDelivery/types.ts'
import { freshDataDir } from './support/pgliteDir'

type Tables = Api['public']['Tables']
type Functions = Api['public']['Functions']

/** How a TypeScript type reads in the descriptions below. */
type TypeName<T> = [T] extends [boolean]
  ? 'boolean'
  : [T] extends [number]
    ? 'number'
    : [T] extends [string]
      ? 'string'
      : [T] extends [string[]]
        ? 'string[]'
        : 'json'

/**
 * A table of database.types.ts as its columns' descriptions ('string | null, optional on insert'). The literals
 * below are typed by it, so the type checker holds them to database.types.ts; the tests hold them to the database.
 */
type Described<Name extends keyof Tables> = {
  // biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<…>` is how a type asks whether a key is optional
  [Column in keyof Tables[Name]['Row']]-?: `${TypeName<NonNullable<Tables[Name]['Row'][Column]>>}${null extends Tables[Name]['Row'][Column] ? ' | null' : ''}${{} extends Pick<Tables[Name]['Insert'], Column & keyof Tables[Name]['Insert']> ? ', optional on insert' : ''}`
}

type DescribedFunctions = {
  [Name in keyof Functions]-?: {
    args: {
      // biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<…>` is how a type asks whether a key is optional
      [Arg in keyof Functions[Name]['Args']]-?: `${TypeName<Exclude<Functions[Name]['Args'][Arg], undefined>>}${{} extends Pick<Functions[Name]['Args'], Arg> ? ', optional' : ''}`
    }
    returns: TypeName<Functions[Name]['Returns']>
  }
}

// Insert and Update name the same columns as Row.
null satisfies [keyof Tables['contact_submissions']['Insert'] | keyof Tables['contact_submissions']['Update']] extends [
  keyof Tables['contact_submissions']['Row'],
]
  ? null
  : never
null satisfies [keyof Tables['contact_submissions']['Row']] extends [
  keyof Tables['contact_submissions']['Insert'] & keyof Tables['contact_submissions']['Update'],
]
  ? null
  : never
// The browser's rows (the forms', the chat's) are inserts the table takes; the deliverer's lead is a stored row.
null satisfies [LeadRow] extends [Tables['contact_submissions']['Insert']] ? null : LeadRow
null satisfies [ChatLeadRow] extends [Tables['contact_submissions']['Insert']] ? null : ChatLeadRow
null satisfies [Omit<Tables['contact_submissions']['Row'], 'website'>] extends [DeliveredLead] ? null : DeliveredLead

// Each bundle's written-out types are its source's, both ways (scripts/schema/deliveryBundles.ts).
null satisfies [typeof bundled] extends [typeof source] ? null : typeof bundled
null satisfies [typeof source] extends [typeof bundled] ? null : typeof source
null satisfies [typeof bundledCopy] extends [typeof sourceCopy] ? null : typeof bundledCopy
null satisfies [typeof sourceCopy] extends [typeof bundledCopy] ? null : typeof sourceCopy

const contactSubmissions: Described<'contact_submissions'> = {
  id: 'string, optional on insert',
  created_at: 'string, optional on insert',
  first_name: 'string',
  last_name: 'string | null, optional on insert',
  email: 'string | null, optional on insert',
  phone: 'string',
  state: 'string | null, optional on insert',
  agreed_to_contact: 'boolean',
  page: 'string',
  consent_version: 'string',
  consent_text: 'string | null, optional on insert',
  consent_sha256: 'string | null, optional on insert',
  sms_consent: 'boolean, optional on insert',
  sms_consent_version: 'string | null, optional on insert',
  sms_consent_text: 'string | null, optional on insert',
  sms_consent_sha256: 'string | null, optional on insert',
  time_zone: 'string | null, optional on insert',
  user_agent: 'string | null, optional on insert',
  client_ip: 'string | null, optional on insert',
  website: 'string | null, optional on insert',
  estimate: 'string | null, optional on insert',
  source: 'string | null, optional on insert',
  language: 'string | null, optional on insert',
  utm_source: 'string | null, optional on insert',
  utm_medium: 'string | null, optional on insert',
  utm_campaign: 'string | null, optional on insert',
  utm_term: 'string | null, optional on insert',
  utm_content: 'string | null, optional on insert',
  gclid: 'string | null, optional on insert',
  fbclid: 'string | null, optional on insert',
  msclkid: 'string | null, optional on insert',
  referrer: 'string | null, optional on insert',
  landing_page: 'string | null, optional on insert',
  zip_code: 'string | null, optional on insert',
  medicaid_denied: 'boolean | null, optional on insert',
  age_range: 'string | null, optional on insert',
  income_range: 'string | null, optional on insert',
  current_insurance: 'string | null, optional on insert',
  household_size: 'number | null, optional on insert',
  income_band: 'string | null, optional on insert',
  coverage_year: 'number | null, optional on insert',
  state_code: 'string | null, optional on insert',
  repeat_of: 'string | null, optional on insert',
  chain_seq: 'number | null, optional on insert',
  previous_sha256: 'string | null, optional on insert',
  record_sha256: 'string | null, optional on insert',
  submit_label: 'string | null, optional on insert',
  build_id: 'string | null, optional on insert',
  privacy_version: 'string | null, optional on insert',
  terms_version: 'string | null, optional on insert',
  gpc: 'boolean | null, optional on insert',
  consent_shown_sha256: 'string | null, optional on insert',
  sms_consent_shown_sha256: 'string | null, optional on insert',
  evidence_format: 'number | null, optional on insert',
}

const contactOptOuts: Described<'contact_opt_outs'> = {
  id: 'string',
  created_at: 'string, optional on insert',
  phone: 'string | null, optional on insert',
  email: 'string | null, optional on insert',
  stop: 'string',
  page: 'string',
  language: 'string',
  user_agent: 'string | null, optional on insert',
  client_ip: 'string | null, optional on insert',
  chain_seq: 'number | null, optional on insert',
  previous_sha256: 'string | null, optional on insert',
  record_sha256: 'string | null, optional on insert',
  repeat_of: 'string | null, optional on insert',
}

const agentAuthorizations: Described<'agent_authorizations'> = {
  id: 'string',
  created_at: 'string, optional on insert',
  link: 'string | null, optional on insert',
  link_id: 'string | null, optional on insert',
  lead_id: 'string | null, optional on insert',
  language: 'string | null, optional on insert',
  page: 'string',
  consumer_name: 'string | null, optional on insert',
  signed_name: 'string',
  name_matches: 'boolean | null, optional on insert',
  agent_name: 'string | null, optional on insert',
  agency_name: 'string | null, optional on insert',
  agreed: 'boolean',
  consent_version: 'string',
  consent_text: 'string | null, optional on insert',
  consent_sha256: 'string | null, optional on insert',
  application_summary: 'string | null, optional on insert',
  review_version: 'string | null, optional on insert',
  review_confirmed: 'boolean | null, optional on insert',
  review_text: 'string | null, optional on insert',
  review_sha256: 'string | null, optional on insert',
  user_agent: 'string | null, optional on insert',
  client_ip: 'string | null, optional on insert',
  previous_sha256: 'string | null, optional on insert',
  record_sha256: 'string | null, optional on insert',
  revoked_at: 'string | null, optional on insert',
  revoked_by_opt_out: 'string | null, optional on insert',
}

const leadNotifications: Described<'lead_notifications'> = {
  id: 'string, optional on insert',
  lead_id: 'string | null, optional on insert',
  target: 'string',
  status: 'string, optional on insert',
  created_at: 'string, optional on insert',
  attempts: 'number, optional on insert',
  max_attempts: 'number, optional on insert',
  next_attempt_at: 'string, optional on insert',
  leased_until: 'string | null, optional on insert',
  last_attempt_at: 'string | null, optional on insert',
  last_error: 'string | null, optional on insert',
  delivered_at: 'string | null, optional on insert',
  reported_at: 'string | null, optional on insert',
  dead_reported_at: 'string | null, optional on insert',
  opt_out_id: 'string | null, optional on insert',
  authorization_id: 'string | null, optional on insert',
  recipient: 'string | null, optional on insert',
}

const functions: DescribedFunctions = {
  agent_authorization_link: { args: { token: 'string' }, returns: 'json' },
  claim_lead_delivery_alerts: { args: { overdue_seconds: 'number, optional' }, returns: 'json' },
  claim_lead_notifications: {
    args: { max_count: 'number, optional', lease_seconds: 'number, optional' },
    returns: 'json',
  },
  claim_words_differ_reports: { args: {}, returns: 'json' },
  create_agent_authorization_link: {
    args: {
      consumer_name: 'string',
      agent_name: 'string',
      lead_id: 'string, optional',
      language: 'string, optional',
      days: 'number, optional',
      application_summary: 'string, optional',
      consumer_email: 'string, optional',
    },
    returns: 'json',
  },
  delete_record: { args: { record_id: 'string', reason: 'string' }, returns: 'json' },
  lead_deliveries: { args: { lead_ids: 'string[]' }, returns: 'json' },
  report_consent_words_differ: {
    args: {
      consent_version: 'string',
      sms_consent_version: 'string',
      consent_shown_sha256: 'string',
      sms_consent_shown_sha256: 'string',
      page: 'string',
    },
    returns: 'boolean',
  },
  revoke_agent_authorization: {
    args: { authorization_id: 'string', opt_out_id: 'string, optional' },
    returns: 'json',
  },
  set_lead_delivery_targets: { args: { targets: 'string[]' }, returns: 'json' },
  settle_lead_notification: {
    args: {
      notification_id: 'string',
      outcome: 'string',
      error: 'string, optional',
      retry_in_seconds: 'number, optional',
    },
    returns: 'json',
  },
  verify_evidence_chains: { args: {}, returns: 'json' },
}

/** A PostgreSQL type as supabase-js sees it (JSON): what `supabase gen types` maps it to. */
function typeName(type: string): string {
  if (type.endsWith('[]')) return `${typeName(type.slice(0, -2))}[]`
  if (type === 'boolean') return 'boolean'
  if (['integer', 'bigint', 'smallint', 'double precision', 'real', 'numeric'].includes(type)) return 'number'
  if (type === 'json' || type === 'jsonb') return 'json'
  return 'string'
}

/** Thrown to roll a transaction back with the value it read. */
class RolledBack {
  constructor(readonly value: unknown) {}
}

describe('supabase/schema.sql and supabase/database.types.ts', () => {
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

  it('schema.sql is the schema every migration gives a fresh database', async () => {
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

  it("the database's copies of the site's lists are the lists, and so is the Edge Function's (else: run npm run schema)", async () => {
    const lists = await siteLists()
    const inDatabase = await db.transaction((session) => databaseLists(session))
    expect(
      differentLists(lists, inDatabase),
      'the migrations define other lists than the TypeScript holds: run npm run schema, which writes the migration that restates them',
    ).toEqual([])
    expect(
      await readFile(EDGE_LISTS_FILE, 'utf8').catch(() => ''),
      'the Edge Function has other language or answer codes: run npm run schema',
    ).toBe(edgeListsSource(lists))
  })

  it.each(deliveryBundles.map((bundle) => [bundle.source, bundle] as const))(
    "the Edge Function's bundle of %s is its sources' of today (else: run npm run schema)",
    async (source, bundle) => {
      expect(
        await readFile(bundle.file, 'utf8').catch(() => ''),
        `${source} or what it reads changed since the bundle was made: run npm run schema`,
      ).toBe(await bundleSource(bundle))
      expect(await readFile(bundle.typesFile, 'utf8').catch(() => '')).toBe(bundle.types)
    },
  )

  it('the migration npm run schema writes when a list changes restates each list function as the migrations define it', async () => {
    const lists = await siteLists()
    const names = Object.keys(lists) as (keyof typeof lists)[]
    // Restating the current lists changes nothing in the catalog: the generated functions are the ones that run.
    await db.transaction((session) => session.exec(listsMigration(names, lists)))
    expect(await schemaSnapshot(db)).toBe(await readFile(SCHEMA_FILE, 'utf8'))
    // And a longer list reaches the database: a language added to the site is one the database accepts.
    const longer = { ...lists, site_languages: [...lists.site_languages, 'xx'] }
    const accepted = await db
      .transaction(async (session) => {
        await session.exec(listsMigration(['site_languages'], longer))
        const [{ languages }] = await session.query<{ languages: string[] }>(
          'select private.site_languages() as languages',
        )
        // Thrown to roll the longer list back: the other tests read this database.
        throw new RolledBack(languages)
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.value : error))
    expect(accepted).toEqual([...lists.site_languages, 'xx'])
  })

  it.each([
    ['contact_submissions', contactSubmissions],
    ['lead_notifications', leadNotifications],
    ['contact_opt_outs', contactOptOuts],
    ['agent_authorizations', agentAuthorizations],
  ])(
    "database.types.ts has %s's columns as the migrated table has them: each, its type, null or not, optional on insert or not",
    async (table, described) => {
      const columns = await db.transaction((session) =>
        session.query<{ name: string; type: string; nullable: boolean; fallback: boolean }>(
          `select a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable, a.atthasdef as fallback
         from pg_catalog.pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
          [`public.${table}`],
        ),
      )
      const fromDatabase = Object.fromEntries(
        columns.map((c) => [
          c.name,
          `${typeName(c.type)}${c.nullable ? ' | null' : ''}${c.nullable || c.fallback ? ', optional on insert' : ''}`,
        ]),
      )
      expect(described, 'supabase/database.types.ts differs from the migrated table: change it to match').toEqual(
        fromDatabase,
      )
    },
  )

  it('database.types.ts lists every table and every function the API offers in public, with their arguments', async () => {
    const [{ tables }] = await db.transaction((session) =>
      session.query<{ tables: string[] }>(
        `select array_agg(tablename::text order by tablename) as tables from pg_catalog.pg_tables where schemaname = 'public'`,
      ),
    )
    expect(tables).toEqual([
      'agent_authorizations',
      'contact_opt_outs',
      'contact_submissions',
      'deleted_records',
      'lead_notifications',
    ])
    const rows = await db.transaction((session) =>
      session.query<{ name: string; args: string[]; types: string[]; defaults: number; returns: string }>(
        `select p.proname as name, coalesce(p.proargnames, '{}') as args, array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) t) as types,
                p.pronargdefaults as defaults, pg_catalog.format_type(p.prorettype, null) as returns
         from pg_catalog.pg_proc p where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype order by p.proname`,
      ),
    )
    const fromDatabase = Object.fromEntries(
      rows.map((fn) => [
        fn.name,
        {
          args: Object.fromEntries(
            fn.args.map((arg, i) => [
              arg,
              `${typeName(fn.types[i])}${i >= fn.args.length - fn.defaults ? ', optional' : ''}`,
            ]),
          ),
          returns: typeName(fn.returns),
        },
      ]),
    )
    expect(
      functions,
      'supabase/database.types.ts differs from the functions of the migrated database: change it to match',
    ).toEqual(fromDatabase)
  })
})
