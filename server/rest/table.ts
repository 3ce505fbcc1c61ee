import type { LeadRow } from '../../machines/leadFields'
import type { LeadOrigin } from '../../machines/leadOrigin'

/**
 * The one table server/ exposes, and its columns: the only identifiers that ever reach SQL text from a request.
 * Postgres (grants, row-level security, the trigger) decides what a role may do with them.
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
  'agreed_to_contact',
  'page',
  'consent_version',
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
] as const satisfies ReadonlyArray<keyof StoredLead>

export type Column = (typeof COLUMNS)[number]

/**
 * A stored lead: what the browser inserts, plus what the database adds (time, consent evidence). `website` is the
 * forms' honeypot: the browser sends it, the database refuses a filled one and stores null.
 */
export type StoredLead = LeadRow & {
  created_at: string
  user_agent: string | null
  client_ip: string | null
  website: null
} & { [Name in keyof LeadOrigin]-?: Exclude<LeadOrigin[Name], undefined> | null }

/** The columns a person reading leads cares about (the honeypot is always empty). */
export const LEAD_COLUMNS = COLUMNS.filter((column) => column !== 'website')

export function isColumn(name: string): name is Column {
  return (COLUMNS as readonly string[]).includes(name)
}

/** Safe only because every name passed here is an allowlisted column (plain lowercase identifiers). */
export function ident(column: Column): string {
  return `"${column}"`
}

export const QUALIFIED_TABLE = 'public.contact_submissions'
