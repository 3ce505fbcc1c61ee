import { describe, expect, it } from 'vitest'
import { sqlStore } from '../../../server/delivery/sqlStore'
import { lead, optOut } from '../../../scripts/support/lead'
import {
  emptyOutboxBeforeEach,
  INSERT as INSERT_LEAD,
  migratedLeadTable,
  type OpenDatabase,
  values,
} from '../support/leadTable'
import { failure, type Row } from '../support/roles'
import { locales, pathIn } from '../../../rules/locales'

const COLUMNS = ['id', 'phone', 'email', 'stop', 'page', 'language'] as const
const INSERT = `insert into public.contact_opt_outs (${COLUMNS.join(', ')}) values ($1, $2, $3, $4, $5, $6)`

/** Requests to stop calls, texts or emails, on any Database. */
export default function describeOptOuts(storage: string, open: OpenDatabase) {
  describe(`opt-outs on ${storage}`, () => {
    const table = migratedLeadTable(open)
    const { as, asOwner } = table
    const store = () => sqlStore(table.db())
    emptyOutboxBeforeEach(table, ['webhook', 'email'])

    const send = (row: Row) =>
      as(
        'anon',
        INSERT,
        COLUMNS.map((name) => row[name] ?? null),
      )
    const stored = async (id: unknown) =>
      asOwner('select phone, email, stop, user_agent, client_ip from public.contact_opt_outs where id = $1', [id])

    it('cannot store several requests in one statement (a JSON array through the REST API) and stores none of them', async () => {
      const rows = Array.from({ length: 20 }, (_, index) => optOut({ phone: `(305) 555-${String(1000 + index)}` }))
      const tuples = rows.map(
        (_, row) => `(${COLUMNS.map((__, column) => `$${row * COLUMNS.length + column + 1}`).join(', ')})`,
      )
      const sql = `insert into public.contact_opt_outs (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`
      const params = rows.flatMap((row) => COLUMNS.map((name) => row[name] ?? null))
      expect(await failure(as('anon', sql, params))).toMatchObject({
        code: 'PT400',
        message: 'One contact submission per request: send a JSON object, not an array',
      })
      expect(await stored(rows[0].id)).toEqual([])
      expect(await stored(rows[19].id)).toEqual([])
    })

    it('lets anon send a request and keeps it with the request headers, trimmed', async () => {
      const row = optOut({ phone: ' (305) 555-0101 ', email: null, stop: 'texts' })
      await send(row)
      expect(await stored(row.id)).toEqual([
        {
          phone: '(305) 555-0101',
          email: null,
          stop: 'texts',
          user_agent: 'Mozilla/5.0 (Test)',
          client_ip: '198.51.100.7',
        },
      ])
    })

    it('lets anon do nothing else: no read, change or delete, and no column the request does not own', async () => {
      const row = optOut()
      await send(row)
      expect((await failure(as('anon', 'select id from public.contact_opt_outs'))).code).toBe('42501')
      expect((await failure(as('anon', "update public.contact_opt_outs set stop = 'calls'"))).code).toBe('42501')
      expect((await failure(as('anon', 'delete from public.contact_opt_outs'))).code).toBe('42501')
      expect(
        (
          await failure(
            as(
              'anon',
              'insert into public.contact_opt_outs (id, phone, stop, page, language, client_ip) values (gen_random_uuid(), $1, $2, $3, $4, $5)',
              ['3055550102', 'all', '/opt-out', 'en', '1.2.3.4'],
            ),
          )
        ).code,
      ).toBe('42501')
      expect(
        (
          await failure(
            as(
              'authenticated',
              INSERT,
              COLUMNS.map((name) => optOut()[name]),
            ),
          )
        ).code,
      ).toBe('42501')
      expect(await as('service_role', 'select id from public.contact_opt_outs where id = $1', [row.id])).toEqual([
        { id: row.id },
      ])
      const [{ enabled }] = await asOwner(
        "select relrowsecurity as enabled from pg_class where oid = 'public.contact_opt_outs'::regclass",
      )
      expect(enabled).toBe(true)
    })

    it.each([
      ['neither a phone number nor an email address', { phone: null, email: '  ' }, 'opt_out.contact_missing'],
      ['a phone number of 9 digits', { phone: '305 555 010' }, 'opt_out.phone_invalid'],
      ['a phone number with letters', { phone: '305-555-CALL' }, 'opt_out.phone_invalid'],
      ['an 11-digit number not starting with 1', { phone: '23055550100' }, 'opt_out.phone_invalid'],
      // Numbers the North American Numbering Plan never assigns reach nobody.
      ['an all-zero number', { phone: '0000000000' }, 'opt_out.phone_invalid'],
      ['an area code starting with 1', { phone: '+1 (123) 456-7890' }, 'opt_out.phone_invalid'],
      ['an exchange starting with 0', { phone: '(305) 055-0142' }, 'opt_out.phone_invalid'],
      ['an N11 area code', { phone: '(911) 555-0142' }, 'opt_out.phone_invalid'],
      ['an email address without a dotted domain', { email: 'ana@example' }, 'opt_out.email_invalid'],
      ['an email address with an invisible character', { email: 'ana\u200b@example.com' }, 'opt_out.email_invalid'],
      ['an email address with a control character', { email: 'ana\u0007@example.com' }, 'opt_out.email_invalid'],
      // The lead's rule: no space of any kind, the ones \s misses included.
      ['an email address with a no-break space', { email: 'a\u00a0b@example.com' }, 'opt_out.email_invalid'],
      ['an email address with a narrow no-break space', { email: 'a\u202fb@example.com' }, 'opt_out.email_invalid'],
      ['an email address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, 'opt_out.email_invalid'],
    ])('refuses %s (23514, with its code) and stores nothing', async (_, overrides, hint) => {
      const row = optOut(overrides)
      const error = await failure(send(row))
      expect({ code: error.code, hint: error.hint }).toEqual({ code: '23514', hint })
      expect(await stored(row.id)).toEqual([])
    })

    it.each([
      ['what to stop', { stop: 'letters' }],
      ['the page', { page: '/sep' }],
      ['the language', { language: 'fr' }],
    ])('refuses a request whose %s the site never sends', async (_, overrides) => {
      expect((await failure(send(optOut(overrides)))).code).toBe('23514')
    })

    // The language check reads private.site_languages(), the list a lead's language is judged by (rules/locales.ts).
    it("accepts a request in each of the site's languages, from its /opt-out page, and refuses any other language", async () => {
      for (const language of locales) {
        const row = optOut({ language, page: pathIn(language, '/opt-out') })
        await send(row)
        expect(await asOwner('select language from public.contact_opt_outs where id = $1', [row.id])).toEqual([
          { language },
        ])
      }
      for (const language of ['xx', 'EN', '']) {
        const row = optOut({ language })
        expect((await failure(send(row))).code).toBe('23514')
        expect(await stored(row.id)).toEqual([])
      }
    })

    it('stores a retried request once: the same id is a 409 the site counts as stored, with one delivery per target', async () => {
      const row = optOut()
      await send(row)
      expect((await failure(send(row))).code).toBe('23505')
      expect(
        await asOwner('select count(*)::int as rows from public.contact_opt_outs where id = $1', [row.id]),
      ).toEqual([{ rows: 1 }])
      expect(
        await asOwner('select target from public.lead_notifications where opt_out_id = $1 order by target', [row.id]),
      ).toEqual([{ target: 'email' }, { target: 'webhook' }])
    })

    it('answers a repeat of the same request within a day as stored, storing and delivering nothing more', async () => {
      const first = optOut({ stop: 'calls' })
      await send(first)
      const repeat = optOut({
        phone: `+1 ${String(first.phone)}`,
        email: String(first.email).toUpperCase(),
        stop: 'calls',
      })
      expect(await send(repeat)).toEqual([])
      expect(await stored(repeat.id)).toEqual([])
      // Another thing to stop is another request.
      const texts = optOut({ phone: first.phone, email: first.email, stop: 'texts' })
      await send(texts)
      expect(await stored(texts.id)).toHaveLength(1)
      // A malformed repeat is refused as a first request would be: the answer says nothing of what is stored.
      expect((await failure(send({ ...repeat, id: optOut().id, email: `${String(first.email)}\u200b` }))).hint).toBe(
        'opt_out.email_invalid',
      )
    })

    it('stores nothing for a request its number and mailbox already asked within a day, however the stops were split', async () => {
      const everything = optOut({ stop: 'all' })
      await send(everything)
      // What `all` covers, for the number alone or the mailbox alone: answered as stored, nothing stored.
      for (const repeat of [
        optOut({ phone: everything.phone, email: null, stop: 'calls' }),
        optOut({ phone: null, email: everything.email, stop: 'texts' }),
        optOut({ phone: everything.phone, email: everything.email, stop: 'emails' }),
      ]) {
        expect(await send(repeat)).toEqual([])
        expect(await stored(repeat.id)).toEqual([])
      }
      // Stopping help is another request; so is a mailbox the number never gave (new to the do-not-contact list).
      const help = optOut({ phone: everything.phone, email: null, stop: 'help' })
      const newMailbox = optOut({ phone: everything.phone, stop: 'calls' })
      for (const row of [help, newMailbox]) {
        await send(row)
        expect(await stored(row.id)).toHaveLength(1)
      }

      // Calls, texts and emails asked one by one cover all.
      const split = optOut({ email: null, stop: 'calls' })
      await send(split)
      await send(optOut({ phone: split.phone, email: null, stop: 'texts' }))
      const all = optOut({ phone: split.phone, email: null, stop: 'all' })
      await send(all)
      expect(await stored(all.id)).toHaveLength(1)
      await send(optOut({ phone: split.phone, email: null, stop: 'emails' }))
      const again = optOut({ phone: split.phone, email: null, stop: 'all' })
      expect(await send(again)).toEqual([])
      expect(await stored(again.id)).toEqual([])
    })

    it('keeps a 4th request within a day for one number as a repeat of the 3rd: stored, not delivered; stopping help still is', async () => {
      const first = optOut({ stop: 'calls' })
      await send(first)
      // Each adds a mailbox the number never gave: new to the list, so each is stored.
      const second = optOut({ phone: first.phone, stop: 'calls' })
      const third = optOut({ phone: first.phone, stop: 'calls' })
      const fourth = optOut({ phone: first.phone, stop: 'calls' })
      for (const row of [second, third, fourth]) await send(row)
      const kept = async (id: unknown) =>
        (await asOwner('select repeat_of from public.contact_opt_outs where id = $1', [id]))[0]?.repeat_of
      const delivered = async (id: unknown) =>
        Number(
          (await asOwner('select count(*)::int as n from public.lead_notifications where opt_out_id = $1', [id]))[0].n,
        )
      for (const row of [first, second, third]) {
        expect(await kept(row.id)).toBeNull()
        expect(await delivered(row.id)).toBe(2)
      }
      expect(await kept(fourth.id)).toBe(third.id)
      expect(await delivered(fourth.id)).toBe(0)
      // The same for a mailbox; and a request to stop helping is delivered whatever came before (it revokes consents).
      const help = optOut({ phone: first.phone, email: null, stop: 'help' })
      await send(help)
      expect(await kept(help.id)).toBeNull()
      expect(await delivered(help.id)).toBe(2)
    })

    it('hands an opt-out to the deliverer as `opt_out`, and a later lead of the same contact with the opt-out before it', async () => {
      const request = optOut({ email: null })
      await send(request)
      const claimed = await store().claim(10, 60)
      expect(
        claimed
          .map((notification) => [notification.target, 'opt_out' in notification && notification.opt_out?.id])
          .sort(),
      ).toEqual([
        ['email', request.id],
        ['webhook', request.id],
      ])
      expect(claimed.every((notification) => !('lead' in notification))).toBe(true)

      const later = lead({ phone: request.phone })
      await as('anon', INSERT_LEAD, values(later))
      const unrelated = lead()
      await as('anon', INSERT_LEAD, values(unrelated))
      const leads = (await store().claim(10, 60)).flatMap((notification) =>
        'lead' in notification && notification.lead ? [notification.lead] : [],
      )
      const byId = new Map(leads.map((row) => [row.id, row]))
      expect(byId.get(later.id)?.opted_out_earlier).toEqual({
        id: request.id,
        created_at: expect.any(String),
        stop: 'all',
        client_ip: '198.51.100.7',
        user_agent: 'Mozilla/5.0 (Test)',
      })
      expect(byId.get(unrelated.id)).not.toHaveProperty('opted_out_earlier')
    })

    it('hands an opt-out over with the latest leads of its phone number or mailbox stored before it, each with its source', async () => {
      const byPhone = lead()
      const byMailbox = lead()
      const stranger = lead()
      for (const row of [byPhone, byMailbox, stranger]) await as('anon', INSERT_LEAD, values(row))
      await store().claim(10, 60)
      const request = optOut({ phone: byPhone.phone, email: String(byMailbox.email).toUpperCase(), stop: 'calls' })
      await send(request)
      const [claimed] = (await store().claim(10, 60)).filter((notification) => 'opt_out' in notification)
      const optOutDelivered = 'opt_out' in claimed ? claimed.opt_out : undefined
      expect(optOutDelivered?.earlier_leads).toEqual([
        {
          id: byMailbox.id,
          created_at: expect.any(String),
          first_name: byMailbox.first_name,
          page: byMailbox.page,
          client_ip: '198.51.100.7',
          user_agent: 'Mozilla/5.0 (Test)',
        },
        expect.objectContaining({ id: byPhone.id }),
      ])
      // A lead stored after it is not one it stops.
      const later = lead({ phone: byPhone.phone })
      await as('anon', INSERT_LEAD, values(later))
      const again = optOut({ phone: byPhone.phone, email: null, stop: 'texts' })
      await send(again)
      const [next] = (await store().claim(10, 60)).filter(
        (notification) => 'opt_out' in notification && notification.opt_out?.id === again.id,
      )
      expect(('opt_out' in next ? next.opt_out?.earlier_leads : [])?.map((row) => row.id)).toEqual([
        later.id,
        byPhone.id,
      ])
    })

    it('hands a lead delivered after its contact asked to stop over with every such request, oldest first', async () => {
      const row = lead()
      await as('anon', INSERT_LEAD, values(row))
      // The lead's deliveries are not claimed yet (a receiver down, a retry due later) when the contact asks to stop.
      const calls = optOut({ phone: row.phone, email: null, stop: 'calls' })
      const texts = optOut({ phone: null, email: row.email, stop: 'texts' })
      await send(calls)
      await send(texts)
      const claimed = await store().claim(20, 60)
      const delivered = claimed.find((notification) => 'lead' in notification && notification.lead?.id === row.id)
      expect(delivered && 'lead' in delivered ? delivered.lead?.opted_out_since : undefined).toEqual([
        { id: calls.id, created_at: expect.any(String), stop: 'calls' },
        { id: texts.id, created_at: expect.any(String), stop: 'texts' },
      ])
      const unrelated = lead()
      await as('anon', INSERT_LEAD, values(unrelated))
      const fresh = (await store().claim(20, 60)).find(
        (notification) => 'lead' in notification && notification.lead?.id === unrelated.id,
      )
      expect(fresh && 'lead' in fresh ? fresh.lead : undefined).not.toHaveProperty('opted_out_since')
    })

    it('reports a dead opt-out delivery with the opt-out it is about', async () => {
      const request = optOut()
      await send(request)
      await asOwner("update public.lead_notifications set status = 'dead', attempts = 12 where opt_out_id = $1", [
        request.id,
      ])
      const alerts = await store().claimAlerts(300)
      expect(alerts.map((alert) => ({ lead: alert.lead_id, optOut: alert.opt_out_id, status: alert.status }))).toEqual([
        { lead: null, optOut: request.id, status: 'dead' },
        { lead: null, optOut: request.id, status: 'dead' },
      ])
    })
  })
}
