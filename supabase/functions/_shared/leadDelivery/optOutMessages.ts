import { formulaSafe, oneLine } from './escape.ts'
import { languageName } from './languages.ts'
import { agencyTime } from './messages.ts'
import type { Lead, OptOut } from './types.ts'

/**
 * What the agency is told of a request to stop calls, texts or emails (/opt-out), and of a lead whose contact
 * asked to stop before it. Staff-facing English, like the lead's messages. The FCC gives the agency 10 business
 * days to honor a revocation of calls or texts: every such message names the last day. A request to stop helping
 * takes back the CMS consent at once: its messages name the consents the database revoked, or say none matched.
 */

const stopWords: Record<OptOut['stop'], string> = {
  calls: 'calls',
  texts: 'text messages',
  emails: 'emails',
  all: 'calls, text messages and emails',
  help: 'helping with Marketplace coverage (the CMS consent)',
}

/** The words for what a request stops; a code the site does not know is shown as it is. */
export function stopText(stop: unknown): string {
  return typeof stop === 'string' && Object.hasOwn(stopWords, stop) ? stopWords[stop as OptOut['stop']] : String(stop)
}

/**
 * The 10th business day after the request, in the agency's words ('Dec 11, 2026'): weekdays counted, federal
 * holidays not skipped, so the day named is never later than the law's.
 */
export function honorBy(iso: string): string {
  const day = new Date(iso)
  let left = 10
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1
  }
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    day,
  )
}

const languageOf = (optOut: OptOut) => languageName(optOut.language)

/** Which contact details the request gave, never the details themselves (for the chat message and the log). */
function givenText(optOut: OptOut): string {
  return [optOut.phone ? 'a phone number' : null, optOut.email ? 'an email address' : null]
    .filter(Boolean)
    .join(' and ')
}

/** Its own Standard Webhooks event type, so a receiver never files it as a lead. */
export function optOutWebhookBody(optOut: OptOut): string {
  const data = Object.fromEntries(
    Object.entries(optOut).map(([column, value]) => [
      column,
      typeof value === 'string' && column !== 'phone' ? formulaSafe(value) : value,
    ]),
  )
  return JSON.stringify({
    type: 'opt_out.created',
    timestamp: optOut.created_at,
    // A revoked CMS consent has no deadline to honor: it ended when the request was stored.
    data: { ...data, honor_by: optOut.stop === 'help' ? null : honorBy(optOut.created_at) },
  })
}

/** What a request to stop helping did: the consents it revoked, or that none matched and how to find it. */
function revokedText(optOut: OptOut): string {
  const revoked = optOut.revoked_authorizations ?? []
  if (revoked.length === 0)
    return 'no CMS consent matched its details: find the consumer with npm run leads -- --authorizations and revoke it with npm run authorize -- --revoke <id>'
  return `revoked at once: ${revoked
    .map((consent) => `CMS consent ${consent.id} (${consent.consumer_name}, agent ${consent.agent_name})`)
    .join('; ')}`
}

/** The chat message: what to stop and by when, never the phone number or email address. */
export function optOutChatText(optOut: OptOut): string {
  // The chat never carries a consumer's name: a request to stop helping names the consents by id only.
  const ids = (optOut.revoked_authorizations ?? []).map((consent) => consent.id)
  const deadline =
    optOut.stop !== 'help'
      ? `honor by ${honorBy(optOut.created_at)}`
      : ids.length
        ? `revoked at once: CMS consent ${ids.join(', ')}`
        : 'no CMS consent matched its details: see the email'
  return `Opt-out: stop ${stopText(optOut.stop)} to a contact who gave ${givenText(optOut)} (${languageOf(optOut)}, ${agencyTime(optOut.created_at)}); ${deadline}. Opt-out ${optOut.id}, details by email or npm run leads -- --opt-outs`
}

/** The email: the contact details to suppress, what to stop and by when. Plain text, every value on one line. */
export function optOutEmailMessage(optOut: OptOut): { subject: string; text: string } {
  const lines = [
    `Stop: ${stopText(optOut.stop)}`,
    `Phone: ${optOut.phone ?? 'not given'}`,
    `Email: ${optOut.email ?? 'not given'}`,
    `Received: ${agencyTime(optOut.created_at)}`,
    optOut.stop === 'help'
      ? `CMS consent: ${revokedText(optOut)}`
      : `Honor by: ${honorBy(optOut.created_at)} (10 business days) at the latest`,
    `Page: ${optOut.page}`,
    `Language: ${languageOf(optOut)}`,
    '',
    optOut.stop === 'help'
      ? 'No agent may act on the revoked consent: a new one needs a new link (npm run authorize). Calls and texts are not stopped by this request.'
      : 'Add these details to the internal do-not-contact list and stop what is named above. A later lead from them is new consent.',
    `Opt-out id: ${optOut.id}`,
  ]
  return { subject: oneLine(`Opt-out: stop ${stopText(optOut.stop)}`), text: `${lines.map(oneLine).join('\n')}\n` }
}

export function optOutLogLine(optOut: OptOut): string {
  return `Opt-out ${optOut.id} from ${optOut.page}: stop ${stopText(optOut.stop)}`
}

/** A lead whose phone or email opted out before it: the earlier request, and that the lead is new consent. */
export function earlierOptOutText(lead: Lead): string | null {
  const earlier = lead.opted_out_earlier
  if (typeof earlier !== 'object' || earlier === null) return null
  const { created_at: at, stop } = earlier as { created_at?: unknown; stop?: unknown }
  const when = typeof at === 'string' ? agencyTime(at) : 'earlier'
  return `This contact asked to stop ${stopText(stop)} on ${when}; this lead is new consent to be contacted.`
}
