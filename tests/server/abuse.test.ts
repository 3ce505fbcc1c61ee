// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../server/rest/rateLimit'
import { migratedDataDir } from '../db/support/pgliteDir'
import { createApp } from '../../server/app'
import {
  ANON_KEY,
  type Backend,
  listen,
  makeSite,
  postAsAnon,
  removeDir,
  SERVICE_KEY,
  startBackend,
  storedIds,
  supabase,
} from './support/backend'
import { lead, optOut } from '../../scripts/support/lead'
import { refusalText } from '../../content/en/browser/backendRefusals'

/**
 * The abuse guards as a browser meets them through server/: the per-client rate limit (server/), the honeypot and
 * the repeat guard (the migration, so they hold on hosted Supabase too). Refusals carry a code (and a detail) the
 * site words for the visitor; what was accepted stays stored.
 */
let dataDir: string
let siteDir: string
let limited: Backend
let proxied: Backend

beforeAll(async () => {
  dataDir = await migratedDataDir()
  siteDir = await makeSite()
  limited = await startBackend(dataDir, siteDir, { rateLimit: { max: 3, windowSeconds: 3600 } })
  // A second server (its own database), as behind a reverse proxy that sets X-Real-IP to the client's address.
  proxied = await startBackend(await migratedDataDir(), siteDir, {
    rateLimit: { max: 2, windowSeconds: 3600 },
    trustProxy: true,
  })
}, 60_000)

afterAll(async () => {
  await limited?.stop()
  await proxied?.stop()
  await removeDir(dataDir)
  await removeDir(siteDir)
})

const rawInsert = (url: string, row: object, headers: Record<string, string> = {}) =>
  postAsAnon(url, JSON.stringify(row), headers)

