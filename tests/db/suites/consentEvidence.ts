import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agencyFacts } from '../../../rules/agencyFacts'
import { lead } from '../../../scripts/support/lead'
import { callWordings, consentByLocale, smsWordings } from '../support/consentLists'
import { insertOf, migratedLeadTable, type OpenDatabase } from '../support/leadTable'
import { failure } from '../support/roles'

const COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'state',
  'agreed_to_contact',
  'page',
  'consent_version',
  'sms_consent',
  'sms_consent_version',
  'time_zone',
] as const
const INSERT = `insert into public.contact_submissions (${COLUMNS.join(', ')}) values (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})`
const values = (row: Record<string, unknown>) => COLUMNS.map((name) => row[name] ?? null)
const EVIDENCE =
  'agreed_to_contact, consent_version, consent_text, consent_sha256, sms_consent, sms_consent_version, sms_consent_text, sms_consent_sha256, time_zone'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** A lead's consent evidence, on any Database. */
export default function describeConsentEvidence(storage: string, open: OpenDatabase) {
  describe(`the consent evidence of a lead, on ${storage}`, () => {
    const { as, asOwner, db } = migratedLeadTable(open)
    /** A call wording and a text wording the forms show now, as content/ writes them. */
    const shownNow = () => {
      const call = callWordings.find((wording) => wording.version === '2026-11-29')
      const texts = smsWordings.find((wording) => wording.version === 'sms-2026-11-27')
      if (!call || !texts) throw new Error('the current wordings are gone from content/')
      return { call, texts }
    }
    const stored = async (id: unknown) =>
      (await asOwner(`select ${EVIDENCE} from public.contact_submissions where id = $1`, [id]))[0]

    it("holds every wording word for word as content/ writes it, and the text box's versions are content/'s", async () => {
      for (const { version, text } of [...callWordings, ...smsWordings]) {
        const [{ wording }] = await asOwner('select private.consent_wording($1) as wording', [version])
        expect(wording, version).toBe(text('[VITE_AGENCY_LEGAL_NAME]'))
      }
      const [{ versions }] = await asOwner('select private.shown_sms_consent_versions() as versions')
      expect([...(versions as string[])].sort()).toEqual(smsWordings.map((wording) => wording.version).sort())
    })

    it('stores, for each box, ticked or not, the version, the exact words shown with the agency named, and their SHA-256', async () => {
      // Each language's current wordings: the last of its lists.
      for (const language of consentByLocale) {
        const [call, texts] = [language.consentVersions.at(-1), language.smsConsentVersions.at(-1)]
        if (!call || !texts) throw new Error(`no current wording in content/${language.code}/browser/consent.ts`)
        const row = lead({
          consent_version: call.version,
          sms_consent: true,
          sms_consent_version: texts.version,
          time_zone: 'America/Chicago',
        })
        await as('anon', INSERT, values(row))
        const words = call.text(agencyFacts.name)
        const textWords = texts.text(agencyFacts.name)
        expect(await stored(row.id)).toEqual({
          agreed_to_contact: true,
          consent_version: call.version,
          consent_text: words,
          consent_sha256: sha256(words),
          sms_consent: true,
          sms_consent_version: texts.version,
          sms_consent_text: textWords,
          sms_consent_sha256: sha256(textWords),
          time_zone: 'America/Chicago',
        })
      }
    })

    it('names the legal name the request carries (app.agency_legal_name), which server/ sets from VITE_AGENCY_LEGAL_NAME', async () => {
      const row = lead({ consent_version: '2026-11-27', sms_consent: false, sms_consent_version: 'sms-2026-11-27' })
      await db().transaction(async (session) => {
        await session.query(
          `select set_config('role', 'anon', true), set_config('app.agency_legal_name', 'Example Health Agency, LLC', true)`,
        )
        await session.query(INSERT, values(row))
      })
      const evidence = await stored(row.id)
      expect(evidence.consent_text).toContain('I agree that Example Health Agency, LLC, a licensed')
      expect(evidence.sms_consent).toBe(false)
      expect(evidence.sms_consent_text).toContain('text messages from Example Health Agency, LLC at')
    })

    it('stores a lead with the text box unticked as not ticked, with the words it showed', async () => {
      const unticked = lead({
        consent_version: '2026-11-27',
        sms_consent: false,
        sms_consent_version: 'sms-2026-11-27',
      })
      await as('anon', INSERT, values(unticked))
      expect(await stored(unticked.id)).toMatchObject({
        sms_consent: false,
        sms_consent_version: 'sms-2026-11-27',
        sms_consent_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      })
    })

    it.each([
      ['a ticked box without its version', { sms_consent: true, sms_consent_version: null }],
      // Every form shows the box now: a page that names no wording for it is not one of the site's.
      ['an unticked box without its version', { sms_consent: false, sms_consent_version: null }],
      ['no text box at all', { sms_consent: null, sms_consent_version: null }],
      ['a version the site never showed', { sms_consent: true, sms_consent_version: 'sms-2099-01-01' }],
      ['a call wording named as the text box', { sms_consent: false, sms_consent_version: '2026-11-27' }],
    ])('refuses %s', async (_, overrides) => {
      const row = lead({ consent_version: '2026-11-27', ...overrides })
      const error = await failure(as('anon', INSERT, values(row)))
      expect(error).toMatchObject({ code: '23514', hint: 'sms_consent_version.invalid' })
      expect(await asOwner('select id from public.contact_submissions where id = $1', [row.id])).toEqual([])
    })

    it('never takes words or a hash from the browser: anon may not write them', async () => {
      const row = lead({ consent_version: '2026-11-27' })
      const error = await failure(
        as(
          'anon',
          'insert into public.contact_submissions (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version, consent_text, consent_sha256) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
          [
            row.id,
            row.first_name,
            row.last_name,
            row.email,
            row.phone,
            row.state,
            true,
            '/',
            '2026-11-27',
            'I agree to anything.',
            sha256('I agree to anything.'),
          ],
        ),
      )
      expect(error.code).toBe('42501')
      // The table's owner (no grant in the way) still gets the version's words, never its own.
      await asOwner(
        'insert into public.contact_submissions (id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version, sms_consent_version, consent_text, consent_sha256) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
        [
          row.id,
          row.first_name,
          row.last_name,
          row.email,
          row.phone,
          row.state,
          true,
          '/',
          '2026-11-27',
          'sms-2026-11-27',
          'I agree to anything.',
          sha256('I agree to anything.'),
        ],
      )
      expect((await stored(row.id)).consent_text).toBe(
        callWordings.find((wording) => wording.version === '2026-11-27')?.text(agencyFacts.name),
      )
    })

    it('takes a wording while the pages show it: a newer one of its line, first named over a day ago, retires it', async () => {
      const seen = async (version: string) =>
        (await asOwner('select first_seen from private.wordings_seen where version = $1', [version]))[0]?.first_seen
      const send = (consent_version: string, sms_consent_version: string) =>
        as('anon', INSERT, values(lead({ consent_version, sms_consent: false, sms_consent_version })))
      // The newest call and Spanish text wordings, each named by a lead: the day the pages began to show them.
      await send('2026-11-29', 'sms-2026-11-27')
      await send('es-2026-11-29', 'es-sms-2026-11-29')
      expect(await seen('2026-11-29')).toBeInstanceOf(Date)
      expect(await seen('es-sms-2026-11-29')).toBeInstanceOf(Date)
      const backdate = (version: string, interval: string) =>
        asOwner(
          `update private.wordings_seen set first_seen = pg_catalog.now() - interval '${interval}' where version = $1`,
          [version],
        )
      try {
        // Within a day, a page left open may still send the older ones.
        await backdate('2026-11-29', '23 hours')
        await backdate('es-sms-2026-11-29', '23 hours')
        await send('2026-11-27', 'sms-2026-11-27')
        await send('es-2026-11-29', 'es-sms-2026-11-27')
        // A day on, they are refused, each with its box's code, and nothing is stored.
        await backdate('2026-11-29', '25 hours')
        await backdate('es-sms-2026-11-29', '25 hours')
        for (const [call, texts, hint] of [
          ['2026-11-27', 'sms-2026-11-27', 'consent_version.invalid'],
          ['2025-01-01', 'sms-2026-11-27', 'consent_version.invalid'],
          ['es-2026-11-29', 'es-sms-2026-11-27', 'sms_consent_version.invalid'],
        ]) {
          const row = lead({ consent_version: call, sms_consent: false, sms_consent_version: texts })
          expect(await failure(as('anon', INSERT, values(row))), `${call} ${texts}`).toMatchObject({
            code: '23514',
            hint,
          })
          expect(await asOwner('select id from public.contact_submissions where id = $1', [row.id])).toEqual([])
        }
        // Another line is another box or program: the marketing box retires no informational one, nor the reverse.
        await send('2026-11-29', 'sms-marketing-2026-11-29')
        await backdate('sms-marketing-2026-11-29', '3 days')
        await send('2026-11-29', 'sms-2026-11-27')
      } finally {
        // The suites after this one share the database and the lead factory's first wording.
        await asOwner(
          `update private.wordings_seen set first_seen = pg_catalog.now() where version in ('2026-11-29', 'es-2026-11-29', 'es-sms-2026-11-29', 'sms-marketing-2026-11-29')`,
        )
      }
    })

    it("holds the page's hashes of the words it showed to its own: the same are kept, others refused with the reason", async () => {
      const { call, texts } = shownNow()
      const row = (overrides: Record<string, unknown>) =>
        lead({ consent_version: call.version, sms_consent: false, sms_consent_version: texts.version, ...overrides })
      // The words as the build showed them, with the agency's legal name: the database keeps the same, and both hashes.
      const shown = {
        consent_shown_sha256: sha256(call.text(agencyFacts.name)),
        sms_consent_shown_sha256: sha256(texts.text(agencyFacts.name)),
      }
      const kept = row(shown)
      await as('anon', ...insertOf(kept))
      expect(
        (
          await asOwner(
            'select consent_sha256, sms_consent_sha256, consent_shown_sha256, sms_consent_shown_sha256 from public.contact_submissions where id = $1',
            [kept.id],
          )
        )[0],
      ).toEqual({
        consent_sha256: shown.consent_shown_sha256,
        sms_consent_sha256: shown.sms_consent_shown_sha256,
        ...shown,
      })
      // A page built with another legal name than the database's: refused, the detail says which setting to fix.
      for (const overrides of [
        { ...shown, consent_shown_sha256: sha256(call.text('Another Agency, LLC')) },
        { ...shown, sms_consent_shown_sha256: sha256(texts.text('Another Agency, LLC')) },
        // One hash without the other is not what a page sends.
        { consent_shown_sha256: shown.consent_shown_sha256 },
      ]) {
        const refused = row(overrides)
        const error = await failure(as('anon', ...insertOf(refused)))
        expect(error).toMatchObject({ code: '23514', hint: 'consent.words_differ' })
        expect(error.detail).toContain(`"${agencyFacts.name}" (app.agency_legal_name)`)
        expect(await asOwner('select id from public.contact_submissions where id = $1', [refused.id])).toEqual([])
      }
    })

    it("keeps a refused page's report once a day per pair of wordings, only when it proves itself, for the alert sweep", async () => {
      const { call, texts } = shownNow()
      const report = (overrides: Record<string, unknown> = {}) => {
        const args = {
          consent_version: call.version,
          sms_consent_version: texts.version,
          consent_shown_sha256: sha256(call.text('Another Agency, LLC')),
          sms_consent_shown_sha256: sha256(texts.text('Another Agency, LLC')),
          page: '/sep',
          ...overrides,
        }
        return as('anon', 'select public.report_consent_words_differ($1, $2, $3, $4, $5) as kept', [
          args.consent_version,
          args.sms_consent_version,
          args.consent_shown_sha256,
          args.sms_consent_shown_sha256,
          args.page,
        ]).then((rows) => rows[0].kept)
      }
      await asOwner('delete from private.words_differ_reports')
      // Not kept: the words the database would store (nothing differs), a wording no form shows now, a page without a form.
      expect(
        await report({
          consent_shown_sha256: sha256(call.text(agencyFacts.name)),
          sms_consent_shown_sha256: sha256(texts.text(agencyFacts.name)),
        }),
      ).toBe(false)
      expect(await report({ consent_version: '2099-01-01' })).toBe(false)
      expect(await report({ sms_consent_version: call.version })).toBe(false)
      expect(await report({ page: '/privacy-policy' })).toBe(false)
      // Kept once: a second report of the same pair that day adds nothing.
      expect(await report()).toBe(true)
      expect(await report({ page: '/es/sep' })).toBe(false)
      const claim = async () =>
        (await asOwner('select public.claim_words_differ_reports() as reports'))[0].reports as Array<
          Record<string, unknown>
        >
      expect(await claim()).toEqual([
        {
          consent_version: call.version,
          sms_consent_version: texts.version,
          page: '/sep',
          legal_name: agencyFacts.name,
          created_at: expect.any(String),
        },
      ])
      // Told once.
      expect(await claim()).toEqual([])
      // Anon may report, never read or claim.
      expect((await failure(as('anon', 'select * from private.words_differ_reports'))).code).toBe('42501')
      expect((await failure(as('anon', 'select public.claim_words_differ_reports()'))).code).toBe('42501')
    })

    it('drops a time zone that is not an IANA name, and keeps the lead', async () => {
      for (const zone of ['<script>', 'America/New York', 'x'.repeat(80)]) {
        const row = lead({ consent_version: '2026-11-27', time_zone: zone })
        await as('anon', INSERT, values(row))
        expect((await stored(row.id)).time_zone, zone).toBeNull()
      }
    })

    describe('never changes once stored', () => {
      it.each(['anon', 'service_role'] as const)('as %s: refused', async (role) => {
        const row = lead({ consent_version: '2026-11-27', sms_consent: false, sms_consent_version: 'sms-2026-11-27' })
        await as('anon', INSERT, values(row))
        const before = await stored(row.id)
        for (const change of [
          'sms_consent = true',
          "consent_version = '2025-01-01'",
          "consent_sha256 = 'forged'",
          "sms_consent_text = 'I agree to anything.'",
        ]) {
          const error = await failure(
            as(role, `update public.contact_submissions set ${change} where id = $1`, [row.id]),
          )
          expect(error.code, `${role}: ${change}`).toBe('42501')
        }
        expect(await stored(row.id)).toEqual(before)
      })

      it('refused even where an update is granted, and for the table owner: the trigger', async () => {
        const row = lead({ consent_version: '2026-11-27', sms_consent: false, sms_consent_version: 'sms-2026-11-27' })
        await as('anon', INSERT, values(row))
        const before = await stored(row.id)
        const grantedAndTried = db().transaction(async (session) => {
          await session.query('grant update on table public.contact_submissions to service_role')
          await session.query(`select set_config('role', 'service_role', true)`)
          await session.query('update public.contact_submissions set sms_consent = true where id = $1', [row.id])
        })
        expect(await failure(grantedAndTried)).toMatchObject({ code: '42501', hint: 'consent_evidence.immutable' })
        for (const change of [
          'sms_consent = true',
          "consent_text = 'I agree to anything.'",
          "phone = '(305) 555-0000'",
          "created_at = now() - interval '1 day'",
          // The contact the consent is for, too (migration 20261130120000).
          "email = 'someone.else@example.com'",
          "first_name = 'Someone'",
        ]) {
          const error = await failure(
            asOwner(`update public.contact_submissions set ${change} where id = $1`, [row.id]),
          )
          expect(error, change).toMatchObject({
            code: '42501',
            message: "A stored lead's consent evidence cannot be changed.",
            hint: 'consent_evidence.immutable',
          })
        }
        expect(await stored(row.id)).toEqual(before)
      })
    })
  })
}
