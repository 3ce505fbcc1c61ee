import { refusalText, unknownRefusal } from './backendRefusals'
import { toastCopyFrom, type ToastCopy } from '../../copyReaders/wordLookups'

/**
 * The contact forms' toast texts, exactly as SPEC.md sections 5 and 8 give them, plus two checks SPEC does not show
 * (the email and phone shape). The messages under invalid fields are in fieldErrors.ts.
 */

/** Client-side checks shared by the home and content-page forms (the /sep form has none, SPEC section 5); the first failure wins. */
export const validationToasts = {
  missingField: {
    tone: 'error',
    title: 'Please fill in all fields',
    description: 'All fields are required to submit your information.',
  },
  missingConsent: {
    tone: 'error',
    title: 'Consent required',
    description: 'Please agree to be contacted by us to proceed.',
  },
  // Not in SPEC: without these a typo in the email or phone would only earn the backend's generic failure toast.
  invalidEmail: {
    tone: 'error',
    title: 'Please check your email address',
    description: 'Enter an email address like name@example.com.',
  },
  invalidPhone: {
    tone: 'error',
    title: 'Please check your phone number',
    description: 'Enter a 10-digit US phone number, like (305) 555-0142.',
  },
} as const satisfies Record<string, ToastCopy>

/**
 * Outcome toasts per variant (SPEC section 8). A `backendError` description of null means the backend's own message
 * is shown; a refusal by an abuse guard (403, 429) shows its own message on every variant.
 */
export const outcomeToasts = {
  home: {
    success: {
      tone: 'success',
      title: 'Information submitted successfully!',
      description: "We'll contact you soon with your health insurance options.",
    },
    backendError: {
      tone: 'error',
      title: 'Submission failed',
      description: 'There was an error submitting your information. Please try again.',
    },
    exception: {
      tone: 'error',
      title: 'Submission failed',
      description: 'There was an unexpected error. Please try again.',
    },
  },
  sep: {
    success: { tone: 'success', title: 'Success', description: 'Form submitted successfully' },
    backendError: { tone: 'error', title: 'Error', description: null },
    exception: { tone: 'error', title: 'Error', description: 'An error occurred while submitting your information.' },
  },
  content: {
    success: { tone: 'success', title: 'Success', description: 'Your information has been submitted successfully.' },
    backendError: { tone: 'error', title: 'Error', description: null },
    exception: { tone: 'error', title: 'Error', description: 'An error occurred while submitting your information.' },
  },
} as const

/** The words of a toast: SPEC's for each outcome of each variant; a guard's refusal shows its own message on every variant. */
export const toastCopy = toastCopyFrom({ validationToasts, outcomeToasts, refusalText, unknownRefusal })
