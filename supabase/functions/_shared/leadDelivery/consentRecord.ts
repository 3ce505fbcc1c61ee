import { languageName, wordingLanguage } from './languages.ts'
import type { Lead } from './types.ts'

/**
 * A lead's consent record, as the agency would hand it to a lawyer: for each box (calls, required; texts, optional)
 * whether it was ticked, the wording's version and language, the exact words shown (the agency's legal name filled
 * in) and their SHA-256, all as the database stored them (it computes the words and the hash from the version, so
 * the browser cannot forge them); beside the time, the page, the phone number as typed, the user agent and the
 * client address. `npm run leads -- --consent <id>`, the webhook payload and the email carry it.
 */
export type ConsentBox = {
  agreed: boolean
  version: string | null
  /** The wording's language code: its version says it ('es-2026-11-27' is Spanish; languages.ts). */
  language: string | null
  text: string | null
  sha256: string | null
}

export type ConsentRecord = {
  lead_id: string
  received_at: string
  page: string
  phone: string
  user_agent: string | null
  client_ip: string | null
  calls: ConsentBox
  texts: ConsentBox
  /**
   * What the ticked text box allows: 'marketing' (its wording covers marketing texts sent with automated technology,
   * versions named 'sms-marketing-'), 'informational' (the request, reminders and enrollment updates only), or null
   * when the box was not ticked. An SMS platform sends marketing texts only to 'marketing'.
   */
  text_program: 'informational' | 'marketing' | null
  /** What the page said of itself (null on a lead stored before pages sent it): the button, build, legal texts, GPC. */
  submitted_with: {
    button: string | null
    build: string | null
    privacy_policy: string | null
    terms: string | null
    global_privacy_control: boolean | null
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

function box(agreed: unknown, version: unknown, words: unknown, sha256: unknown): ConsentBox {
  const named = text(version)
  return {
    agreed: agreed === true,
    version: named,
    language: named === null ? null : wordingLanguage(named),
    text: text(words),
    sha256: text(sha256),
  }
}

export function consentRecord(lead: Lead): ConsentRecord {
  return {
    lead_id: lead.id,
    received_at: lead.created_at,
    page: lead.page,
    phone: lead.phone,
    user_agent: text(lead.user_agent),
    client_ip: text(lead.client_ip),
    calls: box(lead.agreed_to_contact, lead.consent_version, lead.consent_text, lead.consent_sha256),
    texts: box(lead.sms_consent, lead.sms_consent_version, lead.sms_consent_text, lead.sms_consent_sha256),
    text_program: textProgramOf(lead),
    submitted_with: {
      button: text(lead.submit_label),
      build: text(lead.build_id),
      privacy_policy: text(lead.privacy_version),
      terms: text(lead.terms_version),
      global_privacy_control: typeof lead.gpc === 'boolean' ? lead.gpc : null,
    },
  }
}

/** What a ticked text box allows, read from its wording's version; null when the box was not ticked. */
export function textProgramOf(lead: Lead): ConsentRecord['text_program'] {
  if (lead.sms_consent !== true) return null
  return /(^|-)sms-marketing-/.test(String(lead.sms_consent_version)) ? 'marketing' : 'informational'
}

/** Whether the agency may text the lead, and what, in one line: the chat message and every delivery say it. */
export function textsLine(lead: Lead): string {
  const program = textProgramOf(lead)
  if (program === null) return 'Texts: not allowed (box not ticked)'
  const what = program === 'marketing' ? 'marketing included' : 'informational only, no marketing'
  return `Texts: allowed, ${what} (wording ${String(lead.sms_consent_version)})`
}

function boxLines(title: string, consent: ConsentBox): string[] {
  if (consent.version === null) return [`${title}: not shown (the lead came from a page without this box)`]
  return [
    `${title}: ${consent.agreed ? 'ticked' : 'not ticked'}; wording ${consent.version} (${languageName(consent.language)})`,
    `  Words shown: ${consent.text ?? '(not recorded: stored before the database kept the words)'}`,
    `  SHA-256 of the words (UTF-8): ${consent.sha256 ?? '(not recorded)'}`,
  ]
}

/** The record as lines of text, the full wording included. */
export function consentRecordLines(record: ConsentRecord): string[] {
  return [
    `Consent record of lead ${record.lead_id}`,
    `Received: ${record.received_at} (UTC)`,
    `Page: ${record.page}`,
    `Phone as entered: ${record.phone}`,
    `User agent: ${record.user_agent ?? 'not recorded'}`,
    `Client address: ${record.client_ip ?? 'not recorded'}`,
    ...boxLines('Calls box (required)', record.calls),
    ...boxLines('Texts box (optional)', record.texts),
    ...submittedLines(record.submitted_with),
  ]
}

const recorded = (value: string | null) => value ?? 'not recorded'

function submittedLines(page: ConsentRecord['submitted_with']): string[] {
  const signal = page.global_privacy_control
  return [
    `Button pressed: ${page.button === null ? 'not recorded' : `"${page.button}"`}`,
    `Build: ${recorded(page.build)}; privacy policy of ${recorded(page.privacy_policy)}; terms of service of ${recorded(page.terms)}`,
    `Global Privacy Control: ${signal === null ? 'not recorded' : signal ? 'sent by the browser (honored)' : 'not sent'}`,
  ]
}
