import { formulaSafe, oneLine } from './escape.ts'
import { languageName } from './languages.ts'
import { agencyTime } from './messages.ts'
import type { Authorization } from './types.ts'

/**
 * What the agency is told of a CMS consent a consumer signed through an agent's link (45 CFR 155.220(j)(2)(iii),
 * and (ii) when the application review was confirmed). Staff-facing English, like the lead's messages. The email
 * and `npm run leads -- --consent <id>` print the same record, from authorizationRecordLines.
 */

/** The regulation's paragraphs a record satisfies: the consent, and the review when it was confirmed. */
const citation = (row: Authorization) => `45 CFR 155.220(j)(2)(iii)${row.review_version ? ' and (ii)' : ''}`

/** The whole record, a field a line: the names, the exact words and their hashes, where it came from, the chain. */
export function authorizationRecordLines(row: Authorization, time: (iso: string) => string = agencyTime): string[] {
  return [
    `CMS consent ${row.id} (${citation(row)})`,
    `Signed: ${row.created_at} (${time(row.created_at)})`,
    `Consumer (name on the link): ${row.consumer_name}`,
    `Typed name (signature): ${row.signed_name}${row.name_matches ? '' : ' (differs from the link)'}`,
    `Agent: ${row.agent_name}, of ${row.agency_name}`,
    `Lead: ${row.lead_id ?? 'none'}`,
    `Page: ${row.page} (${row.language})`,
    `Consent ${row.consent_version}, SHA-256 ${row.consent_sha256}:`,
    `  ${row.consent_text}`,
    ...(row.review_version
      ? [
          `Application review ${row.review_version}, confirmed, SHA-256 ${row.review_sha256}:`,
          ...(row.application_summary ?? '').split('\n').map((text) => `  | ${text}`),
          `  ${row.review_text}`,
        ]
      : ['Application review: none']),
    `From: ${row.client_ip ?? 'unknown address'}, ${row.user_agent ?? 'unknown browser'}`,
    `Record SHA-256 ${row.record_sha256} (previous ${row.previous_sha256 ?? 'none: the first'})`,
    `Revoked: ${row.revoked_at ? `${row.revoked_at}${row.revoked_by_opt_out ? ` (opt-out ${row.revoked_by_opt_out})` : ''}` : 'no'}`,
  ]
}

/** Its own Standard Webhooks event type, so a receiver never files it as a lead; every string formula-safe. */
export function authorizationWebhookBody(row: Authorization): string {
  const data = Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, typeof value === 'string' ? formulaSafe(value) : value]),
  )
  return JSON.stringify({ type: 'authorization.created', timestamp: row.created_at, data })
}

/** Whether the typed name is the link's, and whether the review was confirmed: what staff check first. */
function checks(row: Authorization): string {
  return [
    row.name_matches ? 'typed name matches' : 'typed name DIFFERS from the link',
    row.review_version ? 'application review confirmed' : 'no application review',
  ].join(', ')
}

/** The chat message: the agent and what to check, never the consumer's name (a chat channel is wide). */
export function authorizationChatText(row: Authorization): string {
  return `CMS consent signed for agent ${row.agent_name} (${languageName(row.language)}, ${agencyTime(row.created_at)}): ${checks(row)}. Consent ${row.id}, the record by email or npm run leads -- --consent ${row.id}`
}

/** The email: the whole record, to keep with the consumer's file (ten years). Plain text, every value on one line. */
export function authorizationEmailMessage(row: Authorization): { subject: string; text: string } {
  const lines = [
    `Checks: ${checks(row)}.`,
    '',
    ...authorizationRecordLines(row),
    '',
    'Keep this record ten years and produce it when CMS asks (45 CFR 155.220(j)(2)(iii)).',
  ]
  return {
    subject: oneLine(`CMS consent signed: ${row.consumer_name}, agent ${row.agent_name}`),
    text: `${lines.map(oneLine).join('\n')}\n`,
  }
}

export function authorizationLogLine(row: Authorization): string {
  return `CMS consent ${row.id} signed on ${row.page}${row.lead_id ? ` for lead ${row.lead_id}` : ''}`
}
