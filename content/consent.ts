/**
 * Every wording of the consent box the forms have shown, oldest first. A stored lead's `consent_version` names the
 * one its visitor agreed to, so a wording is never edited or removed once it has been live: a change is a new
 * version at the end, and the forms show the last one. Each wording is given the agency's legal name, the build's
 * VITE_AGENCY_LEGAL_NAME (src/lib/readConfig.ts). The README lists every version. The Spanish pages' wordings are
 * content/es/consent.ts, versions named 'es-' and a date (a list of any length: the twin keeps this type).
 */
export type ConsentVersion = { version: string; text: (agencyLegalName: string) => string }

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
]

/** The wording the forms show now: the last version. */
export const currentConsent: ConsentVersion = consentVersions[consentVersions.length - 1]
