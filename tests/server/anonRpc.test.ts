// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/database'
import { migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { migratedDataDir } from '../db/support/pgliteDir'
import { lead } from '../../scripts/support/lead'
import { ANON_KEY, listen, makeSite, removeDir, SERVICE_KEY, supabase } from './support/backend'

/**
 * Anon calling the lead outbox's functions (POST /rest/v1/rpc/...): every one is the service role's, so a flood of
 * them used to open a transaction each (PGlite runs one at a time) with no limit, slowing every lead and staff read.
 */
let dataDir: string
let siteDir: string
let db: Database
let server: Awaited<ReturnType<typeof listen>>
let transactions = 0

beforeAll(async () => {
  dataDir = await migratedDataDir()
  siteDir = await makeSite()
  db = await openPglite(dataDir)
  await migrate(db)
  // What reaches the database: each request that gets that far opens one transaction.
  const counted: Database = {
    ...db,
    transaction: (work) => {
      transactions += 1
      return db.transaction(work)
    },
  }
  server = await listen(createApp({ distDir: siteDir, db: counted, rateLimit: { max: 3, windowSeconds: 3600 } }))
}, 60_000)

afterAll(async () => {
  await server?.close()
  await db?.close()
  await removeDir(dataDir)
  await removeDir(siteDir)
})

const callAsAnon = () =>
  fetch(`${server.url}/rest/v1/rpc/lead_deliveries`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ lead_ids: [] }),
  })

describe("anon's function calls", () => {
  it('are refused (401, 42501) without a transaction, counted by the per-client limit (429 after 3), and the staff key still calls them', async () => {
    const before = transactions
    for (let i = 0; i < 3; i += 1) {
      const response = await callAsAnon()
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: 'permission denied for function lead_deliveries',
      })
    }
    expect(transactions).toBe(before)
    const limited = await callAsAnon()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    // The same allowance as leads: this client has none left for an insert either.
    expect((await supabase(server.url, ANON_KEY).from('contact_submissions').insert(lead())).status).toBe(429)
    expect(transactions).toBe(before)
    const { error, status } = await supabase(server.url, SERVICE_KEY).rpc('lead_deliveries', { lead_ids: [] })
    expect([status, error]).toEqual([200, null])
  })
})
