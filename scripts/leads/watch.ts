/** `npm run leads -- --watch`: the newest leads, then each new one as it arrives. */
import type { SupabaseClient } from '@supabase/supabase-js'
import { LEAD_COLUMNS } from '../../server/rest/table'
import type { Database } from '../../supabase/database.types'
import type { Io } from './args'
import { explain, type Delivery, type Lead } from './backend'
import { formatTable } from './table'

const WATCH_LEADS = 10
const WATCH_EVERY_MS = 2000

/**
 * --watch: the newest leads, then every lead stored after them as it arrives (checked every 2 seconds), each
 * with its origin; its deliveries show in the next plain `npm run leads`. Runs until Ctrl-C (or `signal`).
 */
export async function watch(
  client: SupabaseClient<Database>,
  url: string,
  leads: Lead[],
  deliveries: Map<string, Delivery[]> | null,
  io: Io,
  signal?: AbortSignal,
): Promise<number> {
  io.out(`${formatTable(leads.slice(0, WATCH_LEADS), deliveries)}\nWatching for new leads (Ctrl-C stops)...\n`)
  const seen = new Set(leads.map((lead) => lead.id))
  let since = leads[0]?.created_at ?? new Date(0).toISOString()
  while (!signal?.aborted) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, WATCH_EVERY_MS)
      signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
    })
    if (signal?.aborted) break
    const { data, error, status } = await client
      .from('contact_submissions')
      .select(LEAD_COLUMNS.join(','))
      .gte('created_at', since)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .retry(false)
      .overrideTypes<Lead[], { merge: false }>()
    if (error) {
      io.err(`${explain(url, status, error.message, error.code)}\n`)
      continue
    }
    const fresh = data.filter((lead) => !seen.has(lead.id))
    for (const lead of fresh) seen.add(lead.id)
    if (fresh.length) {
      since = fresh[fresh.length - 1].created_at
      // Each new lead as the table prints it, oldest first, without the header and the count.
      io.out(`${formatTable(fresh, null).split('\n').slice(2, -2).join('\n')}\n`)
    }
  }
  return 0
}
