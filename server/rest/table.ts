import type { AgeRange, IncomeRange, InsuranceOption } from '../../machines/chatScript'
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
  'state_code',
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
  'zip_code',
  'medicaid_denied',
  'age_range',
  'income_range',
  'current_insurance',
] as const satisfies ReadonlyArray<keyof StoredLead>

export type Column = (typeof COLUMNS)[number]

/**
 * What a chat lead (source 'chat') adds: the ZIP code the visitor typed and the answers, as the chat's codes
 * (supabase/migrations/20261125140000_chat_leads.sql). Null on every other lead.
 */
export type ChatAnswers = {
  zip_code: string | null
  medicaid_denied: boolean | null
  age_range: AgeRange | null
  income_range: IncomeRange | null
  /** Null when Medicaid was denied: the chat skips that question. */
  current_insurance: InsuranceOption | null
}

/**
 * A stored lead: what the browser inserts, plus what the database adds (time, consent evidence). `website` is the
 * forms' honeypot: the browser sends it, the database refuses a filled one and stores null. A chat lead has no last
 * name or email address, and its state is the one its ZIP code names, when it names one.
 */
export type StoredLead = Omit<LeadRow, 'last_name' | 'email' | 'state'> & {
  last_name: string | null
  email: string | null
  state: string | null
  /** The USPS code of the state `state` names, English or Spanish (set by the database), or null. */
  state_code: string | null
  created_at: string
  user_agent: string | null
  client_ip: string | null
  website: null
} & { [Name in keyof LeadOrigin]-?: Exclude<LeadOrigin[Name], undefined> | null } & ChatAnswers

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
