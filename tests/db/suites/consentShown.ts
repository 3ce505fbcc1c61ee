import { describe, expect, it } from 'vitest'
import { lead } from '../../../scripts/support/lead'
import { callWordings } from '../support/consentLists'
import { INSERT, migratedLeadTable, type OpenDatabase, values } from '../support/leadTable'
import { failure } from '../support/roles'

/** The consent wordings a lead may name, on any Database. */
export default function describeConsentShown(storage: string, open: OpenDatabase) {
  describe(`the consent wording a lead names, on ${storage}`, () => {
    const { as, asOwner, withoutTriggers } = migratedLeadTable(open)

    it("lists the same versions as content/'s wordings, of every language: a new wording needs its migration", async () => {
      const [{ versions }] = await asOwner('select private.shown_consent_versions() as versions')
      expect([...(versions as string[])].sort()).toEqual(callWordings.map((wording) => wording.version).sort())
    })

    it('stores a lead naming any wording the site has shown', async () => {
      for (const { version } of callWordings) {
        const row = lead({ consent_version: version })
        await as('anon', INSERT, values(row))
        expect(await asOwner('select consent_version from public.contact_submissions where id = $1', [row.id])).toEqual(
          [{ consent_version: version }],
        )
      }
    })

    it.each(['never-shown-v9', '2026-11-25', 'ES-2026-11-25'])(
      'refuses a lead naming a wording the site never showed: %s',
      async (version) => {
        const row = lead({ consent_version: version })
        const error = await failure(as('anon', INSERT, values(row)))
        expect(error).toMatchObject({
          code: '23514',
          message:
            'The consent wording on this page is out of date. Please reload the page and send it again, or call us.',
          hint: 'consent_version.invalid',
        })
        expect(await asOwner('select id from public.contact_submissions where id = $1', [row.id])).toEqual([])
      },
    )

    it("refuses a lead whose wordings are not in its page's language, each with its box's code", async () => {
      for (const [overrides, hint] of [
        [
          { page: '/es/sep', consent_version: '2026-11-29', sms_consent_version: 'es-sms-2026-11-29' },
          'consent_version.invalid',
        ],
        [
          { page: '/sep', consent_version: 'es-2026-11-29', sms_consent_version: 'sms-2026-11-27' },
          'consent_version.invalid',
        ],
        [
          { page: '/es/sep', consent_version: 'es-2026-11-29', sms_consent_version: 'sms-2026-11-27' },
          'sms_consent_version.invalid',
        ],
        [
          { page: '/sep', consent_version: '2026-11-29', sms_consent_version: 'es-sms-2026-11-29' },
          'sms_consent_version.invalid',
        ],
      ] as const) {
        const row = lead(overrides)
        expect(await failure(as('anon', INSERT, values(row))), JSON.stringify(overrides)).toMatchObject({
          code: '23514',
          hint,
        })
        expect(await asOwner('select id from public.contact_submissions where id = $1', [row.id])).toEqual([])
      }
      // The same wordings on their own language's page are stored.
      const spanish = lead({
        page: '/es/sep',
        consent_version: 'es-2026-11-29',
        sms_consent_version: 'es-sms-2026-11-29',
      })
      await as('anon', INSERT, values(spanish))
      expect(await asOwner('select page from public.contact_submissions where id = $1', [spanish.id])).toEqual([
        { page: '/es/sep' },
      ])
    })

    it('contact_submissions_consent_version_shown rejects a row the trigger did not see', async () => {
      const error = await failure(withoutTriggers(INSERT, values(lead({ consent_version: 'never-shown-v9' }))))
      expect(error.code).toBe('23514')
      expect(error.message).toContain('violates check constraint "contact_submissions_consent_version_shown"')
    })
  })
}
