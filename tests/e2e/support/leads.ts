import { LOCAL_KEYS } from '../../../server/config'
import type { StoredLead } from '../../../server/rest/table'
import { supabase } from '../../server/support/backend'

/** The rows stored for one email address, read back as agency staff do: supabase-js with the service role key. */
export async function leadsFor(baseURL: string, email: string): Promise<StoredLead[]> {
  const client = supabase(baseURL, process.env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_KEYS.serviceRole)
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

/** A US phone number no other test uses: the database stores one number at most 3 times an hour. */
export function uniquePhone(): string {
  counter += 1
  const digits = String((Date.now() * 31 + process.pid * 7919 + counter * 104_729) % 10_000_000).padStart(7, '0')
  return `(305) ${digits.slice(0, 3)}-${digits.slice(3)}`
}
