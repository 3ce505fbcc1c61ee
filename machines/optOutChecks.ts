import type { Locale } from '../rules/locales'
import type { StopChoice } from '../rules/optOutStops'
import { isEmailLike, isUsPhone } from './leadChecks'

/**
 * The opt-out form's fields, checks and row, pure. The same rules as the database's
 * (contact_opt_outs in supabase/schema.sql), so a request the page would refuse never leaves it.
 */

/** The form as the visitor filled it in (the inputs own the values; the machine gets them once per submission). */
export type OptOutFields = { phone: string; email: string; stop: StopChoice }

export type OptOutField = 'phone' | 'email'

/** Why a field cannot be sent, as a code (content/optOut.ts words it). */
export type OptOutErrorCode = 'missingContact' | 'invalidPhone' | 'invalidEmail' | 'tooLong' | 'invisible'

export type OptOutErrors = Partial<Record<OptOutField, OptOutErrorCode>>

/** The row the page inserts into contact_opt_outs. */
export type OptOutRow = {
  id: string
  phone: string | null
  email: string | null
  stop: StopChoice
  page: string
  language: Locale
}

export const maxLength: Record<OptOutField, number> = { phone: 30, email: 254 }

// Characters that draw nothing or steer the text (controls, format characters, fillers, variation selectors).
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each mark and selector is refused on its own, wherever it stands
  /[\p{Cc}\p{Cf}\u2028\u2029\ufff0-\ufff8\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u

export function emptyOptOut(): OptOutFields {
  return { phone: '', email: '', stop: 'all' }
}

function checkField(field: OptOutField, value: string): OptOutErrorCode | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return undefined
  if (INVISIBLE.test(trimmed)) return 'invisible'
  if (trimmed.length > maxLength[field]) return 'tooLong'
  if (field === 'phone') return isUsPhone(trimmed) ? undefined : 'invalidPhone'
  return isEmailLike(trimmed) ? undefined : 'invalidEmail'
}

/** Each field's problem; with neither a phone number nor an email address, the phone field says so. */
export function optOutErrors(fields: OptOutFields): OptOutErrors {
  const errors: OptOutErrors = {}
  if (fields.phone.trim() === '' && fields.email.trim() === '') return { phone: 'missingContact' }
  const phone = checkField('phone', fields.phone)
  const email = checkField('email', fields.email)
  if (phone) errors.phone = phone
  if (email) errors.email = email
  return errors
}

/** The first field with an error, in screen order: where focus goes. */
export function firstOptOutError(errors: OptOutErrors): OptOutField | undefined {
  return (['phone', 'email'] as const).find((field) => errors[field] !== undefined)
}

export function toOptOutRow(fields: OptOutFields, id: string, page: string, language: Locale): OptOutRow {
  return {
    id,
    phone: fields.phone.trim() || null,
    email: fields.email.trim() || null,
    stop: fields.stop,
    page,
    language,
  }
}

/** The field a database refusal names (its hint, from the migration), if any. */
export function fieldOfRefusal(code: string | null | undefined): { field: OptOutField; code: OptOutErrorCode } | null {
  if (code === 'opt_out.contact_missing') return { field: 'phone', code: 'missingContact' }
  if (code === 'opt_out.phone_invalid') return { field: 'phone', code: 'invalidPhone' }
  if (code === 'opt_out.email_invalid') return { field: 'email', code: 'invalidEmail' }
  return null
}
