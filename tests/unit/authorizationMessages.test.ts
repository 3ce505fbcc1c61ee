import { describe, expect, it } from 'vitest'
import {
  authorizationChatText,
  authorizationEmailMessage,
  authorizationLogLine,
  authorizationWebhookBody,
} from '../../supabase/functions/_shared/leadDelivery/authorizationMessages'
import { alertText } from '../../supabase/functions/_shared/leadDelivery/messages'
import type { Authorization } from '../../supabase/functions/_shared/leadDelivery/types'
import { consentCopyEmail } from '../../supabase/consentCopy'

const consent: Authorization = {
  id: '0b1c2d3e-0000-4000-8000-0000000000a1',
  created_at: '2026-11-27T15:00:00Z',
  link_id: '0b1c2d3e-0000-4000-8000-0000000000b2',
  lead_id: null,
  language: 'es',
  page: '/es/authorize',
  consumer_name: 'Ana María Díaz',
  signed_name: '=Anna Diaz',
  name_matches: false,
  agent_name: 'Sam Agent',
  agency_name: 'ACA Health Plan Advisors',
  consent_version: 'authorization-es-2026-11-29',
  consent_text: 'Yo, Ana María Díaz, doy mi consentimiento…',
  consent_sha256: 'a'.repeat(64),
  application_summary: 'Hogar de 2.\nIngresos $40,000.',
  review_version: 'review-es-2026-11-29',
  review_confirmed: true,
  review_text: 'Confirmo que el resumen es correcto.',
  review_sha256: 'b'.repeat(64),
  user_agent: 'Mozilla/5.0 (Test)',
  client_ip: '198.51.100.7',
  previous_sha256: null,
  record_sha256: 'c'.repeat(64),
  revoked_at: null,
  revoked_by_opt_out: null,
}

describe("a CMS consent's messages to the agency", () => {
  it('send the webhook its own event type, the whole record, every string safe from spreadsheet formulas', () => {
    const event = JSON.parse(authorizationWebhookBody(consent))
    expect(event).toMatchObject({
      type: 'authorization.created',
      timestamp: consent.created_at,
      data: { id: consent.id, consumer_name: 'Ana María Díaz', signed_name: "'=Anna Diaz", name_matches: false },
    })
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(consent).sort())
  })

  it('tell the chat the agent and what to check, never the consumer’s name', () => {
    const text = authorizationChatText(consent)
    expect(text).toContain('CMS consent signed for agent Sam Agent (Spanish')
    expect(text).toContain('typed name DIFFERS from the link, application review confirmed')
    expect(text).toContain(consent.id)
    expect(text).not.toMatch(/Ana|Diaz/)
  })

  it('email the whole record to keep: names, exact words and hashes, the summary line by line, the chain', () => {
    const { subject, text } = authorizationEmailMessage(consent)
    expect(subject).toBe('CMS consent signed: Ana María Díaz, agent Sam Agent')
    expect(text).toContain('Checks: typed name DIFFERS from the link, application review confirmed.\n')
    expect(text).toContain('CMS consent 0b1c2d3e-0000-4000-8000-0000000000a1 (45 CFR 155.220(j)(2)(iii) and (ii))\n')
    expect(text).toContain('Typed name (signature): =Anna Diaz (differs from the link)\n')
    expect(text).toContain(`Consent authorization-es-2026-11-29, SHA-256 ${'a'.repeat(64)}:\n  Yo, Ana María Díaz`)
    expect(text).toContain('  | Hogar de 2.\n  | Ingresos $40,000.\n')
    expect(text).toContain(`Record SHA-256 ${'c'.repeat(64)} (previous none: the first)\n`)
    expect(text).toContain('Keep this record ten years')
  })

  it('log the consent without a name, and name it in an alert', () => {
    expect(authorizationLogLine(consent)).toBe(`CMS consent ${consent.id} signed on /es/authorize`)
    const alert = alertText({
      id: 'n1',
      lead_id: null,
      opt_out_id: null,
      authorization_id: consent.id,
      target: 'webhook',
      status: 'dead',
      attempts: 12,
      last_error: 'HTTP 500',
      created_at: consent.created_at,
    })
    expect(alert).toMatch(new RegExp(`^CMS consent ${consent.id}, received .* could not be delivered to the webhook`))
    expect(
      alertText({
        id: 'n2',
        lead_id: null,
        authorization_id: consent.id,
        target: 'copy',
        status: 'dead',
        attempts: 12,
        last_error: 'SMTP: 550 mailbox unavailable',
        created_at: consent.created_at,
      }),
    ).toContain('could not be delivered to the consumer by email (their copy) after 12 attempts')
  })
})

describe("the consumer's emailed copy of their CMS consent", () => {
  const settings = { siteUrl: 'https://agency.example/', timeZone: 'America/New_York' }

  it('is in the language they signed in: the exact words, the names, the time there, the opt-out page in that language', () => {
    const { subject, text } = consentCopyEmail(consent, settings)
    expect(subject).toBe('Su copia: su consentimiento para que Sam Agent le ayude')
    expect(text).toContain(
      '=Anna Diaz:\n\nEsta es su copia del consentimiento que dio en nuestro sitio web el 27 de noviembre de 2026',
    )
    expect(text).toContain('Firmado por (nombre escrito): =Anna Diaz\nNombre en el enlace: Ana María Díaz\n')
    expect(text).toContain('Agente: Sam Agent\nAgencia: ACA Health Plan Advisors\n')
    expect(text).toContain(`Consentimiento: ${consent.consent_text}\n`)
    expect(text).toContain(
      'Resumen del agente:\n  | Hogar de 2.\n  | Ingresos $40,000.\nRevisión de la solicitud: Confirmo',
    )
    expect(text).toContain(
      'en nuestra página para dejar de recibir comunicaciones, https://agency.example/es/opt-out, o',
    )
    expect(text).toContain(`Número de registro: ${consent.id}\n`)
    // Staff's words stay with staff: no hashes, no address, no browser.
    expect(text).not.toMatch(/SHA-256|198\.51|Mozilla/)
  })

  it('is in English from /authorize, with no review where none was confirmed, at the time in the agency’s zone', () => {
    const english = {
      ...consent,
      language: 'en',
      signed_name: 'Ana María Díaz',
      review_version: null,
      review_text: null,
      application_summary: null,
    }
    const { subject, text } = consentCopyEmail(english, settings)
    expect(subject).toBe('Your copy: your consent for Sam Agent to help you')
    expect(text).toContain('on our website on November 27, 2026 at 10:00 AM EST. Keep it for your records.')
    expect(text).toContain('Date and time: November 27, 2026 at 10:00 AM EST\n')
    expect(text).not.toContain('Application review')
    expect(text).toContain('on our opt-out page, https://agency.example/opt-out, or tell your agent or our agency.')
  })
})
