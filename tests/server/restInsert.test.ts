// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { ANON_KEY, listen, postAsAnon, shape, supabase } from './support/backend'
import { ONE_LEAD_PER_REQUEST, restServer } from './support/restServer'
import { chatLead, lead, optOut } from '../../scripts/support/lead'

// A lead or a request to stop, sent as the site sends it: stored, or refused with its code.

const { backend, siteDir, browser, staff, storedRows, post } = restServer()

describe('a lead sent as the browser sends it', () => {
  it('is stored (201, no error) and the service role reads it back with its consent evidence', async () => {
    const row = lead()
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const [stored] = await storedRows(row.id)
    expect(stored).toMatchObject({
      ...row,
      website: null,
      user_agent: 'Mozilla/5.0 (LeadTest)',
      client_ip: '127.0.0.1',
    })
    expect(Date.parse(stored.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('from the chat is stored without a last name or email, with its ZIP code and answers, as through hosted PostgREST', async () => {
    const row = chatLead({ state: null, medicaid_denied: true, current_insurance: null })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const [stored] = await storedRows(row.id)
    expect(stored).toMatchObject({ ...row, last_name: null, email: null, state: null, website: null, source: 'chat' })
    const refused = await browser()
      .from('contact_submissions')
      .insert(chatLead({ zip_code: '3310' }))
    expect(refused.status).toBe(400)
    expect(refused.error).toMatchObject({
      code: '23514',
      hint: 'zip_code.invalid',
      message: 'Please enter a valid 5-digit ZIP code.',
    })
  })

  it('is stored once when retried with the same id: the retry gets 409, which the browser counts as stored', async () => {
    const row = lead()
    expect((await browser().from('contact_submissions').insert(row)).error).toBeNull()
    const retry = await browser().from('contact_submissions').insert(row)
    expect(retry.status).toBe(409)
    expect(shape(retry.error)).toEqual({
      code: '23505',
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "contact_submissions_pkey"',
    })
    expect(await storedRows(row.id)).toHaveLength(1)
  })

  it('is stored once when two identical requests race (a double click)', async () => {
    const row = lead()
    const results = await Promise.all([
      browser().from('contact_submissions').insert(row),
      browser().from('contact_submissions').insert(row),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([201, 409])
    expect(await storedRows(row.id)).toHaveLength(1)
  })

  it('is refused as an array, even of one row (400, PGRST102): the site sends one object per lead', async () => {
    const row = lead()
    const { error, status } = await browser().from('contact_submissions').insert([row])
    expect(status).toBe(400)
    expect(shape(error)).toEqual(ONE_LEAD_PER_REQUEST)
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('records the socket address, not an x-forwarded-for the client made up', async () => {
    const row = lead()
    const response = await post(JSON.stringify(row), { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' })
    expect(response.status).toBe(201)
    expect(await storedRows(row.id)).toMatchObject([{ client_ip: '127.0.0.1' }])
  })

  it('records the address in X-Real-IP behind a trusted proxy (TRUST_PROXY=1)', async () => {
    const proxied = await listen(createApp({ distDir: siteDir(), db: backend().db, trustProxy: true }))
    try {
      const row = lead()
      const { error } = await supabase(proxied.url, ANON_KEY, { 'x-real-ip': '203.0.113.9' })
        .from('contact_submissions')
        .insert(row)
      expect(error).toBeNull()
      expect(await storedRows(row.id)).toMatchObject([{ client_ip: '203.0.113.9' }])
    } finally {
      await proxied.close()
    }
  })

  it.each([
    [
      'an X-Forwarded-For beside the X-Real-IP the proxy set',
      { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '203.0.113.7' },
      '203.0.113.7',
    ],
    [
      'an X-Forwarded-For the proxy appended to',
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-real-ip': '203.0.113.8' },
      '203.0.113.8',
    ],
    // Not one IP address: the proxy passed the client's own header on; the socket's address (the proxy's) is used.
    ['markup in X-Real-IP', { 'x-real-ip': `<script>${'x'.repeat(80)}</script>` }, '127.0.0.1'],
    ['a list in X-Real-IP', { 'x-real-ip': '203.0.113.7, 203.0.113.8' }, '127.0.0.1'],
    // A proxy that sets no X-Real-IP: the socket's address (the proxy's), never the client's X-Forwarded-For.
    ['only an X-Forwarded-For', { 'x-forwarded-for': '6.6.6.6' }, '127.0.0.1'],
  ])('behind a trusted proxy believes X-Real-IP only: %s', async (_what, headers, recorded) => {
    const proxied = await listen(createApp({ distDir: siteDir(), db: backend().db, trustProxy: true }))
    try {
      const row = lead()
      expect((await postAsAnon(proxied.url, JSON.stringify(row), headers)).status).toBe(201)
      expect(await storedRows(row.id)).toMatchObject([{ client_ip: recorded }])
    } finally {
      await proxied.close()
    }
  })
})

// tests/db runs every rule of the trigger on PGlite and PostgreSQL; here, one case per way a refusal reaches HTTP.
// The hint is the refusal's stable code, which the client words in the page's language (content/en/browser/backendRefusals.ts).
describe('a lead the database refuses: 400 with its code and message, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["the trigger's check (23514)", { first_name: '' }, 'first_name.missing', 'Please enter your first name.'],
    [
      'a column left out of the JSON, which the trigger sees as null',
      { first_name: undefined },
      'first_name.missing',
      'Please enter your first name.',
    ],
    [
      'a JSON number where text goes, which the trigger sees as text',
      { state: 12 },
      'state.invalid',
      'Please enter a valid state.',
    ],
    [
      'a later step of the insert pipeline (the visible-text rule): a Hangul filler as a name',
      { first_name: '\u3164' },
      'first_name.invalid',
      'Please enter a valid first name (up to 100 characters).',
    ],
  ]

  it.each(cases)('%s', async (_name, overrides, hint, message) => {
    const row = lead(overrides)
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(400)
    expect(shape(error)).toEqual({ code: '23514', details: null, hint, message })
    expect(await storedRows(row.id)).toHaveLength(0)
  })
})

describe('a request to stop calls and texts sent as the opt-out page sends it', () => {
  it('is stored, read back by the service role only, and a retry (409) or a repeat (201) stores no second row', async () => {
    const row = optOut()
    expect(await browser().from('contact_opt_outs').insert(row)).toMatchObject({ error: null, status: 201 })
    expect((await browser().from('contact_opt_outs').insert(row)).error?.code).toBe('23505')
    expect(
      await browser()
        .from('contact_opt_outs')
        .insert({ ...optOut(), phone: row.phone, email: row.email }),
    ).toMatchObject({ error: null, status: 201 })
    const { data } = await staff()
      .from('contact_opt_outs')
      .select('id, phone, email, stop, user_agent')
      .eq('phone', row.phone)
    expect(data).toEqual([
      { id: row.id, phone: row.phone, email: row.email, stop: 'all', user_agent: 'Mozilla/5.0 (LeadTest)' },
    ])
    const read = await browser().from('contact_opt_outs').select('id')
    expect(read.error).toMatchObject({ code: '42501', message: 'permission denied for table contact_opt_outs' })
  })

  it('is refused with its code when the phone number is malformed, and nothing is stored', async () => {
    const row = optOut({ phone: '555-0142' })
    const { error, status } = await browser().from('contact_opt_outs').insert(row)
    expect({ status, hint: error?.hint }).toEqual({ status: 400, hint: 'opt_out.phone_invalid' })
    expect((await staff().from('contact_opt_outs').select('id').eq('id', row.id)).data).toEqual([])
  })
})
