// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer as createHttpsServer } from 'node:https'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { SECURITY_HEADERS } from '../../server/security'
import { freshDataDir } from '../db/support/pgliteDir'
import { type Backend, listen, makeSite, removeDir, startBackend } from './support/backend'
import { rawRequest } from './support/rawRequest'

/** The response headers of server/: the same security headers on every response, HSTS only over HTTPS. */
let dir: string
let dataDir: string
let plain: Awaited<ReturnType<typeof listen>>
let proxied: Awaited<ReturnType<typeof listen>>
let backend: Backend

beforeAll(async () => {
  dir = await makeSite()
  await mkdir(join(dir, 'sep'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'sep/index.html'), '<h1>SEP</h1>')
  await writeFile(join(dir, 'assets/app-1a2b.js'), 'console.log(1)')
  plain = await listen(createApp({ distDir: dir }))
  proxied = await listen(createApp({ distDir: dir, trustProxy: true }))
  dataDir = await freshDataDir()
  backend = await startBackend(dataDir, dir)
}, 60_000)

afterAll(async () => {
  await plain?.close()
  await proxied?.close()
  await backend?.stop()
  await removeDir(dir)
  await removeDir(dataDir)
})

describe('headers on every response', () => {
  const responses: Array<[string, () => Promise<Record<string, unknown>>]> = [
    ['a page', async () => (await rawRequest(`${plain.url}/`)).headers],
    ['an asset', async () => (await rawRequest(`${plain.url}/assets/app-1a2b.js`)).headers],
    ['the 404 page', async () => (await rawRequest(`${plain.url}/nope`)).headers],
    ['a redirect', async () => (await rawRequest(`${plain.url}/sep/`)).headers],
    ['a refused method', async () => (await rawRequest(`${plain.url}/sep`, { method: 'DELETE' })).headers],
    ['the REST API', async () => (await rawRequest(`${backend.url}/rest/v1/contact_submissions`, { method: 'POST' })).headers],
  ]
  for (const [what, headersOf] of responses) {
    it(`${what} carries nosniff, the referrer, permissions and opener policies and DENY framing`, async () => {
      expect(await headersOf()).toMatchObject(SECURITY_HEADERS)
    })
  }
})

describe('HTTPS only headers', () => {
  it('sends no HSTS over plain HTTP', async () => {
    expect((await rawRequest(`${plain.url}/`)).headers['strict-transport-security']).toBeUndefined()
  })

  it('ignores x-forwarded-proto unless the proxy is trusted', async () => {
    const response = await rawRequest(`${plain.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends HSTS when a trusted proxy says the visitor came over https', async () => {
    const response = await rawRequest(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  })

  it('sends no HSTS when a trusted proxy says the visitor came over http', async () => {
    const response = await rawRequest(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'http' } })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  const openssl = spawnSync('openssl', ['version']).status === 0
  it.skipIf(!openssl)('sends HSTS over its own TLS socket (needs openssl to make a certificate)', async () => {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost']))
    expect(made.status, String(made.stderr)).toBe(0)
    const app = createApp({ distDir: dir })
    const tls = createHttpsServer({ key: await readFile(key), cert: await readFile(cert) }, (req, res) => app.emit('request', req, res))
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
