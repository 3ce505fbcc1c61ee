import { describe, expect, it } from 'vitest'
import { lead, optOut, uniqueEmail } from '../../../scripts/support/lead'
import { emptyOutboxBeforeEach, migratedLeadTable, type OpenDatabase } from '../support/leadTable'
import { GATEWAY_HEADERS, postAsAnonThroughPostgrest } from '../support/postgrest'

/**
 * The site's inserts as hosted Supabase runs them: no server/ in front (no per-client limit, no check of the body
 * before SQL), PostgREST's own statements as the anon role (tests/db/support/postgrest.ts). What holds here is what
 * the database holds by itself: one record per request, a repeat stored once, no lost lead, no shared id.
 */
export default function describeHostedRestPath(storage: string, open: OpenDatabase) {
  describe(`the anon REST path of hosted Supabase (PostgREST's statements) on ${storage}`, () => {
    const table = migratedLeadTable(open)
    const { asOwner } = table
    const post = (name: string, body: object) => postAsAnonThroughPostgrest(table.db(), name, body)
    emptyOutboxBeforeEach(table, ['webhook', 'email'])

    const optOutsWith = async (ids: readonly unknown[]) =>
      (await asOwner('select id, client_ip, user_agent from public.contact_opt_outs where id = any($1::uuid[])', [ids]))
        .length
    const deliveries = async (column: 'lead_id' | 'opt_out_id', id: unknown) =>
      Number(
        (await asOwner(`select count(*)::int as n from public.lead_notifications where ${column} = $1`, [id]))[0].n,
      )

    it('stores an opt-out sent as one object, with the address the gateway saw, and delivers it to each target', async () => {
      const row = optOut({ stop: 'texts' })
      expect(await post('contact_opt_outs', row)).toEqual({ status: 201, rows: 1 })
      expect(
        await asOwner('select stop, client_ip, user_agent from public.contact_opt_outs where id = $1', [row.id]),
      ).toEqual([{ stop: 'texts', client_ip: GATEWAY_HEADERS['x-real-ip'], user_agent: GATEWAY_HEADERS['user-agent'] }])
      expect(await deliveries('opt_out_id', row.id)).toBe(2)
    })

    it('answers an array of opt-outs 400 with its code and stores none of them', async () => {
      const rows = Array.from({ length: 20 }, () => optOut())
      expect(await post('contact_opt_outs', rows)).toMatchObject({
        status: 400,
        error: { code: 'PT400', hint: 'request.many_rows' },
      })
      expect(await optOutsWith(rows.map((row) => row.id))).toBe(0)
    })

    it('stores and delivers the same contact and scope once: a repeat is answered 201 with nothing stored', async () => {
      const first = optOut({ stop: 'calls' })
      await post('contact_opt_outs', first)
      const repeat = optOut({ phone: first.phone, email: first.email, stop: 'calls' })
      expect(await post('contact_opt_outs', repeat)).toEqual({ status: 201, rows: 0 })
      expect(await optOutsWith([repeat.id])).toBe(0)
      expect(await deliveries('opt_out_id', first.id)).toBe(2)
    })

    it('answers an array of leads 400 and stores none; one lead is stored', async () => {
      const rows = [lead(), lead()]
      expect(await post('contact_submissions', rows)).toMatchObject({ status: 400, error: { code: 'PT400' } })
      const ids = rows.map((row) => row.id)
      expect(await asOwner('select id from public.contact_submissions where id = any($1::uuid[])', [ids])).toEqual([])
      expect(await post('contact_submissions', rows[0])).toEqual({ status: 201, rows: 1 })
    })

    it('keeps a lead past the hourly limit as a repeat of the earlier one, undelivered, never answered 201 and dropped', async () => {
      const email = uniqueEmail('hosted-repeat')
      const firsts = [lead({ email }), lead({ email }), lead({ email })]
      for (const row of firsts) expect(await post('contact_submissions', row)).toEqual({ status: 201, rows: 1 })
      const fourth = lead({ email })
      expect(await post('contact_submissions', fourth)).toEqual({ status: 201, rows: 1 })
      expect(await table.stored(fourth.id)).toMatchObject({ repeat_of: firsts[2].id })
      expect(await deliveries('lead_id', fourth.id)).toBe(0)
    })

    it("answers 409 to an opt-out that reuses a lead's id, and stores it under neither", async () => {
      const stored = lead()
      await post('contact_submissions', stored)
      expect(await post('contact_opt_outs', optOut({ id: stored.id }))).toMatchObject({
        status: 409,
        error: { hint: 'request.id_taken' },
      })
      expect(await optOutsWith([stored.id])).toBe(0)
    })
  })
}
