// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { ANON_KEY, listen } from './support/backend'
import { restServer } from './support/restServer'
import { lead } from '../../scripts/support/lead'

// CORS: the site's own pages may send leads; no other site's may.

const { url, backend, siteDir, storedRows, post } = restServer()

describe("CORS: the site's own pages only", () => {
  const preflight = (origin: string) =>
    fetch(`${url()}/rest/v1/contact_submissions`, {
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
    expect(allowed).toEqual(
      expect.arrayContaining(['apikey', 'authorization', 'content-profile', 'content-type', 'x-client-info']),
    )
    expect(await response.text()).toBe('')
  })

  it("answers the preflight of the site's own origin (VITE_SITE_URL), for a site served apart from its API", async () => {
    const site = await listen(
      createApp({
        distDir: siteDir(),
        db: backend().db,
        rateLimit: false,
        siteOrigins: ['https://www.agency.example'],
      }),
    )
    try {
      const response = await fetch(`${site.url}/rest/v1/contact_submissions`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://www.agency.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('https://www.agency.example')
    } finally {
      await site.close()
    }
  })

  it('gives a loopback page no CORS on an internet-facing server in production (NODE_ENV=production, HOST not loopback)', async () => {
    // Any local web app on a visitor's machine (another project's dev server, a malicious package's) has such an origin.
    const site = await listen(
      createApp({
        distDir: siteDir(),
        db: backend().db,
        rateLimit: false,
        siteOrigins: ['https://www.agency.example'],
        loopbackOrigins: false,
      }),
    )
    try {
      for (const origin of ['http://127.0.0.1', 'http://localhost:5173', 'http://[::1]:8080']) {
        const response = await fetch(`${site.url}/rest/v1/contact_submissions`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        })
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
        expect(response.headers.get('access-control-allow-headers')).toBeNull()
      }
      const own = await fetch(`${site.url}/rest/v1/contact_submissions`, {
        method: 'OPTIONS',
        headers: { origin: 'https://www.agency.example', 'access-control-request-method': 'POST' },
      })
      expect(own.headers.get('access-control-allow-origin')).toBe('https://www.agency.example')
    } finally {
      await site.close()
    }
  })

  it("lets no other site send its visitors' leads: its preflight gets no CORS header, so the browser never sends the insert", async () => {
    const response = await preflight('https://evil.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-headers')).toBeNull()
  })

  it('refuses the insert a no-cors fetch sends (no Content-Type, no preflight): 415, nothing stored', async () => {
    // fetch(url(), { method: 'POST', mode: 'no-cors', body: new Blob([json]) }) on any site: a CORS "simple request".
    const row = lead()
    const response = await fetch(`${url()}/rest/v1/contact_submissions?apikey=${ANON_KEY}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: new Blob([JSON.stringify(row)]),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'Content-Type not acceptable: (none)',
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await storedRows(row.id)).toHaveLength(0)
  })

  it('puts the CORS header on errors too, for an allowed origin, so its page can read them', async () => {
    const response = await post('{', { origin: 'http://localhost:5173' })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})
