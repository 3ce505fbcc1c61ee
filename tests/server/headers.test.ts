// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer as createHttpsServer } from 'node:https'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { HEADERS_FILE, headersFile } from '../../server/headersFile'
import { SECURITY_HEADERS } from '../../server/security'
import { migratedDataDir } from '../db/support/pgliteDir'
import {
  ANON_KEY,
  type Backend,
  listen,
  makeSite,
  postAsAnon,
  removeDir,
  SERVICE_KEY,
  startBackend,
} from './support/backend'
import { lead } from '../../scripts/support/lead'
import { rawRequest } from './support/rawRequest'

/**
 * The response headers of server/ on a built site shaped like the real one: pages whose inline scripts are
 * TanStack Router's (scroll restoration, dehydrated state, stream boundary) plus a JSON-LD block, and the
 * _headers file the build writes for them.
 */
const SCROLL =
  '(function(a){try{JSON.parse(sessionStorage.getItem(a)||"{}")}catch{return}})("tsr-scroll-restoration-v1_3")'
const BOUNDARY = 'document.currentScript.remove();/*$tsr-stream-boundary*/'
const state = (name: string) => `self.$_TSR={page:${JSON.stringify(name)}};document.currentScript.remove()`
const JSON_LD = '{"@context":"https://schema.org","@type":"InsuranceAgency","name":"Agency"}'

type InlineScript = { tag: string; code: string }
const inline = (attributes: string, code: string): InlineScript => ({
  tag: `<script${attributes}>${code}</script>`,
  code,
})
const html = (scripts: InlineScript[]) =>
  '<!DOCTYPE html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><h1>Page</h1>' +
  `<script type="application/ld+json">${JSON_LD}</script>${scripts.map((script) => script.tag).join('')}</body></html>`

const builtPages = [
  {
    route: '/',
    file: 'index.html',
    scripts: [inline('', SCROLL), inline(' data-tsr-stream-part=""', state('home')), inline('', BOUNDARY)],
  },
  {
    route: '/sep',
    file: 'sep/index.html',
    scripts: [inline('', SCROLL), inline(' data-tsr-stream-part=""', state('sep')), inline('', BOUNDARY)],
  },
  {
    route: '/404.html',
    file: '404.html',
    scripts: [inline(' data-tsr-stream-part=""', state('not found')), inline('', BOUNDARY)],
  },
  {
    route: '/es/',
    file: 'es/index.html',
    scripts: [inline('', SCROLL), inline(' data-tsr-stream-part=""', state('inicio')), inline('', BOUNDARY)],
  },
  {
    route: '/es/404.html',
    file: 'es/404.html',
    scripts: [inline(' data-tsr-stream-part=""', state('no encontrada')), inline('', BOUNDARY)],
  },
]
const [home, sep, notFound, spanishHome, spanishNotFound] = builtPages

const SUPABASE = 'https://abcdefgh.supabase.co'
const hash = ({ code }: InlineScript) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

/** A policy as directive name → its sources. */
function directives(policy: string | string[] | undefined): Map<string, string[]> {
  if (typeof policy !== 'string') throw new Error(`expected one content-security-policy header, got ${String(policy)}`)
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  )
}

let dir: string
let dataDir: string
let plain: Awaited<ReturnType<typeof listen>>
let proxied: Awaited<ReturnType<typeof listen>>
let backend: Backend

beforeAll(async () => {
  dir = await makeSite()
  await mkdir(join(dir, 'sep'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, 'extra'))
  await mkdir(join(dir, 'es'))
  for (const page of builtPages) await writeFile(join(dir, page.file), html(page.scripts))
  // A page the build did not list in _headers.
  await writeFile(join(dir, 'extra/index.html'), html([inline('', SCROLL)]))
  await writeFile(join(dir, 'assets/app-1a2b.js'), 'console.log(1)')
  const pages = builtPages.map(({ route, scripts }) => ({ route, html: html(scripts) }))
  await writeFile(join(dir, HEADERS_FILE), headersFile(pages, { connectSources: [SUPABASE], https: false }))
  plain = await listen(createApp({ distDir: dir }))
  proxied = await listen(createApp({ distDir: dir, trustProxy: true }))
  dataDir = await migratedDataDir()
  backend = await startBackend(dataDir, dir)
}, 60_000)

