/** How `npm run leads` reads the backend: the client, the leads and their deliveries, and what a failed read means. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_KEYS } from '../../server/config'
import { type CHAIN_COLUMNS, LEAD_COLUMNS, type StoredLead } from '../../server/rest/table'
import { readOwnStaffKey } from '../../server/staffKey'
import type { Database } from '../../supabase/database.types'

/** A lead as staff read it: every column but the honeypot. */
export type Lead = Omit<StoredLead, 'website' | (typeof CHAIN_COLUMNS)[number]>

const PAGE = 1000

/**
 * supabase-js as a Node program uses it: no session to keep or refresh, `headers` sent with every request. The
 * one client builder: this command reads leads with it, the tests talk to server/ with it.
 */
export function supabaseClient(
  url: string,
  key: string,
  headers: Record<string, string> = {},
): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  })
}

/** Newest first, a page at a time (hosted Supabase caps one answer at 1000 rows). */
export async function fetchLeads(client: SupabaseClient<Database>, url: string, limit: number | null): Promise<Lead[]> {
  const leads: Lead[] = []
  while (limit === null || leads.length < limit) {
    const from = leads.length
    const to = from + Math.min(PAGE, (limit ?? Infinity) - from) - 1
    const { data, error, status } = await client
      .from('contact_submissions')
      .select(LEAD_COLUMNS.join(','))
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to)
      // supabase-js retries a failed read for about 7 s; a command run by hand should answer at once.
      .retry(false)
      .overrideTypes<Lead[], { merge: false }>()
    if (error) throw new Error(explain(url, status, error.message, error.code))
    leads.push(...data)
    if (data.length < to - from + 1) break
  }
  return leads
}

/** One lead's delivery to one target, as the outbox reports it (public.lead_deliveries). */
export type Delivery = {
  lead_id: string
  target: string
  status: 'pending' | 'delivered' | 'dead'
  attempts: number
  delivered_at: string | null
  last_error: string | null
}

export const TARGET_ORDER = ['webhook', 'chat', 'email', 'copy', 'log']
// Ids per request: 200 uuids keep the request body well under the API's 16 KB.
const IDS_PER_REQUEST = 200

/**
 * Every target's delivery of these leads, by lead id. A backend without the lead outbox (a project that has not
 * run its migration) answers 404: then there is nothing to show, which the table says.
 */
export async function fetchDeliveries(
  client: SupabaseClient<Database>,
  url: string,
  ids: string[],
): Promise<Map<string, Delivery[]> | null> {
  const byLead = new Map<string, Delivery[]>()
  for (let from = 0; from < ids.length; from += IDS_PER_REQUEST) {
    const { data, error, status } = await client
      .rpc('lead_deliveries', { lead_ids: ids.slice(from, from + IDS_PER_REQUEST) })
      .retry(false)
    if (status === 404) return null
    if (error) throw new Error(explain(url, status, error.message, error.code))
    for (const delivery of (data ?? []) as Delivery[])
      byLead.set(delivery.lead_id, [...(byLead.get(delivery.lead_id) ?? []), delivery])
  }
  for (const list of byLead.values())
    list.sort((a, b) => TARGET_ORDER.indexOf(a.target) - TARGET_ORDER.indexOf(b.target))
  return byLead
}

export function explain(url: string, status: number, message: string, code: string): string {
  if (status === 0)
    return `No server answered at ${url}: start it with \`npm run serve\` (or \`npm start\`), or set SUPABASE_URL.`
  if (status === 401 || status === 403) {
    return `${url} refused the service role key (${message}): set SUPABASE_SERVICE_ROLE_KEY to the project's service role key.`
  }
  return `Could not read leads from ${url}: ${message}${code ? ` (${code})` : ''}`
}

export /**
 * Without SUPABASE_SERVICE_ROLE_KEY, the local server's: the one server/ made and keeps in DATA_DIR, or where it
 * made none (ALLOW_PUBLISHED_STAFF_KEY=1: tests, `npm run dev`) the published default.
 */
async function localStaffKey(env: NodeJS.ProcessEnv): Promise<string> {
  const own = env.SUPABASE_URL ? undefined : await readOwnStaffKey(env.DATA_DIR || '.data')
  return own ?? LOCAL_KEYS.serviceRole
}
