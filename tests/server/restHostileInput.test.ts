// @vitest-environment node
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_KEY, shape } from './support/backend'
import { ONE_LEAD_PER_REQUEST, PERMISSION_DENIED, restServer } from './support/restServer'
import { lead } from '../../scripts/support/lead'

// Input no site page sends: metacharacters, NUL, wrong types, extra columns, arrays, deep or huge bodies, other content types and schemas.

const { url, browser, storedRows, post } = restServer()

describe('hostile input', () => {
  describeHostileRows()
  describeHostileBodies()
})

/** Rows no form sends: metacharacters, NUL, wrong types, unknown or forbidden columns, arrays. */
function describeHostileRows() {
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
    [
      'a word for the consent boolean',
      { agreed_to_contact: 'maybe' },
      'invalid input syntax for type boolean: "maybe"',
    ],
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
    const response = await post(JSON.stringify([lead(), { first_name: 'Only' }]), {
      apikey: SERVICE_KEY,
      authorization: `Bearer ${SERVICE_KEY}`,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'All object keys must match',
    })
  })

  it.each([
    ['malformed JSON', '{"first_name": "Ana",'],
    ['an empty body', ''],
    ['a JSON string', '"Ana"'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]).toString('latin1')],
  ])('refuses %s (PGRST102)', async (_name, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    })
  })

  it('refuses an array of numbers from the staff key too (PGRST102): a row is an object', async () => {
    const response = await post('[1, 2]', { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}` })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    })
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
}

/** Bodies no form sends: nested too deep, too big, another content type, another schema. */
function describeHostileBodies() {
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
      const req = request(`${url()}/rest/v1/contact_submissions`, {
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
}
