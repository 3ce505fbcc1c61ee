import { formulaSafe, oneLine } from './escape.ts'
import type { Alert, Lead, LeadNotification, WordsDifferReport } from './types.ts'
import { callingWindow, callingWindowLine, callingWindowWords } from './callingRules.ts'
import { consentRecord, consentRecordLines, textsLine } from './consentRecord.ts'
import { languageName } from './languages.ts'
import { chatIncomeDollars, chatLeadOutcome } from './chatLeadOutcome.generated.js'
import type {
  chatAgeRanges,
  chatIncomeBands,
  chatInsuranceOptions,
  chatRetiredIncomeRanges,
  chatRetiredInsuranceOptions,
} from './siteLists.ts'
import { doNotLine, type StopRequest, stoppedBy } from './doNotContact.ts'
import { earlierOptOut, sameClient } from './requestSources.ts'

/** The agency's time zone, for the times a person reads. */
export const AGENCY_TIME_ZONE = 'America/New_York'

export function agencyTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/** A chat lead has no last name; a form lead's name is whole. */
const fullName = (lead: Lead) => (lead.last_name ? `${lead.first_name} ${lead.last_name}` : lead.first_name)

/** Where a chat lead's state is unknown (its ZIP code's prefix names none), the message says so instead of 'null'. */
const stateOf = (lead: Lead) => lead.state ?? 'state unknown'

/**
 * The chat's answer codes (rules/chatAnswers.ts, written out for this folder in ./siteLists.ts) in the agency's
 * words, the retired ones too (older leads hold them): a code without a word here fails the type check. Staff-facing
 * English on purpose: the visitor's words, in the page's language, are content/en/browser/chat.ts's.
 */
const ageWords: Record<(typeof chatAgeRanges)[number], string> = {
  age18to25: '18-25',
  age26to35: '26-35',
  age36to45: '36-45',
  age46to55: '46-55',
  age56to64: '56-64',
  age65plus: '65 or older',
}
/** An income button by meaning, for when its dollars cannot be made (a year or state the rules do not know). */
const bandWords: Record<(typeof chatIncomeBands)[number], string> = {
  belowPovertyLine: 'under the poverty line',
  toMedicaidLine: "up to Medicaid's line (138%)",
  withCostSharing: 'up to 250% of the poverty line',
  toLimit: "up to the credit's limit",
  overLimit: "over the credit's limit",
}
const retiredIncomeWords: Record<(typeof chatRetiredIncomeRanges)[number], string> = {
  under30k: 'under $30,000',
  from30kTo50k: '$30,000-$50,000',
  from50kTo75k: '$50,000-$75,000',
  from75kTo100k: '$75,000-$100,000',
  over100k: 'over $100,000',
}
const insuranceWords: Record<
  (typeof chatInsuranceOptions)[number] | (typeof chatRetiredInsuranceOptions)[number],
  string
> = {
  none: 'none',
  employer: 'through an employer',
  individual: 'individual plan',
  medicaid: 'Medicaid (on it, just lost it or denied)',
  medicare: 'Medicare',
  medicaidOrMedicare: 'Medicaid or Medicare',
  other: 'other',
}

function answer(words: Readonly<Record<string, string>>, code: unknown): string {
  if (typeof code !== 'string') return 'not answered'
  return Object.hasOwn(words, code) ? words[code] : code
}

/** A chat lead's household and income: the retired range of an older lead, else the size and the button's dollars. */
function incomeText(lead: Lead): string {
  if (typeof lead.income_range === 'string') return `income ${answer(retiredIncomeWords, lead.income_range)}`
  if (typeof lead.household_size !== 'number') return 'household not asked'
  const income = chatIncomeDollars(lead) ?? answer(bandWords, lead.income_band)
  return `household of ${lead.household_size}; income ${income}`
}

/**
 * A chat lead's answers and ZIP code in one line, for a person calling back: 'denied Medicaid: no; age 26-35;
 * household of 1; income $0-$22,024 a year; insurance: none; ZIP 43215'. Null for a form's lead, which has none.
 */
export function chatAnswersText(lead: Lead): string | null {
  if (lead.source !== 'chat') return null
  const denied = lead.medicaid_denied === true ? 'yes' : lead.medicaid_denied === false ? 'no' : 'not answered'
  // The chat skips the insurance question after 'I was denied Medicaid'.
  const insurance =
    lead.medicaid_denied === true && typeof lead.current_insurance !== 'string'
      ? 'not asked'
      : answer(insuranceWords, lead.current_insurance)
  const zip = typeof lead.zip_code === 'string' ? lead.zip_code : 'not given'
  return `denied Medicaid: ${denied}; age ${answer(ageWords, lead.age_range)}; ${incomeText(lead)}; insurance: ${insurance}; ZIP ${zip}`
}

