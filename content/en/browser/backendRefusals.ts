import { refusalTextFrom } from '../../copyReaders/wordLookups'

/**
 * Why the backend refused a lead, worded for the visitor. The database and server/ answer with a code in the
 * error's `hint` (the insert pipeline's steps in supabase/schema.sql, every `raise` with its
 * `hint`); the site shows these words for it, never the backend's own sentence, so each
 * language words its refusals (the English here is the backend's English, word for word:
 * tests/unit/backendRefusals.test.ts).
 */

/** How long to wait, in words: '45 seconds', '1 minute', '5 minutes'. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** server/'s per-address limit (429): the wait comes in the error's `details`, in seconds. */
export function rateLimitedText(seconds: number): string {
  return `Too many forms were sent from your connection in a short time. Please try again in ${waitText(seconds)}, or call us.`
}

const fromTheCalculator = 'Please send the form again from the Tax Credit Estimator, or call us.'
const reloadOrCall = 'Please reload the page and send it again, or call us.'

export const refusalCopy = {
  'first_name.missing': 'Please enter your first name.',
  'first_name.invalid': 'Please enter a valid first name (up to 100 characters).',
  'last_name.missing': 'Please enter your last name.',
  'last_name.invalid': 'Please enter a valid last name (up to 100 characters).',
  'email.missing': 'Please enter your email address.',
  'email.invalid': 'Please enter a valid email address.',
  'phone.missing': 'Please enter your phone number.',
  'phone.invalid': 'Please enter a valid phone number.',
  'state.missing': 'Please enter your state.',
  'state.invalid': 'Please enter a valid state.',
  'zip_code.missing': 'Please enter your ZIP code.',
  'zip_code.invalid': 'Please enter a valid 5-digit ZIP code.',
  'consent.missing': 'Please agree to be contacted so we can reach you.',
  'page.invalid': 'The form did not say which page it was sent from.',
  'consent_version.invalid': `The consent wording on this page is out of date. ${reloadOrCall}`,
  'sms_consent_version.invalid': `The text-message wording on this page is out of date. ${reloadOrCall}`,
  'consent.words_differ': 'We could not record your consent as this page showed it. Please call us.',
  'submission_context.invalid': `The form did not say how it was sent. ${reloadOrCall}`,
  'consent_evidence.immutable': "A stored lead's consent evidence cannot be changed.",
  'source.invalid': `The form did not say which form it is. ${reloadOrCall}`,
  'language.invalid': `The form did not say which language its page is in. ${reloadOrCall}`,
  'chat_answers.invalid':
    'The chat did not send its answers as it should. Please reload the page and try again, or call us.',
  'estimate.too_long': `The estimate sent with this form is too long (up to 600 characters). ${fromTheCalculator}`,
  'estimate.unprintable': `The estimate sent with this form holds characters it cannot store. ${fromTheCalculator}`,
  'estimate.shape': `The estimate sent with this form is not one the Tax Credit Estimator writes. ${fromTheCalculator}`,
  'honeypot.filled':
    'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.',
  'repeat.too_many':
    'We already have your request: this email or phone number was sent to us several times in the last hour. A licensed agent will contact you soon; for faster help, please call us.',
  'request.many_rows': 'One contact submission per request: send a JSON object, not an array',
  'request.id_taken': 'Another record already has this id.',
} as const

/** A refusal without a code this site knows (an older backend): what to do, without the backend's words. */
export const unknownRefusal = 'This form could not be sent right now. Please call or text us instead.'

/** The words for a refusal code, or undefined for a code this site does not know. */
export const refusalText = refusalTextFrom(refusalCopy, rateLimitedText)
