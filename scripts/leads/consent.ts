/** `npm run leads -- --consent <id>`: one lead's consent record. */
import type { SupabaseClient } from '@supabase/supabase-js'
import { LEAD_COLUMNS } from '../../server/rest/table'
import type { Database } from '../../supabase/database.types'
import { consentRecord, consentRecordLines } from '../../supabase/functions/_shared/leadDelivery/consentRecord.ts'
import type { Io } from './args'
import { explain, type Lead } from './backend'
import { printable } from './text'

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
  io.out(`${consentRecordLines(record).map(printable).join('\n')}\n\n${JSON.stringify(record, null, 2)}\n`)
  return 0
}
