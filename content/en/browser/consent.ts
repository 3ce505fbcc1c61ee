import { textProgram } from '../../../rules/buildTextProgram'

/**
 * Every wording of the consent box the forms have shown, oldest first. A stored lead's `consent_version` names the
 * one its visitor agreed to, so a wording is never edited or removed once it has been live: a change is a new
 * version at the end, and the forms show the last one. Each wording is given the agency's legal name, the build's
 * VITE_AGENCY_LEGAL_NAME (src/lib/readConfig.ts). docs/consent-and-legal.md lists every version. The Spanish pages' wordings are
 * content/es/browser/consent.ts, versions named 'es-' and a date (a list of any length: the twin keeps this type).
 *
 * The wordings the forms show now (currentConsent, currentSmsConsent) are named before the lists that end with them,
 * so a page's code carries the wording it shows and not every past one (the lists are for the tests and docs/consent-and-legal.md).
 */
export type ConsentVersion = { version: string; text: (agencyLegalName: string) => string }

/**
 * Calls only: the carriers refuse a text program whose consent is bundled into a box the form requires, so texts
 * have their own optional box (smsConsentVersions). What prior express written consent must say (47 CFR
 * 64.1200(f)(9)): the seller named, marketing calls with automated technology or an artificial or prerecorded
 * voice, consent not a condition of purchase; and how to take it back: every way, since a caller may not name one
 * as the only one (47 CFR 64.1200(a)(10)), as the terms list them.
 */
export const currentConsent: ConsentVersion = {
  version: '2026-11-29',
  text: (agencyLegalName) =>
    `I agree that ${agencyLegalName}, a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent, by replying STOP to a text from us, or on our opt-out page (/opt-out).`,
}

export const consentVersions: readonly ConsentVersion[] = [
  /** SPEC.md section 5, word for word. */
  {
    version: '2025-01-01',
    text: () =>
      'I agree to be contacted by the company regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above.',
  },
  /**
   * SPEC's sentence naming the agency, then what prior express written consent to marketing calls and texts must
   * disclose (47 CFR 64.1200(f)(9)): automated technology or prerecorded messages, and consent not a condition of
   * any purchase; and what carriers require of texts: rates may apply, STOP opts out.
   */
  {
    version: '2026-11-24',
    text: (agencyLegalName) =>
      `I agree to be contacted by ${agencyLegalName} regarding health insurance options. I understand this may include calls, texts, and emails to the contact information provided above. These calls and texts may use automated technology or prerecorded messages. My consent is not a condition of any purchase. Message and data rates may apply. Reply STOP to opt out of texts.`,
  },
  /** Calls and email only, texts in their own box; withdrawn by telling an agent (it named no other way). */
  {
    version: '2026-11-27',
    text: (agencyLegalName) =>
      `I agree that ${agencyLegalName}, a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent.`,
  },
  currentConsent,
]

/** The informational program's box (rules/textProgram.ts): the request, reminders and enrollment updates only. */
export const informationalSmsConsent: ConsentVersion = {
  version: 'sms-2026-11-27',
  text: (agencyLegalName) =>
    `Text me too (optional). I agree to receive text messages from ${agencyLegalName} at the phone number above about my request, appointment reminders and enrollment updates. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out. Not required to get a callback or to buy anything.`,
}

/**
 * The marketing program's box: it also authorizes health insurance offers sent as marketing texts with automated
 * technology, as Florida's and Oklahoma's consent laws (Fla. Stat. 501.059(1)(g), 15 O.S. 775C.2(3)) and the
 * carriers' marketing use case require, and says consent is not a condition of purchase.
 */
export const marketingSmsConsent: ConsentVersion = {
  version: 'sms-marketing-2026-11-29',
  text: (agencyLegalName) =>
    `Text me too (optional). I agree to receive text messages from ${agencyLegalName} at the phone number above about my request, appointment reminders, enrollment updates and health insurance offers, including marketing texts sent with automated technology. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out. My consent is not a condition of any purchase and is not required to get a callback.`,
}

/** The box this build's forms show: the program the agency registered (VITE_TEXT_PROGRAM). */
export const currentSmsConsent: ConsentVersion =
  textProgram === 'marketing' ? marketingSmsConsent : informationalSmsConsent

/**
 * Every wording of the optional text-message box, oldest first, kept as consentVersions are (a lead stores the one
 * its visitor was shown, ticked or not, as `sms_consent_version`). It carries what the carriers require of a text
 * program's opt-in: the sender, what it texts about, that frequency varies, that rates may apply, HELP and STOP, and
 * that it is not required; the privacy policy and terms links sit right after it on every form. A marketing
 * program's versions are named 'sms-marketing-', so staff views tell what a ticked box allows.
 */
export const smsConsentVersions: readonly ConsentVersion[] = [informationalSmsConsent, marketingSmsConsent]
