import type { SubmitResult } from '../../machines/contactForm.machine'
import type { OptOutRow } from '../../machines/optOutChecks'
import { supabase } from './leads'

/**
 * Inserts one request to stop calls, texts or emails (never `.select()`: anon may not read them back). A duplicate
 * id (409 / 23505) is an earlier attempt of this same request, stored: success. No answer at all (status 0) throws,
 * the form's 'could not send' outcome; 403 and 429 are the abuse guards refusing. No visitor attribution is sent:
 * the request carries what the visitor typed, the page and its language, nothing else.
 */
export async function submitOptOut(row: OptOutRow, signal: AbortSignal): Promise<SubmitResult> {
  const client = await supabase()
  const { error, status } = await client.from('contact_opt_outs').insert(row).abortSignal(signal)
  if (!error || error.code === '23505') return { error: null }
  if (status === 0) throw new Error(error.message)
  console.error('The opt-out was not stored:', error)
  const reason = { code: error.hint || null, detail: error.details || null }
  return {
    error:
      status === 403 || status === 429
        ? { message: error.message, refused: true, ...reason }
        : { message: error.message, ...reason },
  }
}
