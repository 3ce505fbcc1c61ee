import type { FieldErrorCode } from '../../../machines/leadChecks'

/**
 * The message under a field the home or content-page form cannot send (beside SPEC.md section 8's toast, which
 * names only the first failure). Not in SPEC: each says what the field needs, in the toasts' plain words.
 */
export const fieldErrorCopy = {
  missing: {
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    email: 'Please enter your email address.',
    phone: 'Please enter your phone number.',
    state: 'Please enter your state.',
  },
  invalidEmail: 'Enter an email address like name@example.com.',
  invalidPhone: 'Enter a 10-digit US phone number, like (305) 555-0142.',
  missingConsent: 'Please tick this box so we may contact you.',
} as const

type Field = keyof typeof fieldErrorCopy.missing | 'agreedToContact' | 'agreedToTexts'

/** The message under a field for its error code. */
export function fieldErrorText(field: Field, code: FieldErrorCode): string {
  if (code === 'missing')
    return field === 'agreedToContact' || field === 'agreedToTexts'
      ? fieldErrorCopy.missingConsent
      : fieldErrorCopy.missing[field]
  return fieldErrorCopy[code]
}
