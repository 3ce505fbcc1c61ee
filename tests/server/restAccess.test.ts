// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/database'
import { ANON_KEY, listen, SERVICE_KEY, shape, supabase, untypedSupabase } from './support/backend'
import { PERMISSION_DENIED, restServer } from './support/restServer'
import { lead } from '../../scripts/support/lead'

// Which key may do what, and which paths and methods answer at all.

const { url, backend, siteDir, browser, staff, storedRows, post } = restServer()

describe('keys', () => {
  it('refuses an unknown key (401) and stores nothing', async () => {
    const row = lead()
    const { error, status } = await supabase(url(), 'sb_publishable_not_ours').from('contact_submissions').insert(row)
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
    const response = await fetch(`${url()}/rest/v1/contact_submissions`, {
      method: 'POST',
      body: JSON.stringify(lead()),
    })
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
    const response = await fetch(`${url()}/rest/v1/contact_submissions?select=*`, {
      headers: { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, origin: 'https://evil.example' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: 'Secret keys work only from a server or a staff command, never from a web page: use the publishable (anon) key there.',
      message: 'Forbidden use of secret API key in browser',
    })
    const asApikeyOnly = await fetch(`${url()}/rest/v1/contact_submissions?select=*`, {
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
    const { error, status } = await untypedSupabase(url(), ANON_KEY).from('users').insert({ email: 'a@example.com' })
    expect(status).toBe(404)
    expect(shape(error)).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.users' in the schema cache",
    })
  })

  it('does not expose the migration history either', async () => {
    const response = await fetch(`${url()}/rest/v1/schema_migrations`, { headers: { apikey: SERVICE_KEY } })
    expect(response.status).toBe(404)
  })

  it('answers a function call with 404 (PGRST202)', async () => {
    const { error, status } = await untypedSupabase(url(), ANON_KEY).rpc('contact_submissions_before_insert')
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
      ['claim_words_differ_reports', {}],
    ] as const) {
      const { error, status } = await browser().rpc(name, args)
      expect(status, name).toBe(401)
      expect(error?.code, name).toBe('42501')
    }
    expect((await fetch(`${url()}/rest/v1/lead_notifications`, { headers: { apikey: ANON_KEY } })).status).toBe(404)
    // A function the API does not offer, or an argument it does not take, is PostgREST's 404.
    expect((await untypedSupabase(url(), ANON_KEY).rpc('wake_lead_delivery')).status).toBe(404)
    const { error } = await supabase(url(), SERVICE_KEY).rpc('lead_deliveries', { lead_ids: [], extra: 1 })
    expect(error?.code).toBe('PGRST202')
  })

  it('refuses anon before reading the query, so no filter tells which column names exist', async () => {
    for (const filter of ['secret_col=eq.1', 'email=eq.1']) {
      const response = await fetch(`${url()}/rest/v1/contact_submissions?${filter}`, { headers: { apikey: ANON_KEY } })
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
    const counted: Database = {
      ...backend().db,
      transaction: (work) => {
        transactions += 1
        return backend().db.transaction(work)
      },
    }
    const app = await listen(createApp({ distDir: siteDir(), db: counted }))
    try {
      const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' }
      const target = `${app.url}/rest/v1/contact_submissions?id=eq.${lead().id}`
      for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
        const response = await fetch(target, {
          method,
          headers,
          body: method === 'GET' ? undefined : '{"email":"evil@example.com"}',
        })
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
    const response = await fetch(`${url()}/rest/v1/contact_submissions`, {
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
    const response = await fetch(`${url()}/rest/v1/contact_submissions`, {
      method: 'PROPFIND',
      headers: { apikey: ANON_KEY },
    })
    expect(response.status).toBe(405)
    expect((await response.json()).code).toBe('PGRST117')
  })

  it('still serves the site beside the API', async () => {
    expect(await (await fetch(`${url()}/`)).text()).toBe('<h1>Home</h1>')
  })
})
