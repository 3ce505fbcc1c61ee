// @vitest-environment node
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/database'
import { openPglite } from '../../server/db/pglite'
import { freshDataDir } from '../db/support/pgliteDir'
import { ANON_KEY, type Backend, listen, makeSite, postAsAnon, removeDir, SERVICE_KEY, shape, startBackend, supabase, untypedSupabase } from './support/backend'
import { chatLead, lead, optOut } from '../support/lead'

let dataDir: string
let siteDir: string
let backend: Backend
let url: string

beforeAll(async () => {
  dataDir = await freshDataDir()
  siteDir = await makeSite()
  backend = await startBackend(dataDir, siteDir)
  url = backend.url
}, 60_000)

afterAll(async () => {
  await backend?.stop()
  await removeDir(dataDir)
  await removeDir(siteDir)
})

const browser = () => supabase(url, ANON_KEY, { 'user-agent': 'Mozilla/5.0 (LeadTest)' })
const staff = () => supabase(url, SERVICE_KEY)

async function storedRows(id: string) {
  const { data, error } = await staff().from('contact_submissions').select('*').eq('id', id)
  expect(error).toBeNull()
  return data ?? []
}

/** A raw request, for what supabase-js never sends (malformed JSON, other content types, missing keys). */
const post = (body: string, headers: Record<string, string> = {}, path?: string) => postAsAnon(url, body, headers, path)

const PERMISSION_DENIED = { code: '42501', details: null, hint: null, message: 'permission denied for table contact_submissions' }
const ONE_LEAD_PER_REQUEST = {
  code: 'PGRST102',
  details: null,
  hint: 'The site sends each lead on its own; every request counts once against the per-client limit.',
  message: 'One contact submission per request: send a JSON object, not an array',
}

