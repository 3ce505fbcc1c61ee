import type { SubmitResult } from '../../machines/contactForm.machine'
import type { AuthorizeRow, LinkCheck } from '../../machines/authorizeChecks'
import { defaultLocale, locales } from '../../rules/locales'
import { supabase } from './leads'

/**
 * What an agent's link says (public.agent_authorization_link): the names and the summary for a valid, unexpired,
 * unused link; otherwise only why not. No answer at all throws: the page offers to try again.
 */
export async function checkLink(token: string, signal: AbortSignal): Promise<LinkCheck> {
  const client = await supabase()
  const { data, error, status } = await client.rpc('agent_authorization_link', { token }).abortSignal(signal)
  if (error || status === 0) throw new Error(error?.message ?? 'no answer')
  const answer = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}
  const text = (key: string) => {
    const value = answer[key]
    return typeof value === 'string' ? value : ''
  }
  const answered = text('status')
  if (answered === 'expired' || answered === 'used') return { status: answered }
  if (answered !== 'valid') return { status: 'invalid' }
  return {
    status: 'valid',
    link: {
      consumerName: text('consumer_name'),
      agentName: text('agent_name'),
      agencyName: text('agency_name'),
      language: locales.find((code) => code === text('language')) ?? defaultLocale,
      expiresAt: text('expires_at'),
      applicationSummary: text('application_summary') || null,
    },
  }
}

/**
 * Stores one consent (never `.select()`: anon may not read it back). A duplicate id (23505) is an earlier attempt of
 * this same consent, stored: success. No answer at all throws; the database's refusals come back with their code.
 */
export async function submitAuthorization(row: AuthorizeRow, signal: AbortSignal): Promise<SubmitResult> {
  const client = await supabase()
  const { error, status } = await client.from('agent_authorizations').insert(row).abortSignal(signal)
  if (!error || error.code === '23505') return { error: null }
  if (status === 0) throw new Error(error.message)
  console.error('The consent was not stored:', error)
  const reason = { code: error.hint || null, detail: error.details || null }
  return {
    error:
      status === 429 ? { message: error.message, refused: true, ...reason } : { message: error.message, ...reason },
  }
}
