/** `npm run leads`: the leads as a plain-text table for the terminal, each with what staff need under it. */
import { chatAnswersText, outcomeLine } from '../../supabase/functions/_shared/leadDelivery/messages.ts'
import { callingWindowLine } from '../../supabase/functions/_shared/leadDelivery/callingRules.ts'
import { textsLine } from '../../supabase/functions/_shared/leadDelivery/consentRecord.ts'
import type { Delivery, Lead } from './backend'
import { doNotLine, stoppedBy } from '../../supabase/functions/_shared/leadDelivery/doNotContact.ts'
import { optedOutBeforeLine, optedOutLine, optOutBefore, optOutsAfter, type OptOut } from './optOuts'
import { cut, deliveryText, isolate, localTime, printable } from './text'

const CAMPAIGN = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const

/** Where a lead came from, in one line: the form, the page's language, the campaign, the referrer, the landing page. */
export function originLine(lead: Lead): string | null {
  const parts = [
    lead.source && (lead.source === 'chat' ? 'chat callback' : `${lead.source} form`),
    lead.language && `${lead.language} page`,
    ...CAMPAIGN.map((name) => lead[name] && `${name}=${lead[name]}`),
    lead.referrer && `referred by ${lead.referrer}`,
    lead.landing_page && `landed on ${lead.landing_page}`,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join('; ') : null
}

/**
 * OPTED OUT and the date, under a lead whose phone number or mailbox asked to stop after it (each request, newest first),
 * and OPTED OUT BEFORE THIS LEAD for the latest request made before it.
 */
function optedOutLines(lead: Lead, later: readonly OptOut[], before: OptOut | undefined): string[] {
  return [
    ...(before ? [printable(optedOutBeforeLine(before, localTime, lead))] : []),
    ...later.map((optOut) => printable(optedOutLine(optOut, localTime, lead))),
  ]
}

/**
 * A lead stored as a repeat (the 4th or later within an hour for its mailbox or phone number): which lead it
 * repeats, and that it was not delivered as a new call request. Whoever sent it may be the contact or someone
 * planting leads with their details: staff judge from the leads around it.
 */
function repeatLines(lead: Lead): string[] {
  if (typeof lead.repeat_of !== 'string') return []
  return [
    `  REPEAT of lead ${isolate(printable(lead.repeat_of))}: the 4th or later lead within an hour for this email or phone; stored, not delivered as a new call request.`,
  ]
}

function deliveryLines(list: Delivery[] | undefined): string[] {
  return list?.length ? [`  Delivery: ${isolate(printable(list.map(deliveryText).join('; ')))}`] : []
}

/**
 * A plain-text table for the terminal, one lead a line; below it, where the lead came from, for a lead sent from
 * the savings estimator its estimate, whole (a sentence of up to 600 characters does not fit a column), and for a
 * chat lead its answers and ZIP code, and its outcome as the deliveries state it. A chat lead has no last name or email (blank) and its state only when its
 * ZIP code names one ('?' otherwise). Every value is isolated.
 */
export function formatTable(
  leads: Lead[],
  deliveries: Map<string, Delivery[]> | null = new Map(),
  optOuts: readonly OptOut[] = [],
): string {
  if (leads.length === 0) return 'No leads yet.'
  const header = ['Received', 'Name', 'Phone', 'Email', 'State', 'Page', 'Consent']
  const rows = leads.map((lead) =>
    [
      localTime(lead.created_at),
      cut(lead.last_name === null ? lead.first_name : `${lead.first_name} ${lead.last_name}`, 32),
      cut(lead.phone, 20),
      cut(lead.email ?? '', 36),
      cut(lead.state ?? '?', 16),
      cut(lead.page, 28),
      lead.agreed_to_contact ? `yes (${lead.consent_version})` : 'NO',
    ].map(printable),
  )
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[], wrap: (text: string) => string = (text) => text) =>
    cells
      .map((cell, column) => wrap(cell) + ' '.repeat(widths[column] - cell.length))
      .join('  ')
      .trimEnd()
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}, newest first.${deliveries ? '' : ' (No delivery status: this backend has no lead outbox yet; run its migrations.)'}`
  const body = leads.flatMap((lead, index) => {
    const origin = originLine(lead)
    const answers = chatAnswersText(lead)
    const outcome = outcomeLine(lead)
    const later = optOutsAfter(lead, optOuts)
    return [
      line(rows[index], isolate),
      ...(origin ? [`  From: ${isolate(printable(origin))}`] : []),
      ...(lead.estimate ? [`  Estimate: ${isolate(printable(lead.estimate))}`] : []),
      ...(answers ? [`  Chat answers: ${isolate(printable(answers))}`] : []),
      ...(outcome ? [`  Outcome: ${isolate(printable(outcome))}`] : []),
      ...repeatLines(lead),
      ...consentSummaryLines(lead, later),
      ...deliveryLines(deliveries?.get(lead.id)),
      ...optedOutLines(lead, later, optOutBefore(lead, optOuts)),
    ]
  })
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body, '', count].join('\n')
}

/**
 * Below each lead: whether it may be texted, and when it may be called where it is (its state's rules, its time now);
 * once it asked to stop either, DO NOT TEXT or DO NOT CALL with the request's date and id instead.
 */
function consentSummaryLines(lead: Lead, later: readonly OptOut[]): string[] {
  const stopped = stoppedBy(later)
  const texts = stopped.texts ? doNotLine('TEXT', stopped.texts, localTime) : textsLine(lead)
  const calls = stopped.calls ? doNotLine('CALL', stopped.calls, localTime) : callingWindowLine(lead)
  return [`  ${isolate(printable(texts))}`, `  ${isolate(printable(calls))}`]
}
