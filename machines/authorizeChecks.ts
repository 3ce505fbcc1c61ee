import type { Locale } from '../rules/locales'

/**
 * The CMS consent page's fields, checks and row, pure. The same rules as the database's (agent_authorizations in
 * supabase/schema.sql): a name of 1 to 100 visible characters with a letter, the box ticked.
 */

/** What a valid link says, as the database answers it (public.agent_authorization_link). */
export type LinkDetails = {
  consumerName: string
  agentName: string
  agencyName: string
  language: Locale
  expiresAt: string
  /** The agent's summary of the application, when the link carries one: the optional review section. */
  applicationSummary: string | null
}

/** Why a link cannot be used: altered or unknown, past its expiry, or signed already. */
export type LinkRefusal = 'invalid' | 'expired' | 'used'

export type LinkCheck = { status: 'valid'; link: LinkDetails } | { status: LinkRefusal }

/** The form as the consumer filled it in (the inputs own the values; the machine gets them once per submission). */
export type AuthorizeFields = { signedName: string; agreed: boolean; reviewConfirmed: boolean }

export type AuthorizeField = 'signedName' | 'agreed'

/** Why a field cannot be sent, as a code (content/<code>/authorizeForm.ts words it). */
export type AuthorizeErrorCode = 'missing' | 'tooLong' | 'invisible' | 'noLetter' | 'notAgreed'

export type AuthorizeErrors = Partial<Record<AuthorizeField, AuthorizeErrorCode>>

/** The row the page inserts into agent_authorizations; the database fills in the rest from the link. */
export type AuthorizeRow = {
  id: string
  link: string
  signed_name: string
  agreed: boolean
  consent_version: string
  review_version: string | null
  review_confirmed: boolean | null
  page: string
}

export const maxNameLength = 100

// Characters that draw nothing or steer the text; the zero-width joiners some scripts need stay allowed.
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each mark and selector is refused on its own, wherever it stands
  /[\p{Cc}\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0000}-\u{e0fff}]/u

export function emptyAuthorization(): AuthorizeFields {
  return { signedName: '', agreed: false, reviewConfirmed: false }
}

/** Each field's problem, in screen order. */
export function authorizeErrors(fields: AuthorizeFields): AuthorizeErrors {
  const errors: AuthorizeErrors = {}
  const name = fields.signedName.trim()
  if (name === '') errors.signedName = 'missing'
  else if (INVISIBLE.test(name)) errors.signedName = 'invisible'
  else if ([...name].length > maxNameLength) errors.signedName = 'tooLong'
  else if (!/\p{L}/u.test(name)) errors.signedName = 'noLetter'
  if (!fields.agreed) errors.agreed = 'notAgreed'
  return errors
}

export function firstAuthorizeError(errors: AuthorizeErrors): AuthorizeField | undefined {
  return (['signedName', 'agreed'] as const).find((field) => errors[field] !== undefined)
}

/** A name as the database compares it (private.name_key): case and runs of spaces aside. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/gu, ' ').toLowerCase()
  return key(a) === key(b)
}

export function toAuthorizeRow(
  fields: AuthorizeFields,
  id: string,
  link: { token: string; details: LinkDetails },
  versions: { consent: string; review: string },
  page: string,
): AuthorizeRow {
  const reviewed = fields.reviewConfirmed && link.details.applicationSummary !== null
  return {
    id,
    link: link.token,
    signed_name: fields.signedName.trim(),
    agreed: fields.agreed,
    consent_version: versions.consent,
    review_version: reviewed ? versions.review : null,
    review_confirmed: reviewed ? true : null,
    page,
  }
}

/** What a database refusal means for the page: a field to fix, or a link that cannot be used (its hint). */
export function refusalOf(
  code: string | null | undefined,
): { field: AuthorizeField; code: AuthorizeErrorCode } | { link: LinkRefusal } | null {
  if (code === 'authorization.name_missing') return { field: 'signedName', code: 'missing' }
  if (code === 'authorization.name_invalid') return { field: 'signedName', code: 'invisible' }
  if (code === 'authorization.not_agreed') return { field: 'agreed', code: 'notAgreed' }
  if (code === 'authorization.link_expired') return { link: 'expired' }
  if (code === 'authorization.link_used') return { link: 'used' }
  if (code === 'authorization.link_invalid') return { link: 'invalid' }
  return null
}
