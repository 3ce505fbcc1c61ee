import { describe, expect, it } from 'vitest'
import { INSERT, LEAD_COLUMNS, lead, type LeadTable, values } from '../../support/leadTable'
import { failure } from '../../support/roles'

/** anon, the browser's role: it inserts one lead per statement and reads, changes or forges nothing. */
export function describeAnonInsertOnly(table: LeadTable) {
  const { as, asOwner, stored } = table

  describe('anon, the role of the public key in the browser', () => {
    it('inserts a lead', async () => {
      const row = lead()
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject({
        ...row,
        client_ip: '198.51.100.7',
        user_agent: 'Mozilla/5.0 (Test)',
      })
    })

    it('gets the id and created_at defaults when it sends neither', async () => {
      await as(
        'anon',
        `insert into public.contact_submissions (first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version, sms_consent_version)
                        values ('Defaults', 'Only', 'd@example.com', '3055550100', 'Ohio', true, '/', '2025-01-01', 'sms-2026-11-27')`,
      )
      const [row] = await asOwner(`select id, created_at from public.contact_submissions where first_name = 'Defaults'`)
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(row.created_at).toBeInstanceOf(Date)
    })

    it('cannot read leads', async () => {
      expect(await failure(as('anon', 'select * from public.contact_submissions'))).toMatchObject({ code: '42501' })
      expect(await failure(as('anon', 'select count(*) from public.contact_submissions'))).toMatchObject({
        code: '42501',
      })
    })

    it('cannot read its own lead back through insert ... returning, and nothing is stored', async () => {
      const row = lead()
      expect(await failure(as('anon', `${INSERT} returning id`, values(row)))).toMatchObject({ code: '42501' })
      expect(await stored(row.id)).toBeUndefined()
    })

    it('cannot change or delete a lead', async () => {
      const row = lead()
      await as('anon', INSERT, values(row))
      const update = await failure(
        as('anon', `update public.contact_submissions set email = 'evil@example.com' where id = $1`, [row.id]),
      )
      expect(update).toMatchObject({ code: '42501', message: 'permission denied for table contact_submissions' })
      const remove = await failure(as('anon', 'delete from public.contact_submissions where id = $1', [row.id]))
      expect(remove).toMatchObject({ code: '42501', message: 'permission denied for table contact_submissions' })
      expect(await stored(row.id)).toMatchObject({ email: row.email })
    })

    it.each(['created_at', 'user_agent', 'client_ip'])('cannot set %s itself', async (column) => {
      const row = lead()
      const sql = `insert into public.contact_submissions (${LEAD_COLUMNS}, ${column}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`
      const forged = column === 'created_at' ? '2099-01-01T00:00:00Z' : 'forged'
      expect(await failure(as('anon', sql, [...values(row), forged]))).toMatchObject({ code: '42501' })
      expect(await stored(row.id)).toBeUndefined()
    })

    it('cannot upsert: a conflict target needs the right to read', async () => {
      const row = lead()
      const upsert = `${INSERT} on conflict (id) do nothing`
      expect(await failure(as('anon', upsert, values(row)))).toMatchObject({ code: '42501' })
      expect(await stored(row.id)).toBeUndefined()
    })

    it('cannot store several leads in one statement (PostgREST answers 400) and stores none of them', async () => {
      const rows = Array.from({ length: 40 }, () => lead())
      const params = rows.flatMap(values)
      const tuples = rows.map(
        (_, row) => `(${Array.from({ length: 10 }, (_, column) => `$${row * 10 + column + 1}`).join(', ')})`,
      )
      const sql = `insert into public.contact_submissions (${LEAD_COLUMNS}) values ${tuples.join(', ')}`
      expect(await failure(as('anon', sql, params))).toMatchObject({
        code: 'PT400',
        message: 'One contact submission per request: send a JSON object, not an array',
      })
      expect(await stored(rows[0].id)).toBeUndefined()
      expect(await stored(rows[39].id)).toBeUndefined()
    })

    it('gets 23505 for a second insert with the same id, without the stored row in the error', async () => {
      const row = lead()
      await as('anon', INSERT, values(row))
      const duplicate = await failure(as('anon', INSERT, values({ ...row, email: 'other@example.com' })))
      expect(duplicate).toMatchObject({
        code: '23505',
        message: 'duplicate key value violates unique constraint "contact_submissions_pkey"',
      })
      expect(duplicate.detail).toBeUndefined()
      expect(await asOwner('select email from public.contact_submissions where id = $1', [row.id])).toEqual([
        { email: row.email },
      ])
    })
  })
}
