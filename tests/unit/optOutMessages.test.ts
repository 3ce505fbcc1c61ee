import { describe, expect, it } from 'vitest'
import {
  earlierOptOutText,
  honorBy,
  optOutChatText,
  optOutEmailMessage,
  optOutWebhookBody,
} from '../../supabase/functions/_shared/leadDelivery/optOutMessages'
import { chatText, emailMessage, webhookBody } from '../../supabase/functions/_shared/leadDelivery/messages'
import type { Lead, OptOut } from '../../supabase/functions/_shared/leadDelivery/types'

const optOut: OptOut = {
  id: '0b1c2d3e-0000-4000-8000-000000000001',
  created_at: '2026-11-27T15:00:00Z',
  phone: '(305) 555-0142',
  email: '=cmd@example.com',
  stop: 'all',
  page: '/es/opt-out',
  language: 'es',
}

describe("an opt-out's messages to the agency", () => {
  it('name the 10th business day after the request as the last day to honor it, weekends skipped', () => {
    expect(honorBy('2026-11-27T15:00:00Z')).toBe('Dec 11, 2026')
    expect(honorBy('2026-11-30T15:00:00Z')).toBe('Dec 14, 2026')
  })

  it('send the webhook its own event type, with the details as text a spreadsheet will not run', () => {
    const event = JSON.parse(optOutWebhookBody(optOut))
    expect(event).toMatchObject({
      type: 'opt_out.created',
      timestamp: optOut.created_at,
      data: { id: optOut.id, phone: optOut.phone, email: "'=cmd@example.com", honor_by: 'Dec 11, 2026' },
    })
  })

  it('tell the chat what to stop and by when, never the phone number or the email address', () => {
    const text = optOutChatText(optOut)
    expect(text).toContain(
      'Opt-out: stop calls, text messages and emails to a contact who gave a phone number and an email address (Spanish',
    )
    expect(text).toContain('honor by Dec 11, 2026')
    expect(text).not.toContain('555-0142')
    expect(text).not.toContain('cmd@example.com')
  })

  it('email the details to suppress, one value a line', () => {
    const { subject, text } = optOutEmailMessage({ ...optOut, email: 'ana@example.com\r\nBcc: x@evil.example' })
    expect(subject).toBe('Opt-out: stop calls, text messages and emails')
    expect(text).toContain('Phone: (305) 555-0142\n')
    expect(text).toContain('Email: ana@example.com Bcc: x@evil.example\n')
  })

  it('say on a later lead that its contact asked to stop before, and what the lead may be by where each came from', () => {
    const lead: Lead = {
      id: 'l',
      created_at: '2026-11-28T15:00:00Z',
      first_name: 'Ana',
      last_name: null,
      email: null,
      phone: '3055550142',
      state: null,
      page: '/',
      client_ip: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (iPhone)',
    }
    expect(earlierOptOutText(lead)).toBeNull()
    const textAfter = (source: Record<string, unknown>) =>
      earlierOptOutText({
        ...lead,
        opted_out_earlier: { id: optOut.id, created_at: optOut.created_at, stop: 'texts', ...source },
      })
    const asked = `This contact asked to stop text messages on Nov 27, 2026, 10:00 AM EST (opt-out ${optOut.id}); this lead may be new consent`
    expect(textAfter({ client_ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (iPhone)' })).toBe(
      `${asked}: it came from the network address and browser that asked to stop.`,
    )
    expect(textAfter({ client_ip: '198.51.100.7', user_agent: 'python-requests/2.32' })).toBe(
      `${asked}: it came from the network address that asked to stop, another browser.`,
    )
    expect(textAfter({ client_ip: '203.0.113.9', user_agent: 'Mozilla/5.0 (iPhone)' })).toBe(
      `${asked}, or someone else's: it came from another network address than the request to stop.`,
    )
    expect(textAfter({ client_ip: null, user_agent: null })).toBe(
      `${asked}: where the request to stop came from is not known.`,
    )
    // Never the verdict the evidence cannot give.
    expect(textAfter({ client_ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (iPhone)' })).not.toContain('is new consent')
  })

  it('name the earlier leads a request stops, what not to do, and whether the request came from where each lead came from', () => {
    const sent = { client_ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (iPhone)' }
    const own = { id: 'lead-own', created_at: '2026-11-27T14:00:00Z', first_name: 'Ana', page: '/sep', ...sent }
    const formula = '=HYPERLINK("https://evil.example")'
    const other = { ...own, id: 'lead-other', client_ip: '203.0.113.9', first_name: 'Rosa' }
    const request: OptOut = {
      ...optOut,
      stop: 'calls',
      ...sent,
      earlier_leads: [own, { ...other, user_agent: formula }],
    }
    const event = JSON.parse(optOutWebhookBody(request))
    // The leads go out by id and source only: no lead's user agent (the sender's to choose) reaches a spreadsheet.
    expect(event.data).not.toHaveProperty('earlier_leads')
    expect(JSON.stringify(event)).not.toContain('HYPERLINK')
    expect(event).toMatchObject({
      do_not_call: true,
      do_not_text: false,
      do_not_email: false,
      leads: [
        { id: 'lead-own', created_at: own.created_at, same_client: 'same_browser' },
        { id: 'lead-other', created_at: own.created_at, same_client: 'other_address' },
      ],
    })
    const chat = optOutChatText(request)
    expect(chat).toContain(
      "DO NOT CALL: lead lead-own (this request came from the lead's own network address and browser); lead lead-other (this request came from another network address than the lead).",
    )
    expect(chat).not.toContain('203.0.113.9')
    const { text } = optOutEmailMessage(request)
    expect(text).toContain('Sent from: 198.51.100.7, Mozilla/5.0 (iPhone)\n')
    expect(text).toContain('Earlier leads (DO NOT CALL):\n')
    expect(text).toContain(
      "  Lead lead-own: Ana, received Nov 27, 2026, 9:00 AM EST from /sep; this request was sent from this lead's network address and browser\n",
    )
    expect(text).toContain(
      '  Lead lead-other: Rosa, received Nov 27, 2026, 9:00 AM EST from /sep; this request was sent from another network address (198.51.100.7) than this lead\n',
    )
    expect(text).toContain('A later lead from them may be new consent')

    const everything: OptOut = { ...request, stop: 'all', earlier_leads: [] }
    expect(JSON.parse(optOutWebhookBody(everything))).toMatchObject({
      do_not_call: true,
      do_not_text: true,
      do_not_email: true,
      leads: [],
    })
    expect(optOutChatText(everything)).toContain('No earlier lead has these details.')
    expect(optOutEmailMessage(everything).text).toContain('Earlier leads: none has these details\n')
  })

  it('say DO NOT CALL and DO NOT TEXT, with the request, on a lead delivered after its contact asked to stop', () => {
    const lead: Lead = {
      id: 'late',
      created_at: '2026-11-26T15:00:00Z',
      first_name: 'Ana',
      last_name: 'Diaz',
      email: 'ana@example.com',
      phone: '(305) 555-0142',
      state: 'Florida',
      page: '/',
      state_code: 'FL',
      agreed_to_contact: true,
      sms_consent: true,
    }
    const notification = { id: 'n', target: 'webhook' as const, attempt: 3, max_attempts: 12, created_at: '' }
    const fresh = JSON.parse(webhookBody({ ...notification, lead }))
    expect(fresh).toMatchObject({ do_not_call: false, do_not_text: false })
    expect(fresh.calling_window).toMatch(/^Calling window: /)
    expect(fresh).not.toHaveProperty('opted_out_since')

    const late: Lead = {
      ...lead,
      opted_out_since: [
        { id: 'stop-calls', created_at: '2026-11-27T15:00:00Z', stop: 'calls' },
        { id: 'stop-all', created_at: '2026-11-28T15:00:00Z', stop: 'all' },
      ],
    }
    const event = JSON.parse(webhookBody({ ...notification, lead: late }))
    expect(event).toMatchObject({
      do_not_call: true,
      do_not_text: true,
      calling_window: 'DO NOT CALL: opted out Nov 27, 2026, 10:00 AM EST (opt-out stop-calls)',
      opted_out_since: [
        { id: 'stop-calls', stop: 'calls' },
        { id: 'stop-all', stop: 'all' },
      ],
    })
    const chat = chatText(late)
    expect(chat).toContain('DO NOT CALL: opted out Nov 27, 2026, 10:00 AM EST (opt-out stop-calls). ')
    expect(chat).toContain('DO NOT TEXT: opted out Nov 28, 2026, 10:00 AM EST (opt-out stop-all). Lead late')
    const { text } = emailMessage(late)
    expect(text).toContain('\nDO NOT CALL: opted out Nov 27, 2026, 10:00 AM EST (opt-out stop-calls)\n')
    expect(text).toContain('\nDO NOT TEXT: opted out Nov 28, 2026, 10:00 AM EST (opt-out stop-all)\n')
    expect(text).not.toContain('Calling window:')
  })

  it('on a request to stop helping, name the CMS consents revoked at once (no deadline), or that none matched and how to find it', () => {
    const consent = { id: 'c1', created_at: '2026-11-20T15:00:00Z', consumer_name: 'Ana Díaz', agent_name: 'Sam Agent' }
    const help: OptOut = { ...optOut, stop: 'help', revoked_authorizations: [consent] }
    expect(JSON.parse(optOutWebhookBody(help)).data).toMatchObject({
      honor_by: null,
      revoked_authorizations: [consent],
    })
    const chat = optOutChatText(help)
    expect(chat).toContain('Opt-out: stop helping with Marketplace coverage (the CMS consent)')
    expect(chat).toContain('revoked at once: CMS consent c1.')
    expect(chat).not.toContain('Ana')
    const { subject, text } = optOutEmailMessage(help)
    expect(subject).toBe('Opt-out: stop helping with Marketplace coverage (the CMS consent)')
    expect(text).toContain('CMS consent: revoked at once: CMS consent c1 (Ana Díaz, agent Sam Agent)\n')
    expect(text).toContain('Calls and texts are not stopped by this request.')
    expect(text).not.toContain('Honor by')

    const unmatched: OptOut = { ...help, revoked_authorizations: [] }
    expect(optOutChatText(unmatched)).toContain('no CMS consent matched its details: see the email')
    expect(optOutEmailMessage(unmatched).text).toContain(
      'CMS consent: no CMS consent matched its details: find the consumer with npm run leads -- --authorizations and revoke it with npm run authorize -- --revoke <id>\n',
    )
  })
})
