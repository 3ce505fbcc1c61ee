import { enrollmentRuleFigures } from '../../rules/figureFacts'

const honorDays = enrollmentRuleFigures.optOutHonorBusinessDays
/**
 * The words of the opt-out page's form and confirmation (/opt-out: content/en/pages/optOut.ts has its head). Apart from
 * the page module, which names the agency, so a test can read them without the build's settings.
 */
export const optOutCopy = {
  heading: 'Stop Calls and Texts',
  intro: [
    'Give us the phone number or the email address we should stop contacting, or both, and tell us what to stop. You do not need to give a reason.',
    `We stop within ${honorDays} business days at the latest, and usually much sooner. You can also reply STOP to any text message from us, or tell the agent on any call.`,
  ],
  form: {
    contactLegend: 'Your phone number or email address',
    contactHint: 'Fill in one or both.',
    phone: { label: 'Phone number', placeholder: '(555) 123-4567' },
    email: { label: 'Email address', placeholder: 'name@example.com' },
    stopLegend: 'What should we stop?',
    stop: {
      all: 'Everything: calls, text messages and emails',
      calls: 'Phone calls',
      texts: 'Text messages',
      emails: 'Emails',
    },
    submit: 'Send My Request',
    submitting: 'Sending...',
  },
  confirmation: {
    heading: 'We received your request',
    text: `We will stop contacting the phone number or email address you gave, as you chose, within ${honorDays} business days at the latest, and usually much sooner. You do not need to do anything else.`,
    again: 'Send another request',
  },
  privacyNote:
    'We use these details only to stop contacting you, and we keep a record of your request so we can honor it.',
} as const
