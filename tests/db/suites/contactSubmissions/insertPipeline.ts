import { describe, expect, it } from 'vitest'
import type { LeadTable } from '../../support/leadTable'

/**
 * The insert rules run in one place, in the order written in the pipeline function: a rule added as a trigger of
 * its own would run at the place its name sorts to, so this fails until it is a step of the pipeline instead.
 */
export function describeInsertPipeline(table: LeadTable) {
  const { asOwner } = table

  describe('the insert pipeline', () => {
    it('is the only BEFORE INSERT trigger of contact_submissions, and runs as the owner with an empty search path', async () => {
      // tgtype bits: 1 for each row, 2 before, 4 insert.
      const triggers = await asOwner(
        `select t.tgname as name, p.oid::regprocedure::text as function, p.prosecdef as definer, p.proconfig as settings
         from pg_catalog.pg_trigger t join pg_catalog.pg_proc p on p.oid = t.tgfoid
         where t.tgrelid = 'public.contact_submissions'::regclass and not t.tgisinternal and t.tgtype & 6 = 6`,
      )
      expect(triggers).toEqual([
        {
          name: 'contact_submissions_before_insert',
          function: 'contact_submissions_before_insert()',
          definer: true,
          settings: ['search_path=""'],
        },
      ])
    })

    it('calls steps that no API role may call, which run with an empty search path', async () => {
      const steps = await asOwner(
        `select p.proname as name, p.prosecdef as definer, p.proconfig as settings,
                pg_catalog.has_function_privilege('anon', p.oid, 'execute') or pg_catalog.has_function_privilege('authenticated', p.oid, 'execute')
                  or pg_catalog.has_function_privilege('service_role', p.oid, 'execute') as callable
         from pg_catalog.pg_proc p where p.pronamespace = 'private'::regnamespace and p.proname like 'lead\\_%'
         order by p.proname`,
      )
      expect(steps.map((step) => step.name)).toEqual([
        'lead_chain',
        'lead_chat_answers',
        'lead_consent_evidence',
        'lead_consent_version',
        'lead_contact_fields',
        'lead_estimate',
        'lead_estimate_shape',
        'lead_honeypot',
        'lead_id_unused',
        'lead_origin',
        'lead_phone_assignable',
        'lead_repeat_of',
        'lead_request_evidence',
        'lead_submission_context',
        'lead_visible_text',
      ])
      for (const step of steps)
        expect(step, String(step.name)).toMatchObject({ definer: false, settings: ['search_path=""'], callable: false })
    })
  })
}