describe('the per-client rate limit of server/', () => {
  it("stores a client's first 3 leads, answers the 4th with 429, a message and Retry-After, and keeps the 3", async () => {
    const client = supabase(limited.url, ANON_KEY)
    const rows = [lead(), lead(), lead()]
    for (const row of rows) expect((await client.from('contact_submissions').insert(row)).status).toBe(201)

    const fourth = lead()
    const refused = await client.from('contact_submissions').insert(fourth)
    expect(refused.status).toBe(429)
    expect(refused.error).toMatchObject({
      code: 'PT429',
      hint: 'rate_limited',
      message: 'Too many requests from this client: retry after the seconds in details',
      details: expect.stringMatching(/^\d+$/),
    })
    // The visitor reads the site's words for the code and its wait, not the server's message.
    expect(refusalText(refused.error?.hint ?? null, refused.error?.details ?? null)).toBe(
      'Too many forms were sent from your connection in a short time. Please try again in 20 minutes, or call us.',
    )
    const raw = await rawInsert(limited.url, lead())
    expect(raw.status).toBe(429)
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(1100)
    expect(
      (
        await storedIds(
          limited.url,
          [...rows, fourth].map((row) => row.id),
        )
      ).size,
    ).toBe(3)
  })

  it("charges no token for a post refused for its content type or profile: another site's no-cors posts leave its visitors' allowance whole", async () => {
    // fetch(url + '?apikey=…', { method: 'POST', mode: 'no-cors', body }) on any page: text/plain, no preflight.
    const visitor = { 'x-real-ip': '203.0.113.77' }
    for (let i = 0; i < 20; i += 1) {
      const noCors = await fetch(`${proxied.url}/rest/v1/contact_opt_outs?apikey=${ANON_KEY}`, {
        method: 'POST',
        headers: { ...visitor, origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(optOut()),
      })
      expect(noCors.status).toBe(415)
      const otherSchema = await rawInsert(proxied.url, lead(), { ...visitor, 'content-profile': 'private' })
      expect(otherSchema.status).toBe(406)
    }
    // A script posting JSON with another site's Origin (a browser would have been stopped at the preflight) is
    // refused before the token too.
    for (let i = 0; i < 5; i += 1) {
      const foreign = await rawInsert(proxied.url, lead(), { ...visitor, origin: 'https://evil.example' })
      expect(foreign.status).toBe(403)
      expect((await foreign.json()).code).toBe('PGRST303')
    }
    // The allowance (2 here) is still whole: both leads are stored, the third is the limit's.
    expect((await rawInsert(proxied.url, lead(), visitor)).status).toBe(201)
    expect((await rawInsert(proxied.url, lead(), visitor)).status).toBe(201)
    expect((await rawInsert(proxied.url, lead(), visitor)).status).toBe(429)
  })

  it('never limits the service role (staff reading leads)', async () => {
    const staff = supabase(limited.url, SERVICE_KEY)
    for (let i = 0; i < 5; i += 1)
      expect((await staff.from('contact_submissions').select('id').limit(1)).error).toBeNull()
  })

  it('stores none of an array of 40 leads and charges it one token, as any request', async () => {
    const rows = Array.from({ length: 40 }, () => lead())
    const array = await rawInsert(proxied.url, rows, { 'x-real-ip': '203.0.113.40' })
    expect(array.status).toBe(400)
    expect((await array.json()).code).toBe('PGRST102')
    expect((await storedIds(proxied.url, [rows[0].id, rows[39].id])).size).toBe(0)
    // max 2: the array took one, one lead is left for this client.
    expect((await rawInsert(proxied.url, lead(), { 'x-real-ip': '203.0.113.40' })).status).toBe(201)
    expect((await rawInsert(proxied.url, lead(), { 'x-real-ip': '203.0.113.40' })).status).toBe(429)
  })

  it('behind a trusted proxy ignores an X-Real-IP that is not one IP address: a new made-up one per request is still one client', async () => {
    // A proxy that passes the client's header on: the socket's address (the proxy's) is counted instead.
    const passing = await listen(
      createApp({ distDir: siteDir, db: proxied.db, trustProxy: true, rateLimit: { max: 2, windowSeconds: 3600 } }),
    )
    try {
      const statuses: number[] = []
      for (const value of ['not-an-ip-1', 'not-an-ip-2', '203.0.113.50, 203.0.113.51'])
        statuses.push((await rawInsert(passing.url, lead(), { 'x-real-ip': value })).status)
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await passing.close()
    }
  })

  it('behind a trusted proxy counts each client apart, by the X-Real-IP the proxy set', async () => {
    const first = [lead(), lead()]
    for (const row of first)
      expect((await rawInsert(proxied.url, row, { 'x-real-ip': '203.0.113.10' })).status).toBe(201)
    // The same client, pretending to be another by sending an X-Forwarded-For of its own.
    expect(
      (await rawInsert(proxied.url, lead(), { 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '203.0.113.10' })).status,
    ).toBe(429)
    expect((await rawInsert(proxied.url, lead(), { 'x-real-ip': '203.0.113.11' })).status).toBe(201)
  })

  it("counts a client's opt-outs with its leads: one allowance, and the request past it is refused, not stored", async () => {
    const client = { 'x-real-ip': '203.0.113.12' }
    const optOuts = '/rest/v1/contact_opt_outs'
    const first = optOut({ stop: 'calls' })
    expect((await postAsAnon(proxied.url, JSON.stringify(first), client, optOuts)).status).toBe(201)
    expect((await rawInsert(proxied.url, lead(), client)).status).toBe(201)
    // Another number each time, so no repeat guard is what answers.
    const past = optOut({ stop: 'texts' })
    const refused = await postAsAnon(proxied.url, JSON.stringify(past), client, optOuts)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    const staff = supabase(proxied.url, SERVICE_KEY)
    for (const [row, count] of [
      [first, 1],
      [past, 0],
    ] as const) {
      const { data, error } = await staff.from('contact_opt_outs').select('id').eq('id', row.id)
      expect(error).toBeNull()
      expect(data).toHaveLength(count)
    }
  })
})

describe('the per-client rate limit, for IPv6 clients', () => {
  const stored = async (lastName: string) => {
    const { count, error } = await supabase(proxied.url, SERVICE_KEY)
      .from('contact_submissions')
      .select('id', { count: 'exact', head: true })
      .eq('last_name', lastName)
    expect(error).toBeNull()
    return count
  }

  it('counts one /64 as one client: 200 leads from 200 of its addresses store 2 (max 2), the rest get 429', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 200; i += 1) {
      const address = `2001:db8:64:1:${i.toString(16)}::${(i * 7).toString(16)}`
      statuses.push((await rawInsert(proxied.url, lead({ last_name: 'Sixtyfour' }), { 'x-real-ip': address })).status)
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(198)
    expect(await stored('Sixtyfour')).toBe(2)
    // The next /64 is another subscriber.
    expect(
      (await rawInsert(proxied.url, lead({ last_name: 'Sixtyfour' }), { 'x-real-ip': '2001:db8:64:2::1' })).status,
    ).toBe(201)
  }, 60_000)

  it("counts one /56 too: its /64s together get 4 clients' allowance (8 of 10 leads from 5 of its /64s with max 2)", async () => {
    const statuses: number[] = []
    for (let net = 1; net <= 5; net += 1) {
      for (let i = 1; i <= 2; i += 1) {
        const address = `2001:db8:56:${(0x1100 + net).toString(16)}::${i}`
        statuses.push((await rawInsert(proxied.url, lead({ last_name: 'Fiftysix' }), { 'x-real-ip': address })).status)
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429, 429])
    expect(await stored('Fiftysix')).toBe(8)
    // The next /56 is another subscriber.
    expect(
      (await rawInsert(proxied.url, lead({ last_name: 'Fiftysix' }), { 'x-real-ip': '2001:db8:56:1201::1' })).status,
    ).toBe(201)
  }, 60_000)

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const sent = ['203.0.113.60', '::ffff:203.0.113.60', '::ffff:cb00:713c'].map((address) =>
      rawInsert(proxied.url, lead({ last_name: 'Mapped' }), { 'x-real-ip': address }).then(
        (response) => response.status,
      ),
    )
    expect((await Promise.all(sent)).sort()).toEqual([201, 201, 429])
    expect(await stored('Mapped')).toBe(2)
  })
})

