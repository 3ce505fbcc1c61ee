import { describe, expect, it } from 'vitest'
import { attributionOf } from '../../../machines/leadOrigin'
import { lead } from '../../../scripts/support/lead'
import { locales, siteLocales } from '../../../rules/locales'
import { insertOf, migratedLeadTable, type OpenDatabase } from '../support/leadTable'
import { failure } from '../support/roles'

const SITE = 'https://example-agency.com'
const ORIGIN_COLUMNS = [
  'source',
  'language',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
  'referrer',
  'landing_page',
] as const
const FORM_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'state',
  'agreed_to_contact',
  'page',
  'consent_version',
  'sms_consent_version',
] as const

/** Where a lead came from, on any Database. */
export default function describeLeadOrigin(storage: string, open: OpenDatabase) {
  describe(`where a lead came from, on ${storage}`, () => {
    const { as, asOwner, withoutTriggers } = migratedLeadTable(open)

    /** anon inserts a lead with these origin values, as the browser's JSON insert does; the stored origin comes back. */
    async function insertWith(origin: Record<string, unknown>) {
      const row = { ...lead(), ...origin }
      const columns = [...FORM_COLUMNS, ...ORIGIN_COLUMNS.filter((name) => name in origin)]
      await as('anon', ...insertOf(Object.fromEntries(columns.map((name) => [name, Reflect.get(row, name)]))))
      const [stored] = await asOwner(
        `select ${ORIGIN_COLUMNS.join(', ')} from public.contact_submissions where id = $1`,
        [row.id],
      )
      return stored
    }

    const nothing = Object.fromEntries(ORIGIN_COLUMNS.map((name) => [name, null]))

    it('stores the form, the language and the attribution anon sends; anon cannot read them back', async () => {
      const origin = {
        source: 'estimator',
        language: 'es',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'Inscripción abierta 2027',
        utm_term: 'seguro médico',
        utm_content: 'ad-b',
        gclid: 'Cj0KCQiA_x-1',
        fbclid: 'IwAR2.x',
        msclkid: '8f2e',
        referrer: 'https://www.google.com/',
        landing_page: '/es/sep?utm_source=google',
      }
      expect(await insertWith(origin)).toEqual(origin)
      await expect(as('anon', 'select utm_source from public.contact_submissions limit 1')).rejects.toThrow(
        /permission denied/,
      )
    })

    it('stores a lead without any of them (an older page) with every one null', async () => {
      expect(await insertWith({})).toEqual(nothing)
    })

    it('stores every attribution the browser reads from a hostile address exactly as sent', async () => {
      const addresses = [
        `${SITE}/?utm_source=${encodeURIComponent(' \u00a0spaced\u3000')}&utm_term=${encodeURIComponent('é'.repeat(250))}`,
        `${SITE}/faq?utm_campaign=${encodeURIComponent('a\u202eb')}&utm_content=${encodeURIComponent('\u{e0041}')}&gclid=${encodeURIComponent('x'.repeat(201))}`,
        `${SITE}/sep?q=${'x'.repeat(600)}&utm_medium=${encodeURIComponent('😀 email')}&msclkid=${encodeURIComponent('a=b~c')}`,
        `${SITE}/es/?utm_source=${encodeURIComponent('\u2028x')}&fbclid=${encodeURIComponent('ÿ')}`,
      ]
      const referrers = [
        'https://news.example/story?' + 'q'.repeat(600),
        'android-app://com.google.android.gm/',
        'http://plain.example/a b',
        '',
      ]
      for (const [index, address] of addresses.entries()) {
        const sent = attributionOf(address, referrers[index], SITE)
        expect(await insertWith(sent)).toEqual({ ...nothing, ...sent })
      }
    })

    it.each([
      ['utm_source', 'x'.repeat(201)],
      ['utm_medium', 'cpc\u200b'],
      ['utm_campaign', 'line\nbreak'],
      ['gclid', 'has space'],
      ['fbclid', '<b>'],
      ['referrer', 'javascript:alert(1)'],
      ['referrer', `https://x.example/${'a'.repeat(500)}`],
      ['landing_page', 'https://evil.example/'],
      ['landing_page', '/a b'],
    ])('drops a malformed %s instead of refusing the lead', async (column, value) => {
      expect(await insertWith({ [column]: value })).toEqual(nothing)
    })

    it('stores a blank value as null and trims the others', async () => {
      expect(await insertWith({ utm_source: '  ', gclid: ' abc ', source: ' sep ' })).toEqual({
        ...nothing,
        utm_source: null,
        gclid: 'abc',
        source: 'sep',
      })
    })

    it.each([
      [
        'source',
        'chatbot',
        'The form did not say which form it is. Please reload the page and send it again, or call us.',
      ],
      [
        'language',
        'fr',
        'The form did not say which language its page is in. Please reload the page and send it again, or call us.',
      ],
    ])(
      'refuses a %s that is not one of its codes, with a sentence a visitor can read, and stores nothing',
      async (column, value, message) => {
        const row = lead({ [column]: value })
        const error = await failure(insertWith(row))
        expect(error).toMatchObject({ code: '23514', message, hint: `${column}.invalid` })
        expect(
          await asOwner('select count(*)::int as n from public.contact_submissions where id = $1', [row.id]),
        ).toEqual([{ n: 0 }])
      },
    )

    it.each([
      ['source', 'chatbot'],
      ['language', 'fr'],
      ['utm_source', 'a\u202eb'],
      ['gclid', 'a b'],
      ['referrer', 'ftp://x.example/'],
      ['landing_page', 'x'],
    ])('keeps a malformed %s out even when triggers are skipped (check constraint)', async (column, value) => {
      const row = lead()
      const error = await failure(
        withoutTriggers(
          `insert into public.contact_submissions (${FORM_COLUMNS.join(', ')}, ${column}) values (${[...FORM_COLUMNS, column].map((_, index) => `$${index + 1}`).join(', ')})`,
          [...FORM_COLUMNS.map((name) => Reflect.get(row, name)), value],
        ),
      )
      expect(error.code).toBe('23514')
    })

    it('service_role reads the origin with the lead', async () => {
      const stored = await insertWith({ source: 'sep', utm_source: 'newsletter' })
      expect(stored).toMatchObject({ source: 'sep', utm_source: 'newsletter' })
      const rows = await as(
        'service_role',
        "select source, utm_source from public.contact_submissions where utm_source = 'newsletter' limit 1",
      )
      expect(rows).toEqual([{ source: 'sep', utm_source: 'newsletter' }])
    })

    // Adding a language to the site fails here until a migration widens the database's list and its constraints.
    it("accepts exactly the site's languages (rules/locales.ts), in the insert pipeline and in every language constraint, which read its list", async () => {
      const [{ languages }] = await asOwner('select private.site_languages() as languages')
      expect(languages).toEqual([...locales])
      // And where each has its pages, which the opt-out page check reads (private.opt_out_pages()).
      const [{ prefixes }] = await asOwner('select private.site_path_prefixes() as prefixes')
      expect(prefixes).toEqual(locales.map((locale) => siteLocales[locale].pathPrefix))
      for (const language of locales) expect(await insertWith({ language })).toMatchObject({ language })
      const constraints = await asOwner(
        `select conrelid::regclass::text as "table", pg_catalog.pg_get_constraintdef(oid) as definition
         from pg_catalog.pg_constraint where contype = 'c' and conname like '%language%' order by 1`,
      )
      expect(constraints.map((constraint) => constraint.table)).toEqual([
        'agent_authorizations',
        'contact_opt_outs',
        'contact_submissions',
        'private.agent_authorization_links',
      ])
      // Each reads the list rather than naming languages, so widening private.site_languages() widens them all.
      for (const { definition } of constraints)
        expect(String(definition)).toMatch(
          /^CHECK \(\(language = ANY \(private\.site_languages\(\)\)\)\)( NOT VALID)?$/,
        )
    })
  })
}
