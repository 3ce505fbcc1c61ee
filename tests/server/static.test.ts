// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { REDIRECTS_FILE, redirectsFile } from '../../server/notFound'
import { rawRequest } from './support/rawRequest'

let dir: string
let base: string
let close: () => Promise<void>

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-'))
  await mkdir(join(dir, 'sep'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<h1>Home</h1>')
  await writeFile(join(dir, 'sep/index.html'), '<h1>SEP</h1>')
  await writeFile(join(dir, '404.html'), '<h1>404</h1>')
  await mkdir(join(dir, 'es/sep'), { recursive: true })
  await writeFile(join(dir, 'es/index.html'), '<h1>Inicio</h1>')
  await writeFile(join(dir, 'es/sep/index.html'), '<h1>Período Especial</h1>')
  await writeFile(join(dir, 'es/404.html'), '<h1>Página no encontrada</h1>')
  await writeFile(join(dir, REDIRECTS_FILE), redirectsFile())
  await writeFile(join(dir, 'assets/app-1a2b.js'), 'console.log(1)')
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *')
  await mkdir(join(dir, '.vite'))
  await writeFile(join(dir, '.vite/manifest.json'), '{}')
  const server = createApp({ distDir: dir })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server did not bind a TCP port')
  base = `http://127.0.0.1:${address.port}`
  close = () => new Promise((resolve) => server.close(() => resolve()))
})

afterAll(async () => {
  await close()
  await rm(dir, { recursive: true, force: true })
})

describe('static site server', () => {
  it('answers a route with its prerendered page, revalidated on every visit', async () => {
    const response = await fetch(`${base}/sep`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe('<h1>SEP</h1>')
  })

  it('answers / with the home page', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('<h1>Home</h1>')
  })

  it("answers the Spanish home at '/es/' and sends '/es' there, keeping the query", async () => {
    expect(await (await fetch(`${base}/es/`)).text()).toBe('<h1>Inicio</h1>')
    const response = await fetch(`${base}/es?utm_source=x`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/es/?utm_source=x')
  })

  it('answers a Spanish twin, and an unknown path under /es with the Spanish 404 page', async () => {
    expect(await (await fetch(`${base}/es/sep`)).text()).toBe('<h1>Período Especial</h1>')
    const missing = await fetch(`${base}/es/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('<h1>Página no encontrada</h1>')
    expect((await fetch(`${base}/es/404.html`)).status).toBe(404)
    expect(await (await fetch(`${base}/esx`)).text()).toBe('<h1>404</h1>')
  })

  it("never serves the static hosts' rules file, which sends unknown /es paths to the Spanish 404 page there too", async () => {
    expect(redirectsFile()).toContain('/es/*  /es/404.html  404')
    expect((await fetch(`${base}/${REDIRECTS_FILE}`)).status).toBe(404)
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await fetch(`${base}/sep/?x=1`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/sep?x=1')
  })

  it.each([
    ['/%2fevil.example/', 'an encoded slash'],
    ['/%5cevil.example/', 'an encoded backslash'],
    ['/%09/evil.example/', 'an encoded tab'],
    ['//evil.example/', 'two slashes'],
  ])('never redirects off the site: %s (%s) is a 404, not a redirect', async (path) => {
    const response = await rawRequest(`${base}${path}`)
    expect(response.status).toBe(404)
    expect(response.headers.location).toBeUndefined()
    expect(response.body.toString()).toBe('<h1>404</h1>')
  })

  it('redirects a trailing slash only to a page that exists, as a path on this site', async () => {
    const response = await rawRequest(`${base}/%73ep//?x=%C3%A9`)
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe('/%73ep?x=%C3%A9')
    expect((await rawRequest(`${base}/nope/`)).status).toBe(404)
  })

  it.each(['/sep%2f', '/sep%2F', '/%2f'])(
    'answers %s, a slash only once decoded, with 404 instead of a redirect to itself',
    async (path) => {
      const response = await rawRequest(`${base}${path}`)
      expect(response.status).toBe(404)
      expect(response.headers.location).toBeUndefined()
    },
  )

  it('never redirects twice: the location of a redirect answers without one', async () => {
    const first = await rawRequest(`${base}/sep%2f/`)
    expect(first.status).toBe(301)
    expect(first.headers.location).toBe('/sep%2f')
    expect((await rawRequest(`${base}${first.headers.location}`)).status).toBe(404)
  })

  it.each(['/%E2%80%AE/', '/caf%C3%A9/', '//', '///'])('answers %s without a server error', async (path) => {
    const response = await rawRequest(`${base}${path}`)
    expect(response.status).toBeLessThan(500)
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${base}/does-not-exist`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>404</h1>')
  })

  it('never serves 404.html as if it were a page', async () => {
    expect((await fetch(`${base}/404.html`)).status).toBe(404)
  })

  it("never serves the build's hidden files (Vite's manifest)", async () => {
    const response = await fetch(`${base}/.vite/manifest.json`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>404</h1>')
  })

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/assets/app-1a2b.js`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('revalidates everything else: a page, robots.txt', async () => {
    expect((await fetch(`${base}/sep`)).headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(`${base}/robots.txt`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a revalidation of an unchanged file with 304, its caching rule and no body', async () => {
    const first = await fetch(`${base}/sep`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await fetch(`${base}/sep`, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
  })

  it('answers a revalidation with another tag with the whole file', async () => {
    const response = await fetch(`${base}/sep`, { headers: { 'if-none-match': 'W/"0-0"' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<h1>SEP</h1>')
  })

  it('never answers 304 for the 404 page', async () => {
    const etag = (await fetch(`${base}/does-not-exist`)).headers.get('etag') ?? ''
    expect((await fetch(`${base}/does-not-exist`, { headers: { 'if-none-match': etag } })).status).toBe(404)
  })

  it('does not leave the site folder through encoded dot segments', async () => {
    const response = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<h1>404</h1>')
  })

  it('answers a malformed escape with the 404 page instead of failing', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(404)
  })

  it('refuses methods other than GET and HEAD on pages', async () => {
    const response = await fetch(`${base}/sep`, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers HEAD with headers and no body', async () => {
    const response = await fetch(`${base}/robots.txt`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })
})
