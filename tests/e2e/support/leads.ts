import { LOCAL_KEYS } from '../../../server/config'
import type { StoredLead } from '../../../server/rest/table'
import { supabaseClient } from '../../../scripts/leads/backend'

/** The rows stored for one email address, read back as agency staff do: supabase-js with the service role key. */
export function leadsFor(baseURL: string, email: string): Promise<StoredLead[]> {
  return leadsWhere(baseURL, 'email', email)
}

/** The rows stored with one value of a column (a chat lead has no email: its phone number). */
export async function leadsWhere(baseURL: string, column: 'email' | 'phone', value: string): Promise<StoredLead[]> {
  const client = supabaseClient(baseURL, process.env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_KEYS.serviceRole)
  const { data, error } = await client.from('contact_submissions').select('*').eq(column, value).order('created_at')
  if (error) throw new Error(`reading leads failed: ${error.message}`)
  return data ?? []
}