/**
 * A chat lead's outcome in one line for the agent (../../../chatLeadOutcome.ts, bundled for this folder by `npm run
 * schema`): recomputed from the stored answers by the year's rules, the same in server/, the Edge Function and
 * `npm run leads`. Null for a form's lead.
 */
export function outcomeLine(lead: Lead): string | null {
  return chatLeadOutcome(lead)?.line ?? null
}

/**
 * The requests to stop of a lead's number or mailbox made after it, as its delivery carries them (a retry, a late
 * delivery): oldest first; none when there is none.
 */
export function optedOutSince(lead: Lead): StopRequest[] {
  const since = lead.opted_out_since
  return Array.isArray(since) ? (since as StopRequest[]) : []
}

/** Every string of a JSON value formula-safe, but a phone number's (digits, spaces, ( ) + . -: no formula). */
function formulaSafeJson(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'phone' ? value : formulaSafe(value)
  if (Array.isArray(value)) return value.map((item) => formulaSafeJson(item))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, formulaSafeJson(item, name)]))
  return value
}

/**
 * The webhook's JSON, as Standard Webhooks shapes an event: type, timestamp, data (the whole lead). Receivers
 * often write it into a spreadsheet (Zapier, Make, n8n to Google Sheets), so a text a spreadsheet would run as a
 * formula (a first name '=HYPERLINK(...)') arrives with a leading apostrophe, as in `npm run leads -- --csv`. No
 * real name, address or campaign value starts that way; the phone number is left alone, since its format (digits,
 * spaces, ( ) + . -) can hold no formula and a CRM dials '+1 305...' as it is.
 */
export function webhookBody(notification: LeadNotification): string {
  const data = formulaSafeJson(notification.lead) as Lead
  // The consent record (words and hashes as the database stored them) and the calling window, as the email has them;
  // its strings formula-safe too, the user agent above all, which is the sender's to choose. The words stay
  // verifiable: no wording starts with = + - @, and the hashes are hex.
  const consent = formulaSafeJson(consentRecord(notification.lead))
  // A chat lead's outcome, as code and staff line: computed here from the stored answers, never sent by the browser.
  const outcome = chatLeadOutcome(notification.lead)
  // One window, computed once: the line and the fields a dialer reads say the same thing at the same instant.
  const window = callingWindow(notification.lead)
  const { nowWords: _words, ...calling } = window
  // Requests to stop made after the lead (a retry, a late delivery): what a dialer must not do, with the request.
  const since = optedOutSince(notification.lead)
  const stopped = stoppedBy(since)
  // An opt-out of this contact before the lead: a dialer that suppressed the number on it decides, with this, whether
  // the lead lifts it (the same client asked both) or waits for an agent's word with the consumer.
  const earlier = earlierOptOut(notification.lead)
  return JSON.stringify({
    type: 'lead.created',
    timestamp: notification.lead.created_at,
    data,
    consent,
    calling_window: stopped.calls ? doNotLine('CALL', stopped.calls, agencyTime) : callingWindowWords(window),
    // The same window as fields a dialer can enforce (states, hours per day, cap, zones, inside now).
    calling,
    do_not_call: Boolean(stopped.calls),
    do_not_text: Boolean(stopped.texts),
    ...(since.length
      ? { opted_out_since: since.map(({ id, created_at, stop }) => ({ id, created_at, stop: formulaSafe(stop) })) }
      : {}),
    ...(outcome ? { outcome } : {}),
    ...(earlier
      ? {
          opted_out_earlier: {
            id: earlier.id,
            created_at: earlier.created_at,
            stop: earlier.stop,
            same_client: sameClient(earlier, notification.lead),
          },
        }
      : {}),
  })
}

/**
 * The chat message: enough to know a lead came in and to find it, never an email address or phone number (a chat
 * channel is read by more people, and kept longer, than the lead list).
 */
export function chatText(lead: Lead): string {
  const form =
    lead.source === 'chat'
      ? ', chat callback'
      : typeof lead.source === 'string'
        ? `, ${lead.source.replace('_', ' ')} form`
        : ''
  const outcome = outcomeLine(lead)
  const stopped = stoppedBy(optedOutSince(lead))
  const texts = stopped.texts ? doNotLine('TEXT', stopped.texts, agencyTime) : textsLine(lead)
  const calls = stopped.calls ? `${doNotLine('CALL', stopped.calls, agencyTime)}. ` : ''
  return `New lead: ${lead.first_name} (${stateOf(lead)}) from ${lead.page}${form}, ${languageName(lead.language)}, ${agencyTime(lead.created_at)}. ${outcome ? `Outcome: ${outcome} ` : ''}${calls}${texts}. Lead ${lead.id}`
}

