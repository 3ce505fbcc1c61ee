import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { INSERT, LEAD_COLUMNS, lead, type LeadTable, values } from '../../support/leadTable'
import { failure } from '../../support/roles'

/** The honeypot and the repeat guard (3 leads an hour per mailbox or phone number; the rest kept as repeats). */
export function describeAbuseGuards(table: LeadTable) {
  const { as, asOwner, withoutTriggers, stored } = table

  describe('abuse guards: the honeypot and repeated addresses', () => {
    const WITH_WEBSITE = `insert into public.contact_submissions (${LEAD_COLUMNS}, website) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`
    const INSERT_61_MINUTES_AGO = `insert into public.contact_submissions (${LEAD_COLUMNS}, created_at)
                                   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - interval '61 minutes')`
    const count = async (where: string, params: unknown[]) =>
      Number((await asOwner(`select count(*)::int as n from public.contact_submissions where ${where}`, params))[0].n)

    it('stores a row whose honeypot is empty, with the honeypot null', async () => {
      const row = lead()
      await as('anon', WITH_WEBSITE, [...values(row), ''])
      expect(await stored(row.id)).toMatchObject({ email: row.email, website: null })
    })

    it('refuses a row whose honeypot is filled in (PostgREST answers 403) and stores nothing', async () => {
      const row = lead()
      const error = await failure(as('anon', WITH_WEBSITE, [...values(row), 'https://cheap-pills.example']))
      expect(error).toMatchObject({
        code: 'PT403',
        message:
          'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.',
      })
      expect(await stored(row.id)).toBeUndefined()
    })

    it('keeps a filled honeypot out even when triggers are skipped (check constraint)', async () => {
      const attempt = withoutTriggers(WITH_WEBSITE, [...values(lead()), 'x'])
      expect((await failure(attempt)).message).toContain(
        'violates check constraint "contact_submissions_website_empty"',
      )
    })

    it('delivers one email address 3 times an hour; the 4th is stored as a repeat of the 3rd, not delivered, and never lost', async () => {
      const email = `repeat-${randomUUID()}@example.com`
      const firsts = [lead({ email }), lead({ email }), lead({ email })]
      for (const row of firsts) await as('anon', INSERT, values(row))
      // Another spelling of the same address is the same address.
      const fourth = lead({ email: email.toUpperCase() })
      await expect(as('anon', INSERT, values(fourth))).resolves.toEqual([])
      expect(await stored(fourth.id)).toMatchObject({ email: fourth.email, repeat_of: firsts[2].id })
      for (const row of firsts) expect(await stored(row.id)).toMatchObject({ repeat_of: null })
      expect(await count('lower(email) = $1', [email])).toBe(4)
      // Nothing is delivered for it: a repeat is not a new call request (a lead has its notifications).
      const notifications = async (id: unknown) =>
        Number(
          (await asOwner('select count(*)::int as n from public.lead_notifications where lead_id = $1', [id]))[0].n,
        )
      expect(await notifications(firsts[0].id)).toBeGreaterThan(0)
      expect(await notifications(fourth.id)).toBe(0)
    })

    it("keeps the victim's own lead when three planted leads carry their phone number: stored, marked, for staff to judge", async () => {
      const phone = `(212) 555-${String(Date.now() % 10_000).padStart(4, '0')}`
      const planted = [1, 2, 3].map((n) => lead({ phone, email: `planted-${n}-${randomUUID()}@example.com` }))
      for (const row of planted) await as('anon', INSERT, values(row))
      const own = lead({ phone, email: `own-${randomUUID()}@example.com` })
      await as('anon', INSERT, values(own))
      expect(await stored(own.id)).toMatchObject({ email: own.email, repeat_of: planted[2].id })
    })

    it('refuses a repeat with a bad field exactly as a first lead with it, so the answer tells nothing', async () => {
      const email = `bad-repeat-${randomUUID()}@example.com`
      for (let i = 0; i < 3; i += 1) await as('anon', INSERT, values(lead({ email })))
      for (const overrides of [{ first_name: 'a'.repeat(101) }, { first_name: '\u200b' }, { state: 'Fl0rida' }]) {
        const repeat = await failure(as('anon', INSERT, values(lead({ email, ...overrides }))))
        const first = await failure(
          as('anon', INSERT, values(lead({ email: `first-${randomUUID()}@example.com`, ...overrides }))),
        )
        expect({ code: repeat.code, message: repeat.message, hint: repeat.hint }).toEqual({
          code: first.code,
          message: first.message,
          hint: first.hint,
        })
      }
    })

    it('counts one mailbox however its address is spelled (case, trailing dot, +tag, quotes) and stores each as sent', async () => {
      const name = `spelled-${randomUUID().slice(0, 8)}`
      const rows = [`${name.toUpperCase()}@Example.COM.`, `${name}+leads@example.com`, `"${name}"@example.com`].map(
        (email) => lead({ email }),
      )
      for (const row of rows) await as('anon', INSERT, values(row))
      for (const email of [`${name}@example.com`, `"${name}+x"@example.com.`]) {
        const fourth = lead({ email })
        await as('anon', INSERT, values(fourth))
        expect((await stored(fourth.id))?.repeat_of).not.toBeNull()
      }
      for (const row of rows) expect(await stored(row.id)).toMatchObject({ email: row.email })
      // Another mailbox at the same domain is another address.
      const other = lead({ email: `${name}.b@example.com` })
      await as('anon', INSERT, values(other))
      expect(await stored(other.id)).toMatchObject({ email: other.email })
    })

    it.each([
      ['Ana@Example.COM', 'ana@example.com'],
      ['ana@example.com..', 'ana@example.com'],
      ['ana+aca+2026@example.com', 'ana@example.com'],
      ['"ana"@example.com', 'ana@example.com'],
      ['"a\\"b+c"@example.com', 'a"b@example.com'],
      ['+tag@example.com', '+tag@example.com'],
      ['no-at-sign', 'no-at-sign'],
    ])('counts %s as the mailbox %s', async (email, key) => {
      expect(await asOwner('select private.email_key($1) as key', [email])).toEqual([{ key }])
    })

    it('counts one phone number however it is written', async () => {
      // A number of this run's own, its exchange (78x) one a US number may have whatever the clock says.
      const digits = `21278${String(Date.now()).slice(-5)}`
      const spellings = [
        digits,
        `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
      ]
      for (const phone of spellings) await as('anon', INSERT, values(lead({ phone })))
      const fourth = lead({ phone: `1-${digits}` })
      await as('anon', INSERT, values(fourth))
      expect((await stored(fourth.id))?.repeat_of).not.toBeNull()
      expect(
        await count(`right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = $1 and repeat_of is null`, [digits]),
      ).toBe(3)
    })

    it('does not count rows older than an hour', async () => {
      const email = `returning-${randomUUID()}@example.com`
      for (let i = 0; i < 3; i += 1) {
        const row = lead({ email })
        await asOwner(INSERT_61_MINUTES_AGO, values(row))
      }
      const row = lead({ email })
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject({ email, repeat_of: null })
    })

    it('answers a retry of a stored lead with 23505 (counted as stored by the site), not 429', async () => {
      const email = `retry-${randomUUID()}@example.com`
      const rows = [lead({ email }), lead({ email }), lead({ email })]
      for (const row of rows) await as('anon', INSERT, values(row))
      expect(await failure(as('anon', INSERT, values(rows[2])))).toMatchObject({ code: '23505' })
    })

    it('lets concurrent inserts of one address take turns: all 6 stored and answered alike, exactly 3 of them repeats', async () => {
      const email = `burst-${randomUUID()}@example.com`
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => as('anon', INSERT, values(lead({ email })))),
      )
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(6)
      expect(await count('lower(email) = $1', [email])).toBe(6)
      expect(await count('lower(email) = $1 and repeat_of is null', [email])).toBe(3)
    })
  })
}