afterAll(async () => {
  await plain?.close()
  await proxied?.close()
  await backend?.stop()
  await removeDir(dir)
  await removeDir(dataDir)
})

describe('Content-Security-Policy of the pages', () => {
  for (const { route, scripts } of [home, sep, spanishHome]) {
    it(`allows exactly the inline scripts of ${route} by hash, and not its JSON-LD`, async () => {
      const response = await rawRequest(`${plain.url}${route}`)
      expect(response.status).toBe(200)
      const scriptSrc = directives(response.headers['content-security-policy']).get('script-src')
      expect(scriptSrc).toEqual(["'self'", ...scripts.map(hash)])
    })
  }

  it('gives the not-found page its own policy on any unknown path', async () => {
    const response = await rawRequest(`${plain.url}/no/such/page`)
    expect(response.status).toBe(404)
    const scriptSrc = directives(response.headers['content-security-policy']).get('script-src')
    expect(scriptSrc).toEqual(["'self'", ...notFound.scripts.map(hash)])
  })

  it('gives the Spanish not-found page its own policy on any unknown path under /es', async () => {
    const response = await rawRequest(`${plain.url}/es/no-existe`)
    expect(response.status).toBe(404)
    const scriptSrc = directives(response.headers['content-security-policy']).get('script-src')
    expect(scriptSrc).toEqual(["'self'", ...spanishNotFound.scripts.map(hash)])
  })

  it('allows no inline script at all on a page the build did not list', async () => {
    const response = await rawRequest(`${plain.url}/extra`)
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual(["'self'"])
  })

  it('keeps everything else to the site itself: no inline style or eval, no plugins, no framing, no foreign forms', async () => {
    const policy = directives((await rawRequest(`${plain.url}/sep`)).headers['content-security-policy'])
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': expect.not.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]),
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'", SUPABASE],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
  })

  it('is sent only with documents, not with scripts', async () => {
    const response = await rawRequest(`${plain.url}/assets/app-1a2b.js`)
    expect(response.headers['content-security-policy']).toBeUndefined()
  })
})

describe('headers on every response', () => {
  const responses: Array<[string, () => Promise<Record<string, unknown>>]> = [
    ['a page', async () => (await rawRequest(`${plain.url}/`)).headers],
    ['an asset', async () => (await rawRequest(`${plain.url}/assets/app-1a2b.js`)).headers],
    ['the 404 page', async () => (await rawRequest(`${plain.url}/nope`)).headers],
    ['a redirect', async () => (await rawRequest(`${plain.url}/sep/`)).headers],
    ['a refused method', async () => (await rawRequest(`${plain.url}/sep`, { method: 'DELETE' })).headers],
    [
      'the REST API',
      async () => (await rawRequest(`${backend.url}/rest/v1/contact_submissions`, { method: 'POST' })).headers,
    ],
  ]
  for (const [what, headersOf] of responses) {
    it(`${what} carries nosniff, the referrer, permissions and opener policies and DENY framing`, async () => {
      expect(await headersOf()).toMatchObject(SECURITY_HEADERS)
    })
  }
})

/** Raw bytes to the server and everything it answers until it closes: what Node's parser refuses never reaches a handler. */
function rawExchange(url: string, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(bytes))
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('close', () => resolve(text))
    socket.on('error', reject)
  })
}

