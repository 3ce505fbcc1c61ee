/**
 * `npm run leads -- --opt-outs`: the requests to stop calls, texts or emails, newest first, as a table with each
 * request's delivery, or (--csv) as CSV.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../supabase/database.types'
import { honorBy, stopText } from '../../supabase/functions/_shared/leadDelivery/optOutMessages.ts'
import { USAGE, type Io, type Options } from './args'
import { fetchDeliveries } from './backend'
import { csvCell, writePrivate } from './csv'
import { fetchOptOuts, type OptOut } from './optOuts'
import { deliveryText, isolate, localTime, printable } from './text'

/**
 * `npm run leads -- --opt-outs`: one request a line, newest first, and under it where it was sent from (network address,
 * user agent) and its delivery to each target, worded by `delivered` as a lead's. Every value is in a bidi isolate, as in the lead table: an address with a right-to-left
 * domain (accepted) is otherwise laid out across its neighbours in a bidi terminal.
 */
export function formatOptOuts(
  optOuts: readonly OptOut[],
  time: (iso: string) => string,
  clean: (text: string) => string,
  delivered: (id: string) => string | null = () => null,
): string {
  if (optOuts.length === 0) return 'No opt-outs yet.'
  const header = ['Received', 'Stop', 'Phone', 'Email', 'Page', 'Id']
  const rows = optOuts.map((optOut) =>
    [
      time(optOut.created_at),
      stopText(optOut.stop),
      optOut.phone ?? '',
      optOut.email ?? '',
      optOut.page,
      optOut.id,
    ].map(clean),
  )
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[], wrap: (text: string) => string = (text) => text) =>
    cells
      .map((cell, column) => wrap(cell) + ' '.repeat(widths[column] - cell.length))
      .join('  ')
      .trimEnd()
  const count = `${optOuts.length} opt-out${optOuts.length === 1 ? '' : 's'}, newest first. Honor each within 10 business days.`
  const body = optOuts.flatMap((optOut, index) => {
    const delivery = delivered(optOut.id)
    // Where it came from, as a lead's: anyone can ask to stop any number (the lead list sets it beside each lead).
    const from = `${optOut.client_ip ?? 'network address not known'}, ${optOut.user_agent ?? 'no user agent'}`
    // A 4th request within the day for its number or mailbox: kept and honored, not delivered (as a lead's repeat).
    const repeat = optOut.repeat_of
      ? [
          `  REPEAT of opt-out ${isolate(clean(optOut.repeat_of))}: the 4th or later request within a day for this number or mailbox; stored and honored, not delivered.`,
        ]
      : []
    return [
      line(rows[index], isolate),
      `  Sent from: ${isolate(clean(from))}`,
      ...repeat,
      ...(delivery ? [`  Delivery: ${isolate(clean(delivery))}`] : []),
    ]
  })
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body, '', count].join('\n')
}

/** `--opt-outs`: the requests to stop, as a table or (--csv) as CSV, every column. */
export async function optOutsCommand(
  client: SupabaseClient<Database>,
  url: string,
  options: Options,
  limit: number | null,
  io: Io,
): Promise<number> {
  if (options.watch) throw new Error(`--opt-outs lists the requests once; it does not go with --watch. ${USAGE}`)
  const optOuts = await fetchOptOuts(client, limit)
  if (optOuts === null) throw new Error('This backend has no opt-outs table yet: run its migrations.')
  if (!options.csv) {
    const deliveries = await fetchDeliveries(
      client,
      url,
      optOuts.map((optOut) => optOut.id),
    )
    const delivered = (id: string) => {
      const list = deliveries?.get(id)
      return list?.length ? list.map(deliveryText).join('; ') : null
    }
    io.out(`${formatOptOuts(optOuts, localTime, printable, delivered)}\n`)
    return 0
  }
  const columns = [
    'id',
    'created_at',
    'stop',
    'phone',
    'email',
    'page',
    'language',
    'user_agent',
    'client_ip',
    'repeat_of',
  ] as const
  // honor_by: the last day the request may take to honor (10 business days), as every delivery of it names it.
  const row = (optOut: OptOut) =>
    [...columns.map((column) => optOut[column]), honorBy(optOut.created_at)].map(csvCell).join(',')
  const csv = `${[[...columns, 'honor_by'].map(csvCell).join(','), ...optOuts.map(row)].join('\r\n')}\r\n`
  if (options.file === null) io.out(csv)
  else {
    await writePrivate(options.file, `\ufeff${csv}`)
    io.err(`Wrote ${optOuts.length} opt-out${optOuts.length === 1 ? '' : 's'} to ${options.file}\n`)
  }
  return 0
}
