import type { SupabaseClient } from '@supabase/supabase-js'
import type { SubmitResult } from '../../machines/contactForm.machine'
import type { LeadRow } from '../../machines/leadFields'
import { config } from './env'

let client: Promise<SupabaseClient> | undefined

/** supabase-js (about 60 KB gzip) loads on the first submission, never with the page. */
function supabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.supabaseUrl ?? window.location.origin, config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  )
  return client
}

/**
 * Inserts one lead (never `.select()`: anon may not read leads back). A duplicate id (409 / 23505) means an
 * earlier attempt of this same submission was stored, so it counts as success. A request that never got an
 * answer (status 0) throws: that is the 'unexpected error' outcome, not a backend message to show.
 */
export async function submitLead(row: LeadRow): Promise<SubmitResult> {
  const { error, status } = await (await supabase()).from('contact_submissions').insert(row)
  if (!error) return { error: null }
  if (error.code === '23505') return { error: null }
  if (status === 0) throw new Error(error.message)
  console.error('The lead was not stored:', error)
  return { error: { message: error.message } }
}
