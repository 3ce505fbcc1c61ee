// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import { openPostgres } from '../../server/db/postgres'
import { lead } from '../../scripts/support/lead'
import { noPostgres, startThrowawayPostgres, titleWithReason } from '../../scripts/support/throwawayPostgres'
import { ANON_KEY, listen, makeSite, postAsAnon, removeDir, SERVICE_KEY, supabase } from '../server/support/backend'
import { rawRequest } from '../server/support/rawRequest'
import { runEverySuite } from './support/everySuite'

// A PostgreSQL server of this file's own (Debian's postgresql package), started here and stopped afterwards.
const server = await startThrowawayPostgres()
const skip = noPostgres(server)
const url = 'url' in server ? server.url : ''
afterAll(() => ('stop' in server ? server.stop() : undefined))

/** A connection to the throwaway server, closed when the suite is done with it. */
async function freshPostgres() {
  const db = await openPostgres(url)
  return { db, close: () => db.close() }
}

describe.skipIf(skip)(titleWithReason('on a PostgreSQL server', skip), () => {
  runEverySuite('a PostgreSQL server', freshPostgres)
  describe('server/ with DATABASE_URL', () => {
    let db: Database
    let siteDir: string
    let app: { url: string; close: () => Promise<void> }

    beforeAll(async () => {
      ;({ db } = await openDatabase({ kind: 'postgres', url }))
      siteDir = await makeSite()
      app = await listen(createApp({ distDir: siteDir, db }))
    })

    afterAll(async () => {
      await app?.close()
      await db?.close()
      await removeDir(siteDir)
    })

    it('stores a lead sent with supabase-js and the service role reads it back', async () => {
      const row = lead()
      expect((await supabase(app.url, ANON_KEY).from('contact_submissions').insert(row)).error).toBeNull()
      const { data } = await supabase(app.url, SERVICE_KEY)
        .from('contact_submissions')
        .select('email, client_ip')
        .eq('id', row.id)
      expect(data).toEqual([{ email: row.email, client_ip: '127.0.0.1' }])
    })

    it('stores a lead once when the same insert arrives on five connections at the same moment', async () => {
      const row = lead()
      const client = supabase(app.url, ANON_KEY)
      const results = await Promise.all(Array.from({ length: 5 }, () => client.from('contact_submissions').insert(row)))
      expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409])
      const { data } = await supabase(app.url, SERVICE_KEY).from('contact_submissions').select('id').eq('id', row.id)
      expect(data).toHaveLength(1)
    })

    it('records the X-Real-IP its trusted proxy set, never an X-Forwarded-For a client wrote', async () => {
      const proxied = await listen(createApp({ distDir: siteDir, db, trustProxy: true }))
      try {
        for (const [headers, recorded] of [
          [{ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '203.0.113.7' }, '203.0.113.7'],
          // Not one IP address: ignored, so the socket's address (the proxy's) is recorded.
          [{ 'x-real-ip': `<b>${'x'.repeat(90)}</b>` }, '127.0.0.1'],
        ] as const) {
          const row = lead()
          const inserted = await supabase(proxied.url, ANON_KEY, headers).from('contact_submissions').insert(row)
          expect(inserted.error).toBeNull()
          const { data } = await supabase(app.url, SERVICE_KEY)
            .from('contact_submissions')
            .select('client_ip')
            .eq('id', row.id)
          expect(data).toEqual([{ client_ip: recorded }])
        }
      } finally {
        await proxied.close()
      }
    })

    it("answers the second probe's HTTP attacks as on PGlite: a rebound Host, one IPv6 /64, a cached staff read", async () => {
      const rebound = await rawRequest(`${app.url}/rest/v1/contact_submissions?select=*`, {
        headers: { host: 'rebind.attacker.example', 'sec-fetch-site': 'same-origin', apikey: SERVICE_KEY },
      })
      expect(rebound.status).toBe(401)
      const staffRead = await rawRequest(`${app.url}/rest/v1/contact_submissions?select=id&limit=1`, {
        headers: { apikey: SERVICE_KEY },
      })
      expect(staffRead.status).toBe(200)
      expect(staffRead.headers['cache-control']).toBe('no-store')
      const limited = await listen(
        createApp({ distDir: siteDir, db, trustProxy: true, rateLimit: { max: 2, windowSeconds: 3600 } }),
      )
      try {
        const statuses: number[] = []
        for (const address of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:a:b:c:d']) {
          statuses.push((await postAsAnon(limited.url, JSON.stringify(lead()), { 'x-real-ip': address })).status)
        }
        expect(statuses).toEqual([201, 201, 429])
      } finally {
        await limited.close()
      }
    })

    it('answers a rejected lead with the same message as on PGlite', async () => {
      const { error, status } = await supabase(app.url, ANON_KEY)
        .from('contact_submissions')
        .insert(lead({ agreed_to_contact: false }))
      expect(status).toBe(400)
      expect(error?.message).toBe('Please agree to be contacted so we can reach you.')
    })
  })
})
