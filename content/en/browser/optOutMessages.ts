import type { OptOutErrorCode, OptOutField } from '../../../machines/optOutChecks'
import { refusalText } from './backendRefusals'

/**
 * What the opt-out form says under a field or above its button, loaded with its machine (never with the page).
 * Each says what the field needs.
 */
export const optOutErrorCopy = {
  missingContact: 'Please enter your phone number or your email address.',
  invalidPhone: 'Enter a 10-digit US phone number, like (305) 555-0142.',
  invalidEmail: 'Enter an email address like name@example.com.',
  tooLong: {
    phone: 'A phone number has at most 30 characters.',
    email: 'An email address has at most 254 characters.',
  },
  invisible: 'This field has a hidden character (often pasted with the text). Please type it again.',
  exception: 'We could not send your request. Please check your connection and try again, or call us.',
} as const

export function optOutErrorText(field: OptOutField, code: OptOutErrorCode): string {
  return code === 'tooLong' ? optOutErrorCopy.tooLong[field] : optOutErrorCopy[code]
}

/** A refusal for the whole form (the rate limit, say), in the backend's code; the exception words when none. */
export function optOutNoticeText(reason: string | null, detail: string | null): string {
  return refusalText(reason, detail) ?? optOutErrorCopy.exception
}
