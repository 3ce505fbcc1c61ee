// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { retryDelaySeconds } from '../../supabase/functions/_shared/leadDelivery/deliverer'
import { retryAfterSeconds } from '../../supabase/functions/_shared/leadDelivery/http'
import { chatText, emailMessage } from '../../supabase/functions/_shared/leadDelivery/messages'
import { chatChannel } from '../../supabase/functions/_shared/leadDelivery/senders'
import { signWebhook, verifyWebhook } from '../../supabase/functions/_shared/leadDelivery/signature'
import { startReceiver } from '../support/webhookReceiver'

const lead = {
  id: '6f1c2b1e-8d4a-4f7e-9a51-2b7c9d0e1f23',
  created_at: '2026-11-25T14:03:00Z',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  phone: '(305) 555-0142',
  state: 'Florida',
  page: '/sep',
  source: 'sep',
  language: 'es',
  consent_version: '2026-11-24',
}

describe('Standard Webhooks signatures', () => {
  it("match the specification's published example", async () => {
    const headers = await signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })

  it('verify only the body, id and recent timestamp they were made for', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
    const now = 1_800_000_000
    const signed = await signWebhook(secret, 'id-1', now, '{"a":1}')
    const headers = { id: 'id-1', timestamp: String(now), signature: signed['webhook-signature'] }
    expect(await verifyWebhook(secret, headers, '{"a":1}', now)).toBe(true)
    expect(await verifyWebhook(secret, headers, '{"a":2}', now)).toBe(false)
    expect(await verifyWebhook(secret, { ...headers, id: 'id-2' }, '{"a":1}', now)).toBe(false)
    expect(await verifyWebhook(secret, headers, '{"a":1}', now + 301)).toBe(false)
    expect(await verifyWebhook('whsec_AAAAAAAAAAAAAAAAAAAAAAAA', headers, '{"a":1}', now)).toBe(false)
  })
})

describe('retries', () => {
  it('back off exponentially with jitter between half and the whole of each step, up to the cap', () => {
    expect(retryDelaySeconds(1, { random: () => 0 })).toBe(1)
    expect(retryDelaySeconds(1, { random: () => 1 })).toBe(2)
    expect(retryDelaySeconds(4, { random: () => 1 })).toBe(16)
    expect(retryDelaySeconds(30, { random: () => 1 })).toBe(3600)
    expect(retryDelaySeconds(30, { random: () => 0 })).toBe(1800)
  })

  it("wait at least a receiver's Retry-After, capped at a day", () => {
    expect(retryDelaySeconds(1, { retryAfter: 120, random: () => 1 })).toBe(120)
    expect(retryDelaySeconds(12, { retryAfter: 1, random: () => 1 })).toBe(3600)
    expect(retryDelaySeconds(1, { retryAfter: 10 ** 9 })).toBe(86_400)
  })

  it('read Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T14:03:00Z')
    expect(retryAfterSeconds('30', now)).toBe(30)
    expect(retryAfterSeconds('Wed, 25 Nov 2026 14:04:00 GMT', now)).toBe(60)
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds(null, now)).toBeUndefined()
  })
})

describe('messages', () => {
  it('tell the chat who, where and when without an email address or phone number', () => {
    const text = chatText(lead)
    expect(text).toBe(`New lead: Ana (Florida) from /sep, sep form, Spanish, Nov 25, 2026, 9:03 AM EST. Lead ${lead.id}`)
    expect(text).not.toContain('ana@')
    expect(text).not.toContain('555')
  })

  it('give the agency the whole lead by email', () => {
    const { subject, text } = emailMessage(lead)
    expect(subject).toBe('New lead: Ana R., Florida')
    expect(text).toContain('Phone: (305) 555-0142')
    expect(text).toContain('Email: ana@example.com')
    expect(text).toContain('Language: Spanish')
  })

  it('post an Adaptive Card to a Teams workflow and {text} to Slack', async () => {
    const receiver = await startReceiver()
    try {
      const notification = { id: 'n1', target: 'chat' as const, attempt: 1, max_attempts: 12, created_at: lead.created_at, lead }
      expect(await chatChannel({ url: `${receiver.url}/teams`, kind: 'teams' }).send(notification)).toEqual({ kind: 'delivered' })
      expect(await chatChannel({ url: `${receiver.url}/slack`, kind: 'slack' }).send(notification)).toEqual({ kind: 'delivered' })
      const teams = JSON.parse(receiver.at('/teams')[0].body)
      expect(teams.attachments[0]).toMatchObject({ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard' } })
      expect(teams.attachments[0].content.body[0].text).toBe(chatText(lead))
      expect(JSON.parse(receiver.at('/slack')[0].body)).toEqual({ text: chatText(lead) })
    } finally {
      await receiver.close()
    }
  })
})
