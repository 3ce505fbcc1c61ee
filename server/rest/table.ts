import type { Database } from '../../supabase/database.types'

/**
 * The tables server/ exposes (the leads, and the requests to stop calls, texts or emails), and their columns: the
 * only identifiers that ever reach SQL text from a request. Postgres (grants, row-level security, the triggers)
 * decides what a role may do with them.
 */
export const TABLE = 'contact_submissions'

export const COLUMNS = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'state',
  'state_code',
  'agreed_to_contact',
  'page',
  'consent_version',
  'consent_text',
  'consent_sha256',
  'sms_consent',
  'sms_consent_version',
  'sms_consent_text',
  'sms_consent_sha256',
  'time_zone',
  'user_agent',
  'client_ip',
  'website',
  'estimate',
  'source',
  'language',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
  'referrer',
  'landing_page',
  'zip_code',
  'medicaid_denied',
  'age_range',
  'income_range',
  'current_insurance',
  'household_size',
  'income_band',
  'coverage_year',
  'repeat_of',
  'submit_label',
  'build_id',
  'privacy_version',
  'terms_version',
  'gpc',
  'consent_shown_sha256',
  'sms_consent_shown_sha256',
  'chain_seq',
  'previous_sha256',
  'record_sha256',
  'evidence_format',
] as const satisfies ReadonlyArray<keyof StoredLead>

export type Column = (typeof COLUMNS)[number]

/**
 * A record's place in its table's hash chain, and which columns its hash covers (a lead's evidence_format): checked by
 * `npm run leads -- --verify`, not read beside each lead.
 */
export const CHAIN_COLUMNS = ['chain_seq', 'previous_sha256', 'record_sha256', 'evidence_format'] as const
type ChainColumn = (typeof CHAIN_COLUMNS)[number]
const isChainColumn = (column: string): column is ChainColumn => (CHAIN_COLUMNS as readonly string[]).includes(column)

/**
 * A stored lead, as supabase/database.types.ts (held to the migrated table by tests/db/schema.test.ts) has it: what
 * the browser inserts, plus what the database adds (time, consent evidence, the state's code). `website` is the
 * forms' honeypot: the browser sends it, the database refuses a filled one and stores null. A chat lead has no last
 * name or email address, and its state is the one its ZIP code names, when it names one.
 */
export type StoredLead = Database['public']['Tables']['contact_submissions']['Row']

// Every column of the table is listed above: one that is not is a type error here, which names it.
null satisfies [Exclude<keyof StoredLead, Column>] extends [never] ? null : Exclude<keyof StoredLead, Column>

/** The columns a person reading leads cares about (the honeypot is always empty; the chain is --verify's). */
export const LEAD_COLUMNS = COLUMNS.filter(
  (column): column is Exclude<Column, 'website' | ChainColumn> => column !== 'website' && !isChainColumn(column),
)

/** Safe only because every name passed here is an allowlisted column (plain lowercase identifiers). */
export function ident(column: string): string {
  return `"${column}"`
}

export const QUALIFIED_TABLE = 'public.contact_submissions'

/** A stored request to stop calls, texts or emails (contact_opt_outs), as database.types.ts has it. */
export type StoredOptOut = Database['public']['Tables']['contact_opt_outs']['Row']

export const OPT_OUT_COLUMNS = [
  'id',
  'created_at',
  'phone',
  'email',
  'stop',
  'page',
  'language',
  'user_agent',
  'client_ip',
  'repeat_of',
  'chain_seq',
  'previous_sha256',
  'record_sha256',
] as const satisfies ReadonlyArray<keyof StoredOptOut>

// Every column of the opt-out table is listed above.
null satisfies [Exclude<keyof StoredOptOut, (typeof OPT_OUT_COLUMNS)[number]>] extends [never]
  ? null
  : Exclude<keyof StoredOptOut, (typeof OPT_OUT_COLUMNS)[number]>

/** A CMS consent signed through an agent's link (agent_authorizations), as database.types.ts has it. */
export type StoredAuthorization = Database['public']['Tables']['agent_authorizations']['Row']

export const AUTHORIZATION_COLUMNS = [
  'id',
  'created_at',
  'link',
  'link_id',
  'lead_id',
  'language',
  'page',
  'consumer_name',
  'signed_name',
  'name_matches',
  'agent_name',
  'agency_name',
  'agreed',
  'consent_version',
  'consent_text',
  'consent_sha256',
  'application_summary',
  'review_version',
  'review_confirmed',
  'review_text',
  'review_sha256',
  'user_agent',
  'client_ip',
  'previous_sha256',
  'record_sha256',
  'revoked_at',
  'revoked_by_opt_out',
] as const satisfies ReadonlyArray<keyof StoredAuthorization>

// Every column of the authorization table is listed above.
null satisfies [Exclude<keyof StoredAuthorization, (typeof AUTHORIZATION_COLUMNS)[number]>] extends [never]
  ? null
  : Exclude<keyof StoredAuthorization, (typeof AUTHORIZATION_COLUMNS)[number]>

/** One exposed table: its name in the path, its qualified name in SQL, its columns. */
export type Table = { name: string; qualified: string; columns: readonly string[] }

const TABLES: readonly Table[] = [
  { name: TABLE, qualified: QUALIFIED_TABLE, columns: COLUMNS },
  { name: 'contact_opt_outs', qualified: 'public.contact_opt_outs', columns: OPT_OUT_COLUMNS },
  { name: 'agent_authorizations', qualified: 'public.agent_authorizations', columns: AUTHORIZATION_COLUMNS },
]

export const LEADS_TABLE: Table = TABLES[0]

/** The exposed table of this name, or undefined. */
export function tableNamed(name: string): Table | undefined {
  return TABLES.find((table) => table.name === name)
}
