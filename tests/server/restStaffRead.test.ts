// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { openPglite } from '../../server/db/pglite'
import { SERVICE_KEY, shape } from './support/backend'
import { restServer } from './support/restServer'
import { lead } from '../../scripts/support/lead'

// The service role reading leads as npm run leads does, and a restart on the same data folder.

const { url, dataDir, restart, browser, staff, storedRows } = restServer()

describe('the service role reads leads (npm run leads)', () => {
  it('with the key in the query string (as Supabase accepts it), not taken for a filter', async () => {
    const response = await fetch(`${url()}/rest/v1/contact_submissions?select=id&limit=1&apikey=${SERVICE_KEY}`)
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
    const all = await staff()
      .from('contact_submissions')
      .select('id')
      .order('created_at', { ascending: false })
      .order('id')
    const page = await staff()
      .from('contact_submissions')
      .select('id')
      .order('created_at', { ascending: false })
      .order('id')
      .range(1, 2)
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
    expect(await restart()).toEqual([])
    expect(await storedRows(row.id)).toMatchObject([{ email: row.email }])
  }, 30_000)

  it('refuses a second server on the same data folder', async () => {
    await expect(openPglite(dataDir())).rejects.toThrow(/is in use by process \d+/)
  })
})
