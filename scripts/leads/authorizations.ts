/**
 * `npm run leads -- --authorizations`: the CMS consents consumers signed through an agent's link, newest first; and
 * `--consent <id>` with an authorization's id: its whole record, the exact words included, as text and as JSON.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { AUTHORIZATION_COLUMNS, type StoredAuthorization } from '../../server/rest/table'
import type { Database } from '../../supabase/database.types'
import { authorizationRecordLines } from '../../supabase/functions/_shared/leadDelivery/authorizationMessages.ts'
import type { Authorization as DeliveredAuthorization } from '../../supabase/functions/_shared/leadDelivery/types.ts'
import { USAGE, type Io, type Options } from './args'
import { explain } from './backend'
import { isolate, localTime, printable } from './text'

/** A consent as staff read it: every column but the link's token, which the database never keeps. */
type Authorization = Omit<StoredAuthorization, 'link'>

const READ_COLUMNS = AUTHORIZATION_COLUMNS.filter((column) => column !== 'link')

async function fetchAuthorizations(
  client: SupabaseClient<Database>,
  url: string,
  limit: number | null,
  id?: string,
): Promise<Authorization[]> {
  let query = client.from('agent_authorizations').select(READ_COLUMNS.join(','))
  if (id) query = query.eq('id', id)
  const { data, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(limit ?? 1000)
    .retry(false)
    .overrideTypes<Authorization[], { merge: false }>()
  // A backend that has not run the consent's migration has no such table: no consent has the id.
  if (error && status === 404 && id) return []
  if (error) throw new Error(explain(url, status, error.message, error.code))
  return data
}

/** One consent a line: when, who (the typed name marked when it is not the link's), the agent, the review, revoked. */
export function formatAuthorizations(
  rows: readonly Authorization[],
  time: (iso: string) => string,
  clean: (text: string) => string,
): string {
  if (rows.length === 0) return 'No CMS consents yet.'
  const header = ['Signed', 'Consumer', 'Typed name', 'Agent', 'Lang', 'Review', 'Lead', 'Revoked', 'Id']
  const cells = rows.map((row) =>
    [
      time(row.created_at),
      row.consumer_name ?? '',
      row.name_matches ? '(same)' : `${row.signed_name} (DIFFERS)`,
      row.agent_name ?? '',
      row.language ?? '',
      row.review_confirmed ? 'confirmed' : '-',
      row.lead_id ?? '-',
      row.revoked_at ? time(row.revoked_at) : '-',
      row.id,
    ].map(clean),
  )
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)))
  const line = (values: string[], wrap: (text: string) => string = (text) => text) =>
    values
      .map((value, column) => wrap(value) + ' '.repeat(widths[column] - value.length))
      .join('  ')
      .trimEnd()
  const count = `${rows.length} CMS consent${rows.length === 1 ? '' : 's'}, newest first. Keep each ten years.`
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map((row) => line(row, isolate)),
    '',
    count,
  ].join('\n')
}

/** --consent with an authorization's id; false when no authorization has it. */
export async function printAuthorization(
  client: SupabaseClient<Database>,
  url: string,
  id: string,
  io: Io,
): Promise<boolean> {
  const [row] = await fetchAuthorizations(client, url, 1, id)
  if (!row) return false
  // The columns the database types leave nullable are set on every row (agent_authorizations_set_by_database).
  const record = row as DeliveredAuthorization
  io.out(
    `${authorizationRecordLines(record, localTime).map(printable).join('\n')}\n\n${JSON.stringify(row, null, 2)}\n`,
  )
  return true
}

/** --authorizations: the consents as a table, newest first. */
export async function authorizationsCommand(
  client: SupabaseClient<Database>,
  url: string,
  options: Options,
  limit: number | null,
  io: Io,
): Promise<number> {
  if (options.watch || options.csv)
    throw new Error(`--authorizations lists the consents as a table; it goes with --limit only. ${USAGE}`)
  io.out(`${formatAuthorizations(await fetchAuthorizations(client, url, limit), localTime, printable)}\n`)
  return 0
}
