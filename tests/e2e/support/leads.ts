import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js'
import ws from 'ws'
import { LOCAL_KEYS } from '../../../server/config'
import type { StoredLead } from '../../../server/rest/table'

// Node 20 has no global WebSocket and supabase-js will not start without one; ws is that API (its typings name
// event objects differently from the DOM's, hence the one cast).
const NodeWebSocket = ws as WebSocketLikeConstructor


/** The rows stored for one email address, read back as agency staff do: supabase-js with the service role key. */
export async function leadsFor(baseURL: string, email: string): Promise<StoredLead[]> {
  const client = createClient(baseURL, process.env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_KEYS.serviceRole, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NodeWebSocket },
  })
  const { data, error } = await client.from('contact_submissions').select('*').eq('email', email).order('created_at')
  if (error) throw new Error(`reading leads failed: ${error.message}`)
  return data ?? []
}

let counter = 0
/** An email no other test (or earlier run on the same data folder) has used. */
export function uniqueEmail(tag: string): string {
  counter += 1
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`
}
