import { textFields, type FieldName, type LeadFields, type LeadRow, type TextField } from './leadFields'

/**
 * The contact form's checks and conversions, pure. Kept apart from leadFields.ts so the form's first download
 * carries only the field names; these load with the machine.
 */

/** Why a field cannot be sent (each language's browser/fieldErrors.ts words it). */
export type FieldErrorCode = 'missing' | 'invalidEmail' | 'invalidPhone' | 'missingConsent'

/** Why each field the form cannot send is wrong, as a code keyed by field (the view words it: content/en/browser/fieldErrors.ts). */
export type FieldErrors = Partial<Record<FieldName, FieldErrorCode>>

/** Every field in screen order: the text fields, then the call consent box, then the optional text-message box. */
export const fieldNames: readonly FieldName[] = [...textFields, 'agreedToContact', 'agreedToTexts']

export function emptyFields(initialState = ''): LeadFields {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    state: initialState,
    agreedToContact: false,
    agreedToTexts: false,
  }
}

/** The first text field left blank (whitespace counts as blank), in the order the form shows them. */
export function firstMissingField(fields: LeadFields): TextField | undefined {
  return textFields.find((name) => fields[name].trim() === '')
}

/** One '@', something before it, a dot inside the domain, no spaces: the same shape the database accepts. */
export function isEmailLike(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim())
}

/**
 * A US number: 10 digits, or 11 starting with the country code 1, in any common notation, that the North American
 * Numbering Plan could assign: its area code and its exchange each start with 2-9, and the area code is not an N11
 * service code (211, 911...). '0000000000' or '(123) 456-7890' reaches nobody, so the agency never gets it as a lead.
 */
export function isUsPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '')
  if (!/^[\d\s().+-]+$/.test(phone.trim())) return false
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 && isNanpNumber(national)
}

/** Ten digits the NANP could assign: NXX-NXX-XXXX (N is 2-9), no N11 area code. */
function isNanpNumber(national: string): boolean {
  return /^[2-9]\d\d[2-9]\d{6}$/.test(national) && national.slice(1, 3) !== '11'
}

/** A US number as people read it, '(305) 555-0142', whatever notation it was typed in (isUsPhone must hold). */
export function usPhoneDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10)
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** What is wrong with each field, by the same rules as the toasts: blank, a malformed email or phone, no consent. */
export function fieldErrors(fields: LeadFields): FieldErrors {
  const errors: FieldErrors = {}
  for (const name of textFields) if (fields[name].trim() === '') errors[name] = 'missing'
  if (!errors.email && !isEmailLike(fields.email)) errors.email = 'invalidEmail'
  if (!errors.phone && !isUsPhone(fields.phone)) errors.phone = 'invalidPhone'
  if (!fields.agreedToContact) errors.agreedToContact = 'missingConsent'
  return errors
}

/** The first field (in screen order) with an error: where focus goes. */
export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return fieldNames.find((name) => errors[name] !== undefined)
}

/** The page a lead is sent from and the versions of the two boxes' wordings it showed: the lead's consent evidence. */
export type ConsentShown = { page: string; consentVersion: string; smsConsentVersion: string }

export function toRow(
  fields: LeadFields,
  id: string,
  { page, consentVersion, smsConsentVersion }: ConsentShown,
  estimate: string | null = null,
): LeadRow {
  return {
    id,
    first_name: fields.firstName.trim(),
    last_name: fields.lastName.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    state: fields.state.trim(),
    agreed_to_contact: fields.agreedToContact,
    page,
    consent_version: consentVersion,
    sms_consent: fields.agreedToTexts,
    sms_consent_version: smsConsentVersion,
    estimate,
  }
}

/** RFC 4122 version 4 id from getRandomValues, which (unlike randomUUID) also works on plain-http origins. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