describe('the database guards, through the API', () => {
  it('refuses a filled-in honeypot with 403 and a message, and stores nothing', async () => {
    const row = lead({ website: 'https://cheap-pills.example' })
    const { status, error } = await supabase(proxied.url, ANON_KEY, { 'x-real-ip': '198.51.100.1' })
      .from('contact_submissions')
      .insert(row)
    expect(status).toBe(403)
    expect(error?.message).toBe(
      'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.',
    )
    expect((await storedIds(proxied.url, [row.id])).size).toBe(0)
  })

  it('answers a 4th lead with one email address within the hour exactly as a stored one (201, no body), and keeps it as a repeat', async () => {
    const email = `repeat-${Date.now()}@example.com`
    const rows = [lead({ email }), lead({ email }), lead({ email }), lead({ email })]
    const answers: string[] = []
    for (const [i, row] of rows.entries()) {
      // From four different clients, so only the database's guard can tell.
      const response = await rawInsert(proxied.url, row, { 'x-real-ip': `198.51.100.${20 + i}` })
      answers.push(`${response.status} ${await response.text()}`)
    }
    expect(answers).toEqual(['201 ', '201 ', '201 ', '201 '])
    // As supabase-js sees it: no error, as for any stored lead.
    const fifth = lead({ email })
    const { error, status } = await supabase(proxied.url, ANON_KEY, { 'x-real-ip': '198.51.100.30' })
      .from('contact_submissions')
      .insert(fifth)
    expect([status, error]).toEqual([201, null])
    // Every one is kept; the 4th and 5th as repeats, for staff to read beside the first three.
    const { data } = await supabase(proxied.url, SERVICE_KEY)
      .from('contact_submissions')
      .select('id, repeat_of')
      .eq('email', email)
      .order('created_at')
    expect(data?.map((row) => row.repeat_of === null)).toEqual([true, true, true, false, false])
    expect(data?.[3].repeat_of).toBe(rows[2].id)
  })

  it('counts one mailbox however the address is spelled: case, a trailing dot, a +tag, quotes', async () => {
    const name = `spelled-${Date.now()}`
    const rows = [
      `${name}@example.com`,
      `${name.toUpperCase()}@example.com.`,
      `${name}+again@example.com`,
      `"${name}"@example.com`,
    ].map((email) => lead({ email }))
    const statuses: number[] = []
    for (const [i, row] of rows.entries())
      statuses.push((await rawInsert(proxied.url, row, { 'x-real-ip': `198.51.100.${40 + i}` })).status)
    expect(statuses).toEqual([201, 201, 201, 201])
    // All four kept, the 4th a repeat of the third: one mailbox, however spelled.
    const { data } = await supabase(proxied.url, SERVICE_KEY)
      .from('contact_submissions')
      .select('id, repeat_of')
      .eq('id', rows[3].id)
    expect(data).toEqual([{ id: rows[3].id, repeat_of: rows[2].id }])
  })
})

describe('createRateLimiter', () => {
  it('allows max at once, then one more each window/max, and says how long to wait', () => {
    let now = 0
    const take = createRateLimiter({ max: 2, windowSeconds: 60 }, () => now)
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    expect(take('b')).toEqual({ allowed: true })
    now = 29_000
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    now = 30_000
    expect(take('a')).toEqual({ allowed: true })
    expect(take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
  })
})
