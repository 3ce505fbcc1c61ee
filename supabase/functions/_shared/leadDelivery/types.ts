/**
 * The lead deliverer's shapes. Everything in this folder uses only fetch and WebCrypto, so the same modules run in
 * server/ (Node) and in the Edge Function deliver-leads (Deno). Imports name their files with .ts, as Deno wants.
 */
import type { optOutStops } from './siteLists.ts'

/**
 * Where a lead goes (private.lead_delivery_targets); and 'copy', the consumer's emailed copy of a CMS consent they
 * signed, which the database adds where 'email' is configured and the agent's link names an address.
 */
export type Target = 'webhook' | 'chat' | 'email' | 'log' | 'copy'

/**
 * A stored lead as the outbox hands it over: every column of contact_submissions but the honeypot. A chat lead
 * (source 'chat') has no last name or email address, its state only when its ZIP code names one, and its ZIP code
 * and answers in zip_code, medicaid_denied, age_range, current_insurance, household_size, income_band and
 * coverage_year (income_range instead of the last three on leads stored before the chat asked the household size).
 */
export type Lead = {
  id: string
  created_at: string
  first_name: string
  last_name: string | null
  email: string | null
  phone: string
  state: string | null
  page: string
  [column: string]: unknown
}

/**
 * A stored request to stop calls, texts or emails (contact_opt_outs): a phone number, an email address or both,
 * and what to stop.
 */
export type OptOut = {
  id: string
  created_at: string
  phone: string | null
  email: string | null
  stop: (typeof optOutStops)[number]
  page: string
  language: string
  /** On a request to stop helping ('help'): the CMS consents it revoked, none when no consent's lead has its details. */
  revoked_authorizations?: RevokedAuthorization[]
  /** The latest 10 leads of its phone number or mailbox stored before it, newest first (none: no earlier lead). */
  earlier_leads?: EarlierLead[]
  [column: string]: unknown
}

/**
 * A stored request (a lead, an opt-out, one an opt-out names): where it came from is its `client_ip` and `user_agent`,
 * recorded by the database from its headers (null or absent when not known).
 */
export type RequestSource = { readonly [column: string]: unknown }

/** A lead an opt-out covers, as its delivery names it. */
export type EarlierLead = RequestSource & { id: string; created_at: string; first_name: string; page: string }

/** On a lead's delivery: the latest opt-out of its phone number or mailbox made before it. */
export type EarlierOptOut = RequestSource & { id: string; created_at: string; stop: OptOut['stop'] }

/** A CMS consent an opt-out revoked, as its delivery names it. */
export type RevokedAuthorization = { id: string; created_at: string; consumer_name: string; agent_name: string }

/**
 * A CMS consent a consumer signed through an agent's link (agent_authorizations): every column but the link's
 * token, which the database never keeps. The names are the link's (staff typed them) and the one the consumer typed.
 */
export type Authorization = {
  id: string
  created_at: string
  link_id: string
  lead_id: string | null
  language: string
  page: string
  consumer_name: string
  signed_name: string
  name_matches: boolean
  agent_name: string
  agency_name: string
  consent_version: string
  consent_text: string
  consent_sha256: string
  application_summary: string | null
  review_version: string | null
  review_confirmed: boolean | null
  review_text: string | null
  review_sha256: string | null
  user_agent: string | null
  client_ip: string | null
  previous_sha256: string | null
  record_sha256: string
  revoked_at: string | null
  revoked_by_opt_out: string | null
}

/** What every claimed delivery has: its id is the idempotency key of every attempt (webhook-id). */
type Delivery = {
  id: string
  target: Target
  /** 1 for the first attempt. */
  attempt: number
  max_attempts: number
  created_at: string
  /** The consumer's address, on a copy's delivery (target 'copy') only. */
  recipient?: string
}

/**
 * A lead's delivery; `lead.opted_out_earlier` (an EarlierOptOut) is the latest opt-out of its phone or email before it,
 * when there is one, and `lead.opted_out_since` every one made after it (oldest first), when the delivery is late.
 */
export type LeadNotification = Delivery & { lead: Lead; opt_out?: never; authorization?: never }

/** An opt-out's delivery. */
export type OptOutNotification = Delivery & { opt_out: OptOut; lead?: never; authorization?: never }

/** A CMS consent's delivery. */
export type AuthorizationNotification = Delivery & { authorization: Authorization; lead?: never; opt_out?: never }

/** One claimed delivery: a lead's, an opt-out's or a CMS consent's. */
export type Notification = LeadNotification | OptOutNotification | AuthorizationNotification

/** A dead delivery, or one still pending too long after its lead, reported once. */
export type Alert = {
  id: string
  /** The lead it is about, or null for an opt-out's delivery (then opt_out_id) or a CMS consent's (authorization_id). */
  lead_id: string | null
  opt_out_id?: string | null
  authorization_id?: string | null
  target: Target
  status: 'dead' | 'pending'
  attempts: number
  last_error: string | null
  created_at: string
}

/**
 * A page the database refused because the SHA-256 of the consent words it showed is not its own
 * (consent.words_differ): a deployment error that refuses every lead until it is fixed. One a day per pair of
 * wordings (public.claim_words_differ_reports).
 */
export type WordsDifferReport = {
  consent_version: string
  sms_consent_version: string
  page: string
  /** The legal name the database fills into the words (app.agency_legal_name). */
  legal_name: string
  created_at: string
}

/** How one attempt went. */
export type Outcome =
  | { kind: 'delivered' }
  /** Try again later; `retryAfterSeconds` is the receiver's Retry-After, when it sent one. */
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  /** The target refused for good (410 Gone): no more attempts. */
  | { kind: 'gone'; error: string }

/** The outbox's functions (the baseline migration's outbox section), over SQL or over the REST API. */
export interface OutboxStore {
  setTargets(targets: readonly Target[]): Promise<void>
  claim(maxCount: number, leaseSeconds: number): Promise<Notification[]>
  /** The row's status afterwards (dead once its attempts are spent), or null if it was no longer pending. */
  settle(
    id: string,
    outcome: 'delivered' | 'retry' | 'gone',
    error?: string,
    retryInSeconds?: number,
  ): Promise<'pending' | 'delivered' | 'dead' | null>
  claimAlerts(overdueSeconds: number): Promise<Alert[]>
  /** The pages refused for the consent words they showed, not yet told, marked told. */
  claimWordsDiffer(): Promise<WordsDifferReport[]>
}

/** A line for the deliverer's log: never contact details. */
export type Log = (line: string) => void