describe('a lead sent as the browser sends it', () => {
  it('is stored (201, no error) and the service role reads it back with its consent evidence', async () => {
    const row = lead()
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const [stored] = await storedRows(row.id)
    expect(stored).toMatchObject({ ...row, website: null, user_agent: 'Mozilla/5.0 (LeadTest)', client_ip: '127.0.0.1' })
    expect(Date.parse(stored.created_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('from the chat is stored without a last name or email, with its ZIP code and answers, as through hosted PostgREST', async () => {
    const row = chatLead({ state: null, medicaid_denied: true, current_insurance: null })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const [stored] = await storedRows(row.id)
    expect(stored).toMatchObject({ ...row, last_name: null, email: null, state: null, website: null, source: 'chat' })
    const refused = await browser().from('contact_submissions').insert(chatLead({ zip_code: '3310' }))
    expect(refused.status).toBe(400)
    expect(refused.error).toMatchObject({ code: '23514', hint: 'zip_code.invalid', message: 'Please enter a valid 5-digit ZIP code.' })
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
    const proxied = await listen(createApp({ distDir: siteDir, db: backend.db, trustProxy: true }))
    try {
      const row = lead()
      const { error } = await supabase(proxied.url, ANON_KEY, { 'x-real-ip': '203.0.113.9' }).from('contact_submissions').insert(row)
      expect(error).toBeNull()
      expect(await storedRows(row.id)).toMatchObject([{ client_ip: '203.0.113.9' }])
    } finally {
      await proxied.close()
    }
  })

  it.each([
    ['an X-Forwarded-For beside the X-Real-IP the proxy set', { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '203.0.113.7' }, '203.0.113.7'],
    ['an X-Forwarded-For the proxy appended to', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-real-ip': '203.0.113.8' }, '203.0.113.8'],
    // Not one IP address: the proxy passed the client's own header on; the socket's address (the proxy's) is used.
    ['markup in X-Real-IP', { 'x-real-ip': `<script>${'x'.repeat(80)}</script>` }, '127.0.0.1'],
    ['a list in X-Real-IP', { 'x-real-ip': '203.0.113.7, 203.0.113.8' }, '127.0.0.1'],
    // A proxy that sets no X-Real-IP: the socket's address (the proxy's), never the client's X-Forwarded-For.
    ['only an X-Forwarded-For', { 'x-forwarded-for': '6.6.6.6' }, '127.0.0.1'],
  ])('behind a trusted proxy believes X-Real-IP only: %s', async (_what, headers, recorded) => {
    const proxied = await listen(createApp({ distDir: siteDir, db: backend.db, trustProxy: true }))
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
// The hint is the refusal's stable code, which the client words in the page's language (content/en/backendRefusals.ts).
describe('a lead the database refuses: 400 with its code and message, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["the trigger's check (23514)", { first_name: '' }, 'first_name.missing', 'Please enter your first name.'],
    ['a column left out of the JSON, which the trigger sees as null', { first_name: undefined }, 'first_name.missing', 'Please enter your first name.'],
    ['a JSON number where text goes, which the trigger sees as text', { state: 12 }, 'state.invalid', 'Please enter a valid state.'],
    ['a second trigger (the visible-text rule): a Hangul filler as a name', { first_name: '\u3164' }, 'first_name.invalid', 'Please enter a valid first name (up to 100 characters).'],
  ]

  it.each(cases)('%s', async (_name, overrides, hint, message) => {
    const row = lead(overrides)
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(400)
    expect(shape(error)).toEqual({ code: '23514', details: null, hint, message })
    expect(await storedRows(row.id)).toHaveLength(0)
  })
})

describe('hostile input', () => {
  it('stores SQL metacharacters verbatim', async () => {
    const row = lead({
      first_name: "Robert'); drop table contact_submissions;--",
      last_name: `"; select pg_sleep(10); --`,
      email: "x'or'1'='1@example.com",
      state: "Rhode Island'--",
    })
    expect((await browser().from('contact_submissions').insert(row)).error).toBeNull()
    expect(await storedRows(row.id)).toMatchObject([{ ...row, website: null }])
  })

  it('refuses a NUL character the way PostgreSQL does (22P05)', async () => {
    const row = lead({ first_name: 'Ana\u0000' })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(400)
    expect(shape(error)).toEqual({
      code: '22P05',
      details: '\\u0000 cannot be converted to text.',
      hint: null,
      message: 'unsupported Unicode escape sequence',
    })
  })

  it.each([
    ['a word for the consent boolean', { agreed_to_contact: 'maybe' }, 'invalid input syntax for type boolean: "maybe"'],
    [
      'an id that is not a uuid',
      { id: "1'; drop table contact_submissions;--" },
      `invalid input syntax for type uuid: "1'; drop table contact_submissions;--"`,
    ],
  ])('refuses %s (22P02)', async (_name, overrides, message) => {
    const { error, status } = await browser().from('contact_submissions').insert(lead(overrides))
    expect(status).toBe(400)
    expect(shape(error)).toEqual({ code: '22P02', details: null, hint: null, message })
  })

  it('refuses an explicit null id (23502)', async () => {
    const { error, status } = await browser()
      .from('contact_submissions')
      .insert(lead({ id: null }))
    expect(status).toBe(400)
    expect(error?.code).toBe('23502')
  })

  it('refuses a column the table does not have (PGRST204), storing nothing', async () => {
    const row = lead({ is_admin: true })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(400)
    expect(shape(error)).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'is_admin' column of 'contact_submissions' in the schema cache",
    })
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  // tests/db proves each column's grant (created_at, user_agent, client_ip); here, how a refused grant reaches HTTP.
  it('refuses a client_ip the client made up (anon may not write it: 401, 42501)', async () => {
    const row = lead({ client_ip: '6.6.6.6' })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(401)
    expect(shape(error)).toEqual(PERMISSION_DENIED)
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('refuses an anon array of 40 leads (400, PGRST102) and stores none of them', async () => {
    const rows = Array.from({ length: 40 }, () => lead())
    const response = await post(JSON.stringify(rows))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(ONE_LEAD_PER_REQUEST)
    expect(await storedRows(rows[0].id)).toHaveLength(0)
    expect(await storedRows(rows[39].id)).toHaveLength(0)
  })

  it('refuses an array whose objects have different keys (PGRST102), before any database work', async () => {
    const response = await post(JSON.stringify([lead(), { first_name: 'Only' }]), { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}` })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' })
  })

  it.each([
    ['malformed JSON', '{"first_name": "Ana",'],
    ['an empty body', ''],
    ['a JSON string', '"Ana"'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]).toString('latin1')],
  ])('refuses %s (PGRST102)', async (_name, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' })
  })

  it('refuses an array of numbers from the staff key too (PGRST102): a row is an object', async () => {
    const response = await post('[1, 2]', { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}` })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' })
  })

  it('answers JSON nested 6000 deep with 400 (PGRST102), not a server error', async () => {
    const row = lead({ state: 'NESTED' })
    const response = await post(JSON.stringify(row).replace('"NESTED"', `${'['.repeat(6000)}1${']'.repeat(6000)}`))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: 'A contact submission is one object of plain values.',
      message: 'JSON nested deeper than 16 levels',
    })
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('refuses a body over 16 KB with 413 without reading it all', async () => {
    const row = lead({ first_name: 'x'.repeat(20_000) })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(413)
    expect(shape(error)).toEqual({
      code: 'PGRST413',
      details: null,
      hint: 'A contact submission is well under 2 KB.',
      message: 'Request body is larger than 16384 bytes',
    })
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('refuses a 5 MB body sent in chunks (no content-length) with 413, without reading it all', async () => {
    const { status, written } = await new Promise<{ status: number; written: number }>((resolve, reject) => {
      const chunk = Buffer.alloc(64 * 1024, 'x')
      let written = 0
      const req = request(`${url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      })
      req.on('response', (res) => {
        res.resume()
        resolve({ status: res.statusCode ?? 0, written })
      })
      req.on('error', reject)
      const pump = () => {
        while (written < 80) {
          written += 1
          if (!req.write(chunk)) return void req.once('drain', pump)
        }
        req.end()
      }
      pump()
    })
    expect(status).toBe(413)
    expect(written).toBeLessThan(80)
  })

  it('refuses a content type other than JSON (415, PGRST107)', async () => {
    const response = await post('first_name=Ana', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'Content-Type not acceptable: application/x-www-form-urlencoded',
    })
  })

  it('refuses a schema other than public (406, PGRST106)', async () => {
    const response = await post(JSON.stringify(lead()), { 'content-profile': 'auth' })
    expect(response.status).toBe(406)
    expect(await response.json()).toEqual({
      code: 'PGRST106',
      details: null,
      hint: 'Only the following schemas are exposed: public',
      message: 'Invalid schema: auth',
    })
  })
})

describe('keys', () => {
  it('refuses an unknown key (401) and stores nothing', async () => {
    const row = lead()
    const { error, status } = await supabase(url, 'sb_publishable_not_ours').from('contact_submissions').insert(row)
    expect(status).toBe(401)
    expect(shape(error)).toEqual({
      code: 'PGRST301',
      details: null,
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
      message: 'Invalid API key',
    })
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('refuses a request without an apikey header (401)', async () => {
    const response = await fetch(`${url}/rest/v1/contact_submissions`, { method: 'POST', body: JSON.stringify(lead()) })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: 'No `apikey` request header or url param was found.',
      message: 'No API key found in request',
    })
  })

  it('refuses the staff key from a browser (an Origin header), as hosted Supabase does: 401, nothing read', async () => {
    const response = await fetch(`${url}/rest/v1/contact_submissions?select=*`, {
      headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, origin: 'https://evil.example' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: 'Secret keys work only from a server or a staff command, never from a web page: use the publishable (anon) key there.',
      message: 'Forbidden use of secret API key in browser',
    })
    const asApikeyOnly = await fetch(`${url}/rest/v1/contact_submissions?select=*`, {
      headers: { apikey: SERVICE_KEY, authorization: `Bearer ${ANON_KEY}`, origin: 'http://127.0.0.1:8080' },
    })
    expect(asApikeyOnly.status).toBe(401)
  })

  it('refuses a known apikey with an unknown bearer token (401)', async () => {
    const response = await post(JSON.stringify(lead()), { authorization: 'Bearer forged' })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('PGRST301')
  })
})

describe('paths and methods', () => {
  it('answers a table that is not exposed with 404 (PGRST205)', async () => {
    const { error, status } = await untypedSupabase(url, ANON_KEY).from('users').insert({ email: 'a@example.com' })
    expect(status).toBe(404)
    expect(shape(error)).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.users' in the schema cache",
    })
  })

  it('does not expose the migration history either', async () => {
    const response = await fetch(`${url}/rest/v1/schema_migrations`, { headers: { apikey: SERVICE_KEY } })
    expect(response.status).toBe(404)
  })

  it('answers a function call with 404 (PGRST202)', async () => {
    const { error, status } = await untypedSupabase(url, ANON_KEY).rpc('contact_submissions_before_insert')
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST202')
  })

  it("keeps the lead outbox the service role's: anon may not call its functions nor read the table through the API", async () => {
    for (const [name, args] of [
      ['claim_lead_notifications', { max_count: 10, lease_seconds: 60 }],
      ['lead_deliveries', { lead_ids: [] }],
      ['set_lead_delivery_targets', { targets: ['webhook'] }],
      ['settle_lead_notification', { notification_id: '00000000-0000-4000-8000-000000000000', outcome: 'delivered' }],
      ['claim_lead_delivery_alerts', { overdue_seconds: 0 }],
    ] as const) {
      const { error, status } = await browser().rpc(name, args)
      expect(status, name).toBe(401)
      expect(error?.code, name).toBe('42501')
    }
    expect((await fetch(`${url}/rest/v1/lead_notifications`, { headers: { apikey: ANON_KEY } })).status).toBe(404)
    // A function the API does not offer, or an argument it does not take, is PostgREST's 404.
    expect((await untypedSupabase(url, ANON_KEY).rpc('wake_lead_delivery')).status).toBe(404)
    const { error } = await supabase(url, SERVICE_KEY).rpc('lead_deliveries', { lead_ids: [], extra: 1 })
    expect(error?.code).toBe('PGRST202')
  })

  it('refuses anon before reading the query, so no filter tells which column names exist', async () => {
    for (const filter of ['secret_col=eq.1', 'email=eq.1']) {
      const response = await fetch(`${url}/rest/v1/contact_submissions?${filter}`, { headers: { apikey: ANON_KEY } })
      expect(response.status, filter).toBe(401)
      expect(await response.json()).toEqual(PERMISSION_DENIED)
    }
  })

  it('lets anon read nothing (401, 42501)', async () => {
    const { data, error, status } = await browser().from('contact_submissions').select('*')
    expect(status).toBe(401)
    expect(data).toBeNull()
    expect(shape(error)).toEqual(PERMISSION_DENIED)
  })

  it('refuses insert(...).select() for anon, storing nothing', async () => {
    const row = lead()
    const { error, status } = await browser().from('contact_submissions').insert(row).select()
    expect(status).toBe(401)
    expect(shape(error)).toEqual(PERMISSION_DENIED)
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('refuses upserts for anon (a conflict target needs read access), storing nothing', async () => {
    for (const ignoreDuplicates of [false, true]) {
      const row = lead()
      const { error, status } = await browser().from('contact_submissions').upsert(row, { ignoreDuplicates })
      expect(status).toBe(401)
      expect(shape(error)).toEqual(PERMISSION_DENIED)
      expect(await storedRows(row.id)).toHaveLength(0)
    }
  })

  it('refuses what anon may never do (GET, HEAD, PATCH, PUT, DELETE) before any database work, with the same answer', async () => {
    let transactions = 0
    const counted: Database = { ...backend.db, transaction: (work) => ((transactions += 1), backend.db.transaction(work)) }
    const app = await listen(createApp({ distDir: siteDir, db: counted }))
    try {
      const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' }
      const target = `${app.url}/rest/v1/contact_submissions?id=eq.${lead().id}`
      for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
        const response = await fetch(target, { method, headers, body: method === 'GET' ? undefined : '{"email":"evil@example.com"}' })
        expect(response.status, method).toBe(401)
        expect(await response.json(), method).toEqual(PERMISSION_DENIED)
      }
      const head = await fetch(target, { method: 'HEAD', headers })
      expect(head.status).toBe(401)
      expect(transactions).toBe(0)
    } finally {
      await app.close()
    }
  })

  it('refuses update and delete for anon (401, 42501) and the lead stays as it was', async () => {
    const row = lead()
    await browser().from('contact_submissions').insert(row)
    const update = await browser().from('contact_submissions').update({ email: 'evil@example.com' }).eq('id', row.id)
    expect(update.status).toBe(401)
    expect(shape(update.error)).toEqual(PERMISSION_DENIED)
    const remove = await browser().from('contact_submissions').delete().eq('id', row.id)
    expect(remove.status).toBe(401)
    expect(shape(remove.error)).toEqual(PERMISSION_DENIED)
    expect(await storedRows(row.id)).toMatchObject([{ email: row.email }])
  })

  it('refuses update and delete for the service role too (403, 42501): staff read leads, never change them', async () => {
    const row = lead()
    await browser().from('contact_submissions').insert(row)
    const update = await staff().from('contact_submissions').update({ email: 'evil@example.com' }).eq('id', row.id)
    expect(update.status).toBe(403)
    expect(shape(update.error)).toEqual(PERMISSION_DENIED)
    const remove = await staff().from('contact_submissions').delete().eq('id', row.id)
    expect(remove.status).toBe(403)
    expect(await storedRows(row.id)).toMatchObject([{ email: row.email }])
  })

  it('answers PUT without a primary key filter with 405 (PGRST105)', async () => {
    const response = await fetch(`${url}/rest/v1/contact_submissions`, {
      method: 'PUT',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(lead()),
    })
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({
      code: 'PGRST105',
      details: null,
      hint: null,
      message: "Filters must include all and only primary key columns with 'eq' operators",
    })
  })

  it('answers an unknown method with 405 (PGRST117)', async () => {
    const response = await fetch(`${url}/rest/v1/contact_submissions`, { method: 'PROPFIND', headers: { apikey: ANON_KEY } })
    expect(response.status).toBe(405)
    expect((await response.json()).code).toBe('PGRST117')
  })

  it('still serves the site beside the API', async () => {
    expect(await (await fetch(`${url}/`)).text()).toBe('<h1>Home</h1>')
  })
})

describe("CORS: the site's own pages only", () => {
  const preflight = (origin: string) =>
    fetch(`${url}/rest/v1/contact_submissions`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-profile,content-type,x-client-info',
      },
    })

  it("answers Chromium's preflight for the insert from a loopback page (npm run dev, the tests)", async () => {
    const response = await preflight('http://localhost:5173')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim())
    expect(allowed).toEqual(expect.arrayContaining(['apikey', 'authorization', 'content-profile', 'content-type', 'x-client-info']))
    expect(await response.text()).toBe('')
  })

  it("answers the preflight of the site's own origin (VITE_SITE_URL), for a site served apart from its API", async () => {
    const site = await listen(createApp({ distDir: siteDir, db: backend.db, rateLimit: false, siteOrigins: ['https://www.agency.example'] }))
    try {
      const response = await fetch(`${site.url}/rest/v1/contact_submissions`, {
        method: 'OPTIONS',
        headers: { origin: 'https://www.agency.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('https://www.agency.example')
    } finally {
      await site.close()
    }
  })

  it('lets no other site send its visitors\' leads: its preflight gets no CORS header, so the browser never sends the insert', async () => {
    const response = await preflight('https://evil.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-headers')).toBeNull()
  })

  it("refuses the insert a no-cors fetch sends (no Content-Type, no preflight): 415, nothing stored", async () => {
    // fetch(url, { method: 'POST', mode: 'no-cors', body: new Blob([json]) }) on any site: a CORS "simple request".
    const row = lead()
    const response = await fetch(`${url}/rest/v1/contact_submissions?apikey=${ANON_KEY}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new Blob([JSON.stringify(row)]),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ code: 'PGRST107', details: null, hint: null, message: 'Content-Type not acceptable: (none)' })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('puts the CORS header on errors too, for an allowed origin, so its page can read them', async () => {
    const response = await post('{', { origin: 'http://localhost:5173' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})

describe('the service role reads leads (npm run leads)', () => {
  it('with the key in the query string (as Supabase accepts it), not taken for a filter', async () => {
    const response = await fetch(`${url}/rest/v1/contact_submissions?select=id&limit=1&apikey=${SERVICE_KEY}`)
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })

  it('newest first, limited, with PostgREST Content-Range and an exact count', async () => {
    const ids: string[] = []
    for (const name of ['First', 'Second', 'Third']) {
      const row = lead({ first_name: name })
      ids.push(row.id)
      await browser().from('contact_submissions').insert(row)
    }
    const { data, error, count, status } = await staff()
      .from('contact_submissions')
      .select('id, first_name, created_at', { count: 'exact' })
      .order('created_at', { ascending: false })
      .limit(2)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data?.map((row) => row.first_name)).toEqual(['Third', 'Second'])
    expect(count).toBeGreaterThanOrEqual(3)
    expect(data?.[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
  })

  it('one lead as an object with .single()', async () => {
    const row = lead()
    await browser().from('contact_submissions').insert(row)
    const { data, error } = await staff().from('contact_submissions').select('email').eq('id', row.id).single()
    expect(error).toBeNull()
    expect(data).toEqual({ email: row.email })
  })

  it('pages with range()', async () => {
    const all = await staff().from('contact_submissions').select('id').order('created_at', { ascending: false }).order('id')
    const page = await staff().from('contact_submissions').select('id').order('created_at', { ascending: false }).order('id').range(1, 2)
    expect(page.data).toEqual(all.data?.slice(1, 3))
  })

  it('answers an unknown column with 400 (42703)', async () => {
    const { error, status } = await staff().from('contact_submissions').select('password')
    expect(status).toBe(400)
    expect(shape(error)).toEqual({
      code: '42703',
      details: null,
      hint: null,
      message: 'column contact_submissions.password does not exist',
    })
  })

  it('answers a filter it does not support with 400 (PGRST100)', async () => {
    const { error, status } = await staff().from('contact_submissions').select('id').like('email', '%@example.com')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST100')
  })
})

describe('a restart', () => {
  it('keeps every lead (PGlite folder reopened) and applies no migration twice', async () => {
    const row = lead()
    await browser().from('contact_submissions').insert(row)
    await backend.stop()
    backend = await startBackend(dataDir, siteDir)
    url = backend.url
    expect(backend.applied).toEqual([])
    expect(await storedRows(row.id)).toMatchObject([{ email: row.email }])
  }, 30_000)

  it('refuses a second server on the same data folder', async () => {
    await expect(openPglite(dataDir)).rejects.toThrow(/is in use by process \d+/)
  })
})

describe('a request to stop calls and texts sent as the opt-out page sends it', () => {
  it('is stored, read back by the service role only, and a retry (409) or a repeat (201) stores no second row', async () => {
    const row = optOut()
    expect(await browser().from('contact_opt_outs').insert(row)).toMatchObject({ error: null, status: 201 })
    expect((await browser().from('contact_opt_outs').insert(row)).error?.code).toBe('23505')
    expect(await browser().from('contact_opt_outs').insert({ ...optOut(), phone: row.phone, email: row.email })).toMatchObject({ error: null, status: 201 })
    const { data } = await staff().from('contact_opt_outs').select('id, phone, email, stop, user_agent').eq('phone', row.phone)
    expect(data).toEqual([{ id: row.id, phone: row.phone, email: row.email, stop: 'all', user_agent: 'Mozilla/5.0 (LeadTest)' }])
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
