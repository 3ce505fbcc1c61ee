import type { SupabaseClient } from '@supabase/supabase-js'
import { OPT_OUT_COLUMNS, type StoredOptOut } from '../../server/rest/table'
import type { Database } from '../../supabase/database.types'
import { newConsentWords, stopText } from '../../supabase/functions/_shared/leadDelivery/optOutMessages.ts'
import { provenance } from '../../supabase/functions/_shared/leadDelivery/requestSources.ts'

/**
 * The requests to stop calls, texts or emails (contact_opt_outs), for `npm run leads`: the list itself
 * (`--opt-outs`), and for each lead every request of its phone number or mailbox made after it, which the agency
 * must honor within 10 business days, and the latest made before it, which the lead may or may not override (its
 * delivery said which client sent each).
 */

export type OptOut = StoredOptOut

const PAGE = 1000

/** Every opt-out, newest first, a page at a time (hosted Supabase caps one answer at 1000 rows). */
export async function fetchOptOuts(
  client: SupabaseClient<Database>,
  limit: number | null = null,
): Promise<OptOut[] | null> {
  const optOuts: OptOut[] = []
  while (limit === null || optOuts.length < limit) {
    const from = optOuts.length
    const to = from + Math.min(PAGE, (limit ?? Infinity) - from) - 1
    const { data, error, status } = await client
      .from('contact_opt_outs')
      .select(OPT_OUT_COLUMNS.join(','))
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to)
      .retry(false)
      .overrideTypes<OptOut[], { merge: false }>()
    // A backend that has not run the opt-out migration: nothing to mark.
    if (status === 404) return null
    if (error) throw new Error(`Could not read opt-outs: ${error.message}${error.code ? ` (${error.code})` : ''}`)
    optOuts.push(...data)
    if (data.length < to - from + 1) break
  }
  return optOuts
}

/** A US number's last 10 digits: '(305) 555-0142' and '+1 305.555.0142' are one number, as in the database. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 10 ? digits.slice(-10) : null
}

/** The mailbox an address names, as private.email_key has it: lowercase, no trailing dot, unquoted, no +tag. */
export function mailboxKey(email: string | null | undefined): string | null {
  if (!email) return null
  const at = email.lastIndexOf('@')
  if (at < 0) return email.toLowerCase()
  let local = email.slice(0, at)
  if (/^".*"$/.test(local)) local = local.slice(1, -1).replace(/\\(.)/g, '$1')
  local = local.replace(/^([^+]+)\+.*$/, '$1')
  return `${local}@${email.slice(at + 1).replace(/\.+$/, '')}`.toLowerCase()
}

type Contact = { created_at: string; phone: string | null; email: string | null }

/** Every opt-out of the contact's phone number or mailbox, newest first. */
function optOutsOf(lead: Contact, optOuts: readonly OptOut[]): OptOut[] {
  const phone = phoneKey(lead.phone)
  const mailbox = mailboxKey(lead.email)
  return optOuts
    .filter(
      (optOut) =>
        (phone !== null && phoneKey(optOut.phone) === phone) ||
        (mailbox !== null && mailboxKey(optOut.email) === mailbox),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
}

/** Every opt-out of the lead's phone number or mailbox made after the lead, newest first. */
export function optOutsAfter(lead: Contact, optOuts: readonly OptOut[]): OptOut[] {
  return optOutsOf(lead, optOuts).filter((optOut) => optOut.created_at > lead.created_at)
}

/** The latest opt-out of the lead's phone number or mailbox made before the lead (as its delivery named it), if any. */
export function optOutBefore(lead: Contact, optOuts: readonly OptOut[]): OptOut | undefined {
  return optOutsOf(lead, optOuts).find((optOut) => optOut.created_at < lead.created_at)
}

/** The line under a lead that opted out after it, with where the request came from. */
export function optedOutLine(
  optOut: OptOut,
  time: (iso: string) => string,
  lead: { client_ip?: unknown; user_agent?: unknown },
): string {
  return `  OPTED OUT ${time(optOut.created_at)}: stop ${stopText(optOut.stop)} (opt-out ${optOut.id}; ${provenance(optOut, lead)})`
}

/** The line under a lead made after its contact asked to stop: the request, and what the lead may be. */
export function optedOutBeforeLine(
  optOut: OptOut,
  time: (iso: string) => string,
  lead: { client_ip?: unknown; user_agent?: unknown },
): string {
  return `  OPTED OUT BEFORE THIS LEAD ${time(optOut.created_at)}: stop ${stopText(optOut.stop)} (opt-out ${optOut.id}); ${newConsentWords(optOut, lead)}`
}
