import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { currentAuthorization } from '../../../content/en/browser/authorization'
import { currentAuthorization as spanishAuthorization } from '../../../content/es/browser/authorization'
import { ANON_KEY, SERVICE_KEY, supabase } from './backend'

/**
 * A CMS consent signed as it is in life, through the REST API of the backend at `url` (the feature on): staff make
 * the link with the service role (as `npm run authorize` and a CRM do), the consumer signs it with the anon key.
 * Returns the stored consent's id. A link in Spanish (`language: 'es'`) is signed on /es/authorize, in Spanish.
 */
export async function signedAuthorization(url: string, link: Record<string, unknown> = {}): Promise<string> {
  const made = await supabase(url, SERVICE_KEY).rpc('create_agent_authorization_link', {
    consumer_name: 'Ana María Díaz',
    agent_name: 'Sam Agent',
    ...link,
  })
  expect(made.error).toBeNull()
  const token = String((made.data as { path: string }).path).split('#')[1]
  const id = randomUUID()
  const spanish = link.language === 'es'
  const { error } = await supabase(url, ANON_KEY)
    .from('agent_authorizations')
    .insert({
      id,
      link: token,
      signed_name: 'Ana María Díaz',
      agreed: true,
      consent_version: (spanish ? spanishAuthorization : currentAuthorization).version,
      page: spanish ? '/es/authorize' : '/authorize',
    })
  expect(error).toBeNull()
  return id
}