/**
 * The email to the agency: the whole lead, to call back from; a chat lead's answers included. Plain text only (no
 * HTML part, so nothing a visitor typed becomes markup or a labelled link), and every line and the subject on one
 * line, so no value can start a header or pose as a line of its own.
 */
export function emailMessage(lead: Lead): { subject: string; text: string } {
  const lines = [
    `Name: ${fullName(lead)}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email ?? 'not given'}`,
    `State: ${lead.state ?? 'not known'}`,
    `Received: ${agencyTime(lead.created_at)}`,
    `Page: ${lead.page}`,
    `Form: ${lead.source ?? 'not recorded'}`,
    `Language: ${languageName(lead.language)}`,
  ]
  for (const name of [
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gclid',
    'fbclid',
    'msclkid',
    'referrer',
    'landing_page',
  ]) {
    if (typeof lead[name] === 'string') lines.push(`${name}: ${lead[name]}`)
  }
  if (typeof lead.estimate === 'string') lines.push(`Savings estimate: ${lead.estimate}`)
  const answers = chatAnswersText(lead)
  if (answers) lines.push(`Chat answers: ${answers}`)
  const outcome = outcomeLine(lead)
  if (outcome) lines.push(`Outcome: ${outcome}`)
  const stopped = stoppedBy(optedOutSince(lead))
  lines.push(
    '',
    stopped.calls ? doNotLine('CALL', stopped.calls, agencyTime) : callingWindowLine(lead),
    stopped.texts ? doNotLine('TEXT', stopped.texts, agencyTime) : textsLine(lead),
    '',
    ...consentRecordLines(consentRecord(lead)),
    `Lead id: ${lead.id}`,
  )
  const name = lead.last_name ? `${lead.first_name} ${lead.last_name.slice(0, 1)}.` : lead.first_name
  return { subject: oneLine(`New lead: ${name}, ${stateOf(lead)}`), text: `${lines.map(oneLine).join('\n')}\n` }
}

/** The log line of a new lead: id, page, state, no contact details. */
export function logLine(lead: Lead): string {
  return `New lead ${lead.id} from ${lead.page} (${stateOf(lead)})`
}

/** 'Lead <id>', 'Opt-out <id>' or 'CMS consent <id>': what the delivery an alert is about carries. */
export function alertSubject(alert: Alert): string {
  if (alert.opt_out_id) return `Opt-out ${alert.opt_out_id}`
  if (alert.authorization_id) return `CMS consent ${alert.authorization_id}`
  return `Lead ${alert.lead_id}`
}

/**
 * A dead or overdue delivery, for the agency to act on: which lead, which target, what went wrong. The error is a
 * receiver's or a mail server's words: on one line, so it cannot pose as a line of the alert's own.
 */
export function alertText(alert: Alert): string {
  const where = alert.target === 'copy' ? 'the consumer by email (their copy)' : `the ${alert.target} target`
  const what =
    alert.status === 'dead'
      ? `could not be delivered to ${where} after ${alert.attempts} attempts`
      : `is not yet delivered to ${where} (${alert.attempts} attempts so far)`
  return `${alertSubject(alert)}, received ${agencyTime(alert.created_at)}, ${what}. Last error: ${oneLine(alert.last_error ?? 'none')}. See it with npm run leads.`
}

/**
 * A page refused for the consent words it showed: every lead from it is refused until the database's legal name is
 * the build's. Names both, and what to set. The versions and the page are the database's own lists' (the report
 * was checked against them); the legal name is one line of the agency's setting.
 */
export function wordsDifferMessage(report: WordsDifferReport): { subject: string; text: string } {
  return {
    subject: 'Leads refused: the consent words differ (deployment error)',
    text: `A visitor on ${report.page} was refused at ${agencyTime(report.created_at)}: the SHA-256 of the consent words the page showed (${report.consent_version} and ${report.sms_consent_version}) is not the database's, which fills in the legal name "${oneLine(report.legal_name)}". Every lead from a page built with another legal name is refused until they match: set the database's app.agency_legal_name (server/: VITE_AGENCY_LEGAL_NAME) to the site's VITE_AGENCY_LEGAL_NAME, or rebuild the site with it. Told once a day per pair of wordings.`,
  }
}
