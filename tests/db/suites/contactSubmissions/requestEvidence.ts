import { describe, expect, it } from 'vitest'
import { INSERT, LEAD_COLUMNS, lead, type LeadTable, values } from '../../support/leadTable'
import { BROWSER } from '../../support/roles'

/** The user agent and client address: taken from the request headers, never from the row. */
export function describeRequestEvidence(table: LeadTable) {
  const { as, asOwner, stored } = table

  describe('consent evidence from the request headers', () => {
    it('records the user agent and the last x-forwarded-for address, never the first one a client can write', async () => {
      const row = lead()
      await as('anon', INSERT, values(row), {
        'user-agent': 'Mozilla/5.0 (iPhone)',
        'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      })
      expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.0 (iPhone)', client_ip: '203.0.113.7' })
    })

    it('takes x-real-ip (the address the gateway saw) before x-forwarded-for', async () => {
      const row = lead()
      await as('anon', INSERT, values(row), {
        'user-agent': 'UA',
        'x-real-ip': '192.0.2.44',
        'x-forwarded-for': '6.6.6.6',
      })
      expect(await stored(row.id)).toMatchObject({ client_ip: '192.0.2.44' })
    })

    it('records an IPv6 address as an address', async () => {
      const row = lead()
      await as('anon', INSERT, values(row), { 'x-forwarded-for': '2001:DB8::1' })
      expect(await stored(row.id)).toMatchObject({ client_ip: '2001:db8::1' })
    })

    it.each([
      ['markup', '<img src=x onerror=alert(1)>'],
      ['a host name', 'evil.example'],
      ['a network instead of an address', '203.0.113.0/24'],
    ])('stores no client address when the header holds %s, and still stores the lead', async (_name, forwarded) => {
      const row = lead()
      await as('anon', INSERT, values(row), { 'user-agent': 'UA', 'x-forwarded-for': forwarded })
      expect(await stored(row.id)).toMatchObject({ email: row.email, client_ip: null })
    })

    it('keeps the printable part of a user agent with C1 control bytes and bidi overrides', async () => {
      const row = lead()
      await as('anon', INSERT, values(row), {
        'user-agent': 'Mozilla/5.0\u009b2J (\u202eX11)',
        'x-forwarded-for': '198.51.100.7',
      })
      expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.02J (X11)' })
    })

    it('keeps the visible part of a user agent with tag characters, variation selectors and fillers', async () => {
      const row = lead()
      await as('anon', INSERT, values(row), {
        'user-agent': 'Mozilla/5.0\u{E0041}\u{E0042} (X11\ufe0f\u3164\u2800)',
        'x-forwarded-for': '198.51.100.7',
      })
      expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.0 (X11)' })
    })

    it('keeps both empty when the request has no headers', async () => {
      const row = lead()
      await asOwner(INSERT, values(row))
      expect(await stored(row.id)).toMatchObject({ user_agent: null, client_ip: null })
    })

    it('overwrites values a writer puts in the row itself', async () => {
      const row = lead()
      await table.db().transaction(async (session) => {
        await session.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(BROWSER)])
        await session.query(
          `insert into public.contact_submissions (${LEAD_COLUMNS}, user_agent, client_ip) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'forged', '6.6.6.6')`,
          values(row),
        )
      })
      expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.0 (Test)', client_ip: '198.51.100.7' })
    })

    it('cuts an absurd user agent to 500 characters instead of refusing the lead', async () => {
      const row = lead()
      await as('anon', INSERT, values(row), { 'user-agent': 'x'.repeat(5000), 'x-forwarded-for': '198.51.100.7' })
      expect(((await stored(row.id)).user_agent as string).length).toBe(500)
    })
  })
}
