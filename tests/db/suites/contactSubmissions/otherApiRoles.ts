import { describe, expect, it } from 'vitest'
import { INSERT, lead, type LeadTable, values } from '../../support/leadTable'
import { failure } from '../../support/roles'

/** service_role reads and never writes; authenticated does nothing; no API role calls the pipeline or its steps. */
export function describeOtherApiRoles(table: LeadTable) {
  const { as } = table

  describe('the other API roles', () => {
    it('service_role reads every lead (it bypasses row-level security) but cannot write', async () => {
      const row = lead()
      await as('anon', INSERT, values(row))
      const [found] = await as('service_role', 'select email from public.contact_submissions where id = $1', [row.id])
      expect(found).toEqual({ email: row.email })
      expect(await failure(as('service_role', INSERT, values(lead())))).toMatchObject({ code: '42501' })
      expect(
        await failure(as('service_role', `update public.contact_submissions set email = 'x@example.com'`)),
      ).toMatchObject({
        code: '42501',
      })
      expect(await failure(as('service_role', 'delete from public.contact_submissions'))).toMatchObject({
        code: '42501',
      })
    })

    it('no API role may call the insert pipeline, its steps or the other trigger functions themselves', async () => {
      for (const role of ['anon', 'authenticated', 'service_role'] as const) {
        expect(await failure(as(role, 'select public.contact_submissions_before_insert()'))).toMatchObject({
          code: '42501',
        })
        expect(await failure(as(role, 'select private.lead_repeat_of(null)'))).toMatchObject({ code: '42501' })
        expect(await failure(as(role, 'select public.contact_submissions_one_per_statement()'))).toMatchObject({
          code: '42501',
        })
        expect(await failure(as(role, 'select private.lead_estimate(null)'))).toMatchObject({ code: '42501' })
        expect(await failure(as(role, 'select private.lead_visible_text(null)'))).toMatchObject({ code: '42501' })
        expect(await failure(as(role, 'select private.lead_estimate_shape(null)'))).toMatchObject({ code: '42501' })
      }
    })

    it('authenticated can do nothing: the site has no accounts', async () => {
      expect(await failure(as('authenticated', INSERT, values(lead())))).toMatchObject({ code: '42501' })
      expect(await failure(as('authenticated', 'select * from public.contact_submissions'))).toMatchObject({
        code: '42501',
      })
    })
  })
}
