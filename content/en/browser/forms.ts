import { currentConsent, currentSmsConsent } from './consent'

/** Contact-form copy: labels, placeholders, the consent wording and the button texts of SPEC.md (toasts: formToasts.ts). */

/** The consent box's wording (content/en/browser/consent.ts keeps every version): every stored lead records its version. */
export const consent = currentConsent

/** The optional text-message box's wording: every stored lead records its version, ticked or not. */
export const smsConsent = currentSmsConsent

export const fieldCopy = {
  firstName: { label: 'First Name', placeholder: 'Enter your first name', autoComplete: 'given-name', type: 'text' },
  lastName: { label: 'Last Name', placeholder: 'Enter your last name', autoComplete: 'family-name', type: 'text' },
  email: { label: 'Email', placeholder: 'Enter your email address', autoComplete: 'email', type: 'email' },
  phone: { label: 'Phone', placeholder: '(555) 123-4567', autoComplete: 'tel', type: 'tel' },
  state: { label: 'State', placeholder: 'Enter your state', autoComplete: 'address-level1', type: 'text' },
} as const

export const formCopy = {
  home: {
    submit: 'Request a Callback',
    intro: 'Leave your details and a licensed agent will call you back, usually within one business hour.',
  },
  sep: {
    submit: 'Get My Free Quote',
    intro: 'Tell us how to reach you and a licensed agent will check your Special Enrollment options.',
  },
  content: {
    submit: 'Get My Free Quote',
    intro: 'Leave your details and a licensed agent will call you with your options. Free, no obligation.',
  },
  submitting: 'Submitting...',
  /** The honeypot's label, read only by bots (and by people whose browser shows pages without styles). */
  honeypot: 'Website (leave this empty)',
  legal: { before: 'By submitting you agree to our', privacy: 'Privacy Policy', and: 'and', terms: 'Terms of Service' },
} as const

/** The form block's heading where a page gives none of its own. */
export const quoteHeading = 'Get Your Free Quote'
/** The fields' legend, read by screen readers only. */
export const contactDetailsLegend = 'Your contact details'
