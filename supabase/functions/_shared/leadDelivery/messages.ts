import type { Alert, Lead, Notification } from './types.ts'

/** The agency's time zone, for the times a person reads. */
const AGENCY_TIME_ZONE = 'America/New_York'

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

const language = (lead: Lead) => (lead.language === 'es' ? 'Spanish' : lead.language === 'en' ? 'English' : 'unknown')

/** The webhook's JSON, as Standard Webhooks shapes an event: type, timestamp, data (the whole lead). */
export function webhookBody(notification: Notification): string {
  return JSON.stringify({ type: 'lead.created', timestamp: notification.lead.created_at, data: notification.lead })
}

/**
 * The chat message: enough to know a lead came in and to find it, never an email address or phone number (a chat
 * channel is read by more people, and kept longer, than the lead list).
 */
export function chatText(lead: Lead): string {
  const form = typeof lead.source === 'string' ? `, ${lead.source.replace('_', ' ')} form` : ''
  return `New lead: ${lead.first_name} (${lead.state}) from ${lead.page}${form}, ${language(lead)}, ${agencyTime(lead.created_at)}. Lead ${lead.id}`
}

/** The email to the agency: the whole lead, to call back from. */
export function emailMessage(lead: Lead): { subject: string; text: string } {
  const lines = [
    `Name: ${lead.first_name} ${lead.last_name}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email}`,
    `State: ${lead.state}`,
    `Received: ${agencyTime(lead.created_at)}`,
    `Page: ${lead.page}`,
    `Form: ${lead.source ?? 'not recorded'}`,
    `Language: ${language(lead)}`,
  ]
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid', 'referrer', 'landing_page']) {
    if (typeof lead[name] === 'string') lines.push(`${name}: ${lead[name]}`)
  }
  if (typeof lead.estimate === 'string') lines.push(`Savings estimate: ${lead.estimate}`)
  lines.push('', `Consent: agreed to be contacted (wording ${String(lead.consent_version)})`, `Lead id: ${lead.id}`)
  return { subject: `New lead: ${lead.first_name} ${lead.last_name.slice(0, 1)}., ${lead.state}`, text: `${lines.join('\n')}\n` }
}

/** The log line of a new lead: id, page, state, no contact details. */
export function logLine(lead: Lead): string {
  return `New lead ${lead.id} from ${lead.page} (${lead.state})`
}

/** A dead or overdue delivery, for the agency to act on: which lead, which target, what went wrong. */
export function alertText(alert: Alert): string {
  const what = alert.status === 'dead' ? `could not be delivered to the ${alert.target} target after ${alert.attempts} attempts` : `is not yet delivered to the ${alert.target} target (${alert.attempts} attempts so far)`
  return `Lead ${alert.lead_id}, received ${agencyTime(alert.created_at)}, ${what}. Last error: ${alert.last_error ?? 'none'}. See it with npm run leads.`
}
