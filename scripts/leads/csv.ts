/** `npm run leads -- --csv`: the leads as CSV for a spreadsheet, and the owner-only file it is written to. */
import { open } from 'node:fs/promises'
import { LEAD_COLUMNS } from '../../server/rest/table'
import { chatLeadOutcome } from '../../supabase/functions/_shared/leadDelivery/chatLeadOutcome.generated.js'
import { formulaSafeCell } from '../../supabase/functions/_shared/leadDelivery/escape.ts'
import { TARGET_ORDER, type Delivery, type Lead } from './backend'
import { stoppedBy } from '../../supabase/functions/_shared/leadDelivery/doNotContact.ts'
import { optOutsAfter, type OptOut } from './optOuts'
import { printable } from './text'

/**
 * One CSV cell, as OWASP's CSV injection guidance says: a cell that a spreadsheet would run as a formula gets a
 * leading apostrophe (also after a ; or , inside it, where ;-separator locales start a new cell), every cell is
 * quoted and its quotes doubled (RFC 4180). A phone like +1 305... then shows as '+1 305..., harmless. What is
 * not printable is replaced by ?, as in the table.
 */
export function csvCell(value: unknown): string {
  const text = printable(formulaSafeCell(value === null || value === undefined ? '' : String(value)))
  return `"${text.replaceAll('"', '""')}"`
}

const DELIVERY_FIELDS = ['status', 'delivered_at', 'attempts', 'last_error'] as const
/** When the lead's phone number or mailbox asked to stop after it, and what: blank for a lead that did not. */
const OPTED_OUT_FIELDS = ['opted_out_at', 'opted_out_stop', 'opted_out_id', 'do_not_call', 'do_not_text'] as const

/** A chat lead's outcome, as the webhook's `outcome` has it: its code and the staff line (blank for a form's lead). */
const OUTCOME_FIELDS = ['outcome_code', 'outcome'] as const

/**
 * Every lead column, a chat lead's outcome, then for each target any lead was sent to: its status, delivery time,
 * attempts, last error.
 */
export function toCsv(
  leads: Lead[],
  deliveries: Map<string, Delivery[]> | null = new Map(),
  optOuts: readonly OptOut[] = [],
): string {
  const targets = TARGET_ORDER.filter((target) =>
    [...(deliveries?.values() ?? [])].some((list) => list.some((delivery) => delivery.target === target)),
  )
  const header = [
    ...LEAD_COLUMNS,
    ...OUTCOME_FIELDS,
    ...targets.flatMap((target) => DELIVERY_FIELDS.map((field) => `${target}_${field}`)),
    ...OPTED_OUT_FIELDS,
  ]
  const row = (lead: Lead) => {
    const list = deliveries?.get(lead.id) ?? []
    const delivered = targets.flatMap((target) => {
      const delivery = list.find((candidate) => candidate.target === target)
      return DELIVERY_FIELDS.map((field) => delivery?.[field])
    })
    const later = optOutsAfter(lead, optOuts)
    const optOut = later[0]
    const stopped = stoppedBy(later)
    const outcome = chatLeadOutcome(lead)
    return [
      ...LEAD_COLUMNS.map((column) => lead[column]),
      outcome?.code,
      outcome?.line,
      ...delivered,
      optOut?.created_at,
      optOut?.stop,
      optOut?.id,
      stopped.calls ? 'yes' : undefined,
      stopped.texts ? 'yes' : undefined,
    ]
      .map(csvCell)
      .join(',')
  }
  const lines = [header.map(csvCell).join(','), ...leads.map(row)]
  return `${lines.join('\r\n')}\r\n`
}

export /**
 * Owner-only, since every row is personal data: an existing file (an earlier export, one another user made in
 * /tmp) keeps its mode when opened, so it is made 0600 before a byte is written (on another user's file that
 * fails, and nothing is written). The byte-order mark (in `text`) lets Excel read the file as UTF-8.
 */
async function writePrivate(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w', 0o600)
  try {
    await handle.chmod(0o600)
    await handle.writeFile(text)
  } finally {
    await handle.close()
  }
}
