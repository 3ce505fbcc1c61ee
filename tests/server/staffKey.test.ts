// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../scripts/leads'
import { createApp } from '../../server/app'
import { migratedDataDir } from '../db/support/pgliteDir'
import { lead } from '../../scripts/support/lead'
import {
  ANON_KEY,
  type Backend,
  listen,
  makeSite,
  removeDir,
  SERVICE_KEY,
  startBackend,
  supabase,
} from './support/backend'
import { rawRequest } from './support/rawRequest'

/**
 * The staff (service role) key reads every lead. What a web page, a DNS-rebinding attacker or a proxy in front of
 * a developer's `npm run serve` gets with it.
 */
const SECRET = 'sb_secret_of_the_agency_only'

let dataDir: string
let siteDir: string
let backend: Backend
let withSecret: Awaited<ReturnType<typeof listen>>

beforeAll(async () => {
  dataDir = await migratedDataDir()
  siteDir = await makeSite()
  backend = await startBackend(dataDir, siteDir)
  withSecret = await listen(
    createApp({ distDir: siteDir, db: backend.db, keys: { anon: ANON_KEY, serviceRole: SECRET }, rateLimit: false }),
  )
  expect((await supabase(backend.url, ANON_KEY).from('contact_submissions').insert(lead())).error).toBeNull()
}, 60_000)

afterAll(async () => {
  await withSecret?.close()
  await backend?.stop()
  await removeDir(dataDir)
  await removeDir(siteDir)
})

const readEveryLead = (base: string, key: string, headers: Record<string, string> = {}) =>
  rawRequest(`${base}/rest/v1/contact_submissions?select=*`, {
    headers: { apikey: key, authorization: `Bearer ${key}`, ...headers },
  })

const REFUSED_IN_BROWSER = {
  code: 'PGRST301',
  details: null,
  hint: 'Secret keys work only from a server or a staff command, never from a web page: use the publishable (anon) key there.',
  message: 'Forbidden use of secret API key in browser',
}
const REFUSED_ELSEWHERE = {
  code: 'PGRST301',
  details: null,
  hint: 'Not for another Host name, nor through a proxy: set SUPABASE_SERVICE_ROLE_KEY to a secret of your own for that.',
  message: 'The published default staff key works only for requests made on this machine',
}

describe('the published default staff key', () => {
  it('reads nothing for a page that rebound its host name to 127.0.0.1 (the probe: 401, no lead in the body)', async () => {
    const response = await readEveryLead(backend.url, SERVICE_KEY, {
      host: 'rebind.attacker.example',
      'sec-fetch-site': 'same-origin',
    })
    expect(response.status).toBe(401)
    expect(JSON.parse(response.body.toString())).toEqual(REFUSED_IN_BROWSER)
  })

  it('reads nothing for another Host name even without Origin or Sec-Fetch-* (what a browser sends over http)', async () => {
    const port = new URL(backend.url).port
    for (const host of [`rebind.attacker.example:${port}`, `127.0.0.1.nip.io:${port}`, 'localhost.attacker.example']) {
      const response = await readEveryLead(backend.url, SERVICE_KEY, { host })
      expect(response.status).toBe(401)
      expect(JSON.parse(response.body.toString())).toEqual(REFUSED_ELSEWHERE)
    }
  })

  it.each([
    ['x-forwarded-for', '203.0.113.7'],
    ['x-forwarded-host', 'www.example.com'],
    ['x-forwarded-proto', 'https'],
    ['forwarded', 'for=203.0.113.7'],
    ['x-real-ip', '203.0.113.7'],
    ['via', '1.1 nginx'],
    ['cf-connecting-ip', '203.0.113.7'],
  ])('reads nothing through a proxy (%s)', async (name, value) => {
    const response = await readEveryLead(backend.url, SERVICE_KEY, { [name]: value })
    expect(response.status).toBe(401)
    expect(JSON.parse(response.body.toString())).toEqual(REFUSED_ELSEWHERE)
  })

  it('reads leads on this machine, by any loopback name', async () => {
    const port = new URL(backend.url).port
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, '127.0.0.1']) {
      const response = await readEveryLead(backend.url, SERVICE_KEY, { host })
      expect(response.status).toBe(200)
      expect(JSON.parse(response.body.toString()).length).toBeGreaterThan(0)
    }
  })

  it('still serves `npm run leads` (supabase-js on Node, whose fetch sends Sec-Fetch-Mode: cors)', async () => {
    let out = ''
    const code = await main(
      ['--csv'],
      { HOST: '127.0.0.1', PORT: new URL(backend.url).port, DATA_DIR: dataDir },
      { out: (text) => (out += text), err: () => undefined },
    )
    expect(code).toBe(0)
    expect(out.trimEnd().split('\r\n').length).toBeGreaterThan(1)
  })
})

describe('any staff key', () => {
  it.each([
    [
      'a same-origin fetch from a page of the site',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
    ],
    [
      'a navigation',
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' },
    ],
    ['a single Sec-Fetch-Dest', { 'sec-fetch-dest': 'empty' }],
  ])('reads nothing from a browser: %s', async (_what, headers) => {
    for (const [base, key] of [
      [backend.url, SERVICE_KEY],
      [withSecret.url, SECRET],
    ]) {
      const response = await readEveryLead(base, key, headers)
      expect(response.status).toBe(401)
      expect(JSON.parse(response.body.toString())).toEqual(REFUSED_IN_BROWSER)
    }
  })

  it('a secret one of the agency works behind a proxy, for its public host name', async () => {
    const response = await readEveryLead(withSecret.url, SECRET, {
      host: 'www.example.com',
      'x-forwarded-for': '203.0.113.7',
      'x-real-ip': '203.0.113.7',
    })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body.toString()).length).toBeGreaterThan(0)
  })
})

describe('the public (anon) key', () => {
  it('still sends a lead whatever the Host, the proxy headers and the Sec-Fetch-* headers', async () => {
    const row = lead()
    const client = supabase(backend.url, ANON_KEY, {
      host: 'www.example.com',
      'x-forwarded-for': '203.0.113.7',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-dest': 'empty',
    })
    expect((await client.from('contact_submissions').insert(row)).status).toBe(201)
  })
})
