import type { ConsentVersion } from './consent'

/**
 * The chat callback's consent box, oldest first: the chat asks for a phone number and no email address, so its
 * wording agrees to calls only (the forms' box, content/en/browser/consent.ts, also agrees to email). Kept as the
 * forms' wordings are: a version once live is never edited, a change is a new version at the end, and a chat lead's
 * `consent_version` names the one it showed. Its own module, so the chat's code carries it and a form page's does not.
 * Until 2026-11-29 the chat showed the forms' box (its versions are content/en/browser/consent.ts's).
 */
export const chatConsent: ConsentVersion = {
  version: 'chat-2026-11-29',
  text: (agencyLegalName) =>
    `I agree that ${agencyLegalName}, a licensed health insurance agency, and its licensed agents may call me at the phone number above about health insurance, including marketing calls made with automated technology or an artificial or prerecorded voice, even if my number is on a Do Not Call list. My consent is not a condition of any purchase. I can withdraw it at any time by telling an agent, by replying STOP to a text from us, or on our opt-out page (/opt-out).`,
}

export const chatConsentVersions: readonly ConsentVersion[] = [chatConsent]
