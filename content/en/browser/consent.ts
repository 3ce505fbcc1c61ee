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
 * voice, consent not a condition of purchase; and how to take it back.
 */
export const currentConsent: ConsentVersion = {
  version: '2026-11-27',
  text: (agencyLegalName) =>
    `I agree that ${agencyLegalName}, a licensed health insurance agency, and its licensed agents may call me at the phone number above and email me about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent.`,
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
  currentConsent,
]

export const currentSmsConsent: ConsentVersion = {
  version: 'sms-2026-11-27',
  text: (agencyLegalName) =>
    `Text me too (optional). I agree to receive text messages from ${agencyLegalName} at the phone number above about my request, appointment reminders and enrollment updates. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out. Not required to get a callback or to buy anything.`,
}

/**
 * Every wording of the optional text-message box, oldest first, kept as consentVersions are (a lead stores the one
 * its visitor was shown, ticked or not, as `sms_consent_version`). It carries what the carriers require of a text
 * program's opt-in: the sender, what it texts about, that frequency varies, that rates may apply, HELP and STOP, and
 * that it is not required; the privacy policy and terms links sit right after it on every form.
 */
export const smsConsentVersions: readonly ConsentVersion[] = [currentSmsConsent]
