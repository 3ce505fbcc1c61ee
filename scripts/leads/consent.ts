/** `npm run leads -- --consent <id>`: one lead's consent record. */
import type { SupabaseClient } from '@supabase/supabase-js'
import { LEAD_COLUMNS } from '../../server/rest/table'
import type { Database } from '../../supabase/database.types'
import { consentRecord, consentRecordLines } from '../../supabase/functions/_shared/leadDelivery/consentRecord.ts'
import type { Io } from './args'
import { explain, type Lead } from './backend'
import { stops } from '../../supabase/functions/_shared/leadDelivery/doNotContact.ts'
import { fetchOptOuts, optOutsAfter } from './optOuts'
import { localTime, printable } from './text'
import { stopText } from '../../supabase/functions/_shared/leadDelivery/optOutMessages.ts'

/** --consent: one lead's consent record, as text (the full wording) and then as JSON, as the webhook carries it. */
export async function printConsent(client: SupabaseClient<Database>, url: string, id: string, io: Io): Promise<number> {
  const { data, error, status } = await client
    .from('contact_submissions')
    .select(LEAD_COLUMNS.join(','))
    .eq('id', id)
    .retry(false)
    .overrideTypes<Lead[], { merge: false }>()
  if (error) throw new Error(explain(url, status, error.message, error.code))
  const lead = data[0]
  if (!lead) {
    io.err(`No lead has the id ${id}.\n`)
    return 1
  }
  const record = consentRecord(lead)
  // Every later request of its phone number or mailbox to stop contacting it revokes what the record shows (a
  // request to stop helping takes back the CMS consent, not this one).
  const optOuts = (await fetchOptOuts(client)) ?? []
  const revoked = optOutsAfter(lead, optOuts)
    .filter((optOut) => optOut.stop !== 'help')
    .reverse()
    .map((optOut) => ({ opt_out_id: optOut.id, at: optOut.created_at, stop: optOut.stop, ...stops(optOut) }))
  const revokedLines = revoked.length
    ? [
        '',
        'Revoked:',
        ...revoked.map(
          (entry) =>
            `  ${localTime(entry.at)}: stop ${stopText(entry.stop)} (opt-out ${entry.opt_out_id})${entry.calls ? '; DO NOT CALL' : ''}${entry.texts ? '; DO NOT TEXT' : ''}`,
        ),
      ]
    : []
  const lines = [...consentRecordLines(record), ...revokedLines]
  io.out(`${lines.map(printable).join('\n')}\n\n${JSON.stringify({ ...record, revoked }, null, 2)}\n`)
  return 0
}