describe("headers on the answers Node's HTTP parser writes itself", () => {
  it.each([
    [
      'a request with both Transfer-Encoding and Content-Length (400)',
      'POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\ncontent-length: 5\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['a NUL in the target (400)', 'GET /\u0000 HTTP/1.1\r\nhost: x\r\n\r\n', 400],
    ['headers over 16 KB (431)', `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s carries the security headers', async (_what, bytes, status) => {
    const answer = await rawExchange(plain.url, bytes)
    const [statusLine, ...lines] = answer.split('\r\n\r\n')[0].split('\r\n')
    expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    )
    expect(headers).toMatchObject(SECURITY_HEADERS)
  })
})

describe('API answers are never stored by a cache', () => {
  const api = (path: string, method: string, headers: Record<string, string> = {}) =>
    rawRequest(`${backend.url}/rest/v1/${path}`, { method, headers })
  const staff = { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}` }
  const cases: Array<[string, () => ReturnType<typeof api>, number]> = [
    ["the staff's read of every lead", () => api('contact_submissions?select=*', 'GET', staff), 200],
    ["the staff's HEAD", () => api('contact_submissions', 'HEAD', staff), 200],
    [
      'an insert without a body',
      () =>
        api('contact_submissions', 'POST', {
          apikey: ANON_KEY,
          'content-type': 'application/json',
          'content-length': '0',
        }),
      400,
    ],
    ['a request without a key', () => api('contact_submissions', 'GET'), 401],
    ["anon's read", () => api('contact_submissions', 'GET', { apikey: ANON_KEY }), 401],
    ['an unknown table', () => api('users', 'GET', staff), 404],
    [
      'a CORS preflight',
      () =>
        api('contact_submissions', 'OPTIONS', {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
        }),
      200,
    ],
  ]
  it.each(cases)('%s carries cache-control: no-store', async (_what, send, status) => {
    const response = await send()
    expect(response.status).toBe(status)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('a stored lead carries cache-control: no-store', async () => {
    const response = await postAsAnon(backend.url, JSON.stringify(lead()))
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('HTTPS only headers', () => {
  it('sends no HSTS and no upgrade-insecure-requests over plain HTTP', async () => {
    const response = await rawRequest(`${plain.url}/`)
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  it('ignores x-forwarded-proto unless the proxy is trusted', async () => {
    const response = await rawRequest(`${plain.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends HSTS and upgrade-insecure-requests when a trusted proxy says the visitor came over https', async () => {
    const response = await rawRequest(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(directives(response.headers['content-security-policy']).get('upgrade-insecure-requests')).toEqual([])
  })

  it('sends no HSTS when a trusted proxy says the visitor came over http', async () => {
    const response = await rawRequest(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'http' } })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  const openssl = spawnSync('openssl', ['version']).status === 0
  it.skipIf(!openssl)('sends HSTS over its own TLS socket (needs openssl to make a certificate)', async () => {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ]),
    )
    expect(made.status, String(made.stderr)).toBe(0)
    const app = createApp({ distDir: dir })
    const tls = createHttpsServer({ key: await readFile(key), cert: await readFile(cert) }, (req, res) =>
      app.emit('request', req, res),
    )
    const server = await listen(tls)
    try {
      const response = await rawRequest(`${server.url.replace('http:', 'https:')}/`)
      expect(response.status).toBe(200)
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    } finally {
      await server.close()
    }
  })
})

describe('the _headers file for static hosts', () => {
  const pages = [{ route: '/sep', html: html(sep.scripts) }]

  it('is not served', async () => {
    expect((await rawRequest(`${plain.url}/_headers`)).status).toBe(404)
  })

  it('lists the security headers for every path and the long cache for /assets/*', () => {
    const file = headersFile(pages, { connectSources: [], https: false })
    const everywhere = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`)
    expect(file).toContain(['/*', ...everywhere].join('\n') + '\n\n')
    expect(file).toContain('/assets/*\n  cache-control: public, max-age=31536000, immutable\n')
  })

  it('gives each page its cache rule and policy, and sets no header twice for one path', () => {
    const file = headersFile(pages, { connectSources: [], https: false })
    const block = file.slice(file.indexOf('\n/sep\n') + 1)
    expect(block).toMatch(
      /^\/sep\n {2}cache-control: no-cache\n {2}content-security-policy: default-src 'self'; script-src 'self' 'sha256-/,
    )
    const names = file.match(/^ {2}[\w-]+(?=:)/gm) ?? []
    expect(names.filter((name) => name.includes('content-security-policy'))).toHaveLength(1)
    expect(names.filter((name) => name.includes('cache-control'))).toHaveLength(2)
  })

  it('adds HSTS for every path only when the site is served over https', () => {
    const hsts = '  strict-transport-security: max-age=63072000; includeSubDomains'
    expect(headersFile(pages, { connectSources: [], https: true })).toContain(hsts)
    expect(headersFile(pages, { connectSources: [], https: false })).not.toContain(hsts)
  })
})
