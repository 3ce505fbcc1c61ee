import { stops } from './doNotContact.ts'
import { formulaSafe, oneLine } from './escape.ts'
import { languageName } from './languages.ts'
import { agencyTime } from './messages.ts'
import { earlierOptOut, provenance, type SameClient, sameClient } from './requestSources.ts'
import type { EarlierLead, Lead, OptOut, RequestSource } from './types.ts'

/**
 * What the agency is told of a request to stop calls, texts or emails (/opt-out), and of a lead whose contact
 * asked to stop before it. Staff-facing English, like the lead's messages. The FCC gives the agency 10 business
 * days to honor a revocation of calls or texts: every such message names the last day. A request to stop helping
 * takes back the CMS consent at once: its messages name the consents the database revoked, or say none matched.
 * Anyone can ask to stop any number, and anyone can send a lead with any number: an opt-out names the leads it
 * stops and a later lead names the opt-out before it, each with whether the other came from the same client, and
 * neither claims more than that (a lead after an opt-out "may be" new consent).
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

/** The leads an opt-out covers, for its messages (none on a request to stop helping, which revokes consents instead). */
function coveredLeads(optOut: OptOut): EarlierLead[] {
  return optOut.stop === 'help' ? [] : (optOut.earlier_leads ?? [])
}

/** 'DO NOT CALL, DO NOT TEXT' for what a request stops; 'DO NOT EMAIL' for emails alone. */
function doNotWords(optOut: OptOut): string {
  const stopped = stops(optOut)
  return [stopped.calls && 'DO NOT CALL', stopped.texts && 'DO NOT TEXT', stopped.emails && 'DO NOT EMAIL']
    .filter(Boolean)
    .join(', ')
}

/** The chat's words for where the request came from beside a lead: no address (the chat carries no contact detail). */
const sameClientWords: Record<SameClient, string> = {
  same_browser: "from the lead's own network address and browser",
  same_address: "from the lead's network address, another browser",
  other_address: 'from another network address than the lead',
  unknown: 'from a network address not known',
}

/** Which contact details the request gave, never the details themselves (for the chat message and the log). */
function givenText(optOut: OptOut): string {
  return [optOut.phone ? 'a phone number' : null, optOut.email ? 'an email address' : null]
    .filter(Boolean)
    .join(' and ')
}

/** Its own Standard Webhooks event type, so a receiver never files it as a lead. */
export function optOutWebhookBody(optOut: OptOut): string {
  // The earlier leads go out as `leads` below, by id and source only: their user agents are the senders' to choose.
  const { earlier_leads: _leads, ...row } = optOut
  const data = Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      typeof value === 'string' && column !== 'phone' ? formulaSafe(value) : value,
    ]),
  )
  const stopped = stops(optOut)
  return JSON.stringify({
    type: 'opt_out.created',
    timestamp: optOut.created_at,
    // A revoked CMS consent has no deadline to honor: it ended when the request was stored.
    data: { ...data, honor_by: optOut.stop === 'help' ? null : honorBy(optOut.created_at) },
    // What a dialer enforces: the flags for the phone number and mailbox, and the leads they cover, each with whether
    // this request came from the client that sent it.
    do_not_call: stopped.calls,
    do_not_text: stopped.texts,
    do_not_email: stopped.emails,
    leads: coveredLeads(optOut).map((lead) => ({
      id: lead.id,
      created_at: lead.created_at,
      same_client: sameClient(optOut, lead),
    })),
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
  const leads = coveredLeads(optOut)
  const covers =
    optOut.stop === 'help'
      ? ''
      : leads.length
        ? ` ${doNotWords(optOut)}: ${leads.map((lead) => `lead ${lead.id} (this request came ${sameClientWords[sameClient(optOut, lead)]})`).join('; ')}.`
        : ' No earlier lead has these details.'
  return `Opt-out: stop ${stopText(optOut.stop)} to a contact who gave ${givenText(optOut)} (${languageOf(optOut)}, ${agencyTime(optOut.created_at)}); ${deadline}.${covers} Opt-out ${optOut.id}, details by email or npm run leads -- --opt-outs`
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
    `Sent from: ${optOut.client_ip ?? 'a network address not known'}, ${optOut.user_agent ?? 'no user agent'}`,
    ...leadLines(optOut),
    '',
    optOut.stop === 'help'
      ? 'No agent may act on the revoked consent: a new one needs a new link (npm run authorize). Calls and texts are not stopped by this request.'
      : 'Add these details to the internal do-not-contact list and stop what is named above. A later lead from them may be new consent: its message says where it came from.',
    `Opt-out id: ${optOut.id}`,
  ]
  return { subject: oneLine(`Opt-out: stop ${stopText(optOut.stop)}`), text: `${lines.map(oneLine).join('\n')}\n` }
}

/** The email's lines for the leads a request covers: what not to do, each lead, and where the request came from beside it. */
function leadLines(optOut: OptOut): string[] {
  if (optOut.stop === 'help') return []
  const leads = coveredLeads(optOut)
  if (leads.length === 0) return ['Earlier leads: none has these details']
  return [
    `Earlier leads (${doNotWords(optOut)}):`,
    ...leads.map(
      (lead) =>
        `  Lead ${lead.id}: ${lead.first_name}, received ${agencyTime(lead.created_at)} from ${lead.page}; this request was ${provenance(optOut, lead)}`,
    ),
  ]
}

export function optOutLogLine(optOut: OptOut): string {
  return `Opt-out ${optOut.id} from ${optOut.page}: stop ${stopText(optOut.stop)}`
}

/** What a lead after an opt-out may be, by where each came from: never more than the sources show. */
const mayBeNewConsent: Record<SameClient, string> = {
  same_browser: 'this lead may be new consent: it came from the network address and browser that asked to stop',
  same_address: 'this lead may be new consent: it came from the network address that asked to stop, another browser',
  other_address:
    "this lead may be new consent, or someone else's: it came from another network address than the request to stop",
  unknown: 'this lead may be new consent: where the request to stop came from is not known',
}

/**
 * A lead whose phone or email opted out before it: the earlier request, and what the lead may be, for the agency to
 * judge with the consumer before it calls or texts again.
 */
export function earlierOptOutText(lead: Lead): string | null {
  const earlier = earlierOptOut(lead)
  if (earlier === null) return null
  const when = typeof earlier.created_at === 'string' ? agencyTime(earlier.created_at) : 'earlier'
  return `This contact asked to stop ${stopText(earlier.stop)} on ${when} (opt-out ${earlier.id}); ${newConsentWords(earlier, lead)}.`
}

/** 'this lead may be new consent: ...', by where the earlier opt-out and the lead came from. */
export function newConsentWords(earlier: RequestSource, lead: RequestSource): string {
  return mayBeNewConsent[sameClient(earlier, lead)]
}
