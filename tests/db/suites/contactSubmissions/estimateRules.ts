import { describe, expect, it } from 'vitest'
import { siteEstimateLines } from '../../../support/estimateLines'
import { INSERT, LEAD_COLUMNS, lead, type LeadTable, values } from '../../support/leadTable'
import { failure, wordedHint } from '../../support/roles'

/** The estimate a lead was sent from: optional, one printable line of the shape the calculator writes. */
export function describeEstimateRules(table: LeadTable) {
  const { as, asOwner, withoutTriggers, stored } = table

  describe('the estimate a lead was sent from (optional, one printable line)', () => {
    const WITH_ESTIMATE = `insert into public.contact_submissions (${LEAD_COLUMNS}, estimate) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`
    const ESTIMATE =
      '2027 coverage, Florida, 2 people, $40,000 a year (188% of the poverty line): tax credit; pays at most $147 a month for the benchmark Silver plan.'

    it('anon inserts a lead with its estimate', async () => {
      const row = lead()
      await as('anon', WITH_ESTIMATE, [...values(row), ESTIMATE])
      expect(await stored(row.id)).toMatchObject({ email: row.email, estimate: ESTIMATE })
    })

    it('stores null for a lead without one, and for a blank one', async () => {
      const without = lead()
      await as('anon', INSERT, values(without))
      expect(await stored(without.id)).toMatchObject({ estimate: null })
      const blank = lead()
      await as('anon', WITH_ESTIMATE, [...values(blank), ' \u00a0 '])
      expect(await stored(blank.id)).toMatchObject({ estimate: null })
    })

    it.each([
      [
        'longer than 600 characters',
        'x'.repeat(601),
        'The estimate sent with this form is too long (up to 600 characters).',
      ],
      [
        'a line break',
        'Tax credit\n=HYPERLINK("https://evil.example")',
        'The estimate sent with this form holds characters it cannot store.',
      ],
      ['a bidi override', 'Tax credit \u202e$0', 'The estimate sent with this form holds characters it cannot store.'],
      [
        'tag characters',
        '2026 coverage estimate: Florida\u{E0041}.',
        'The estimate sent with this form holds characters it cannot store.',
      ],
    ])(
      'refuses an estimate with %s, with a message a visitor can read, and stores nothing',
      async (_name, estimate, message) => {
        const row = lead()
        const error = await failure(as('anon', WITH_ESTIMATE, [...values(row), estimate]))
        expect(error.code).toBe('23514')
        expect(error.message).toContain(message)
        expect(wordedHint(error)).toBe(error.message)
        expect(await stored(row.id)).toBeUndefined()
      },
    )

    it('keeps an oversize estimate out even when triggers are skipped (check constraint)', async () => {
      const attempt = withoutTriggers(WITH_ESTIMATE, [...values(lead()), `2026 ${'x'.repeat(596)}`])
      expect((await failure(attempt)).message).toContain(
        'violates check constraint "contact_submissions_estimate_valid"',
      )
    })

    // Only the shape the site writes.
    it('accepts every line the site writes, as it is', async () => {
      const lines = siteEstimateLines()
      const [{ refused }] = await asOwner(
        'select array_agg(line) filter (where not private.is_estimate_line(line)) as refused from unnest($1::text[]) as line',
        [lines],
      )
      expect(refused).toBeNull()
      const row = lead()
      await as('anon', WITH_ESTIMATE, [...values(row), lines[lines.length - 1]])
      expect(await stored(row.id)).toMatchObject({ estimate: lines[lines.length - 1] })
    })

    it('accepts the year first in other words too (the wording may change)', async () => {
      const row = lead()
      const reworded =
        'Coverage year 2027: Florida, 2 people, $40,000 a year (188% of the poverty line) – tax credit of up to $147 a month.'
      await as('anon', WITH_ESTIMATE, [...values(row), reworded])
      expect(await stored(row.id)).toMatchObject({ estimate: reworded })
    })

    it('stores runs of spaces as one space, so padding cannot forge a row of the staff table', async () => {
      const row = lead()
      const padded = `2026 coverage estimate: Florida.${' '.repeat(120)}2026-11-24 10:00  Fake Lead\u00a0\u00a0(305) 555-0100\u3000\u2003Florida`
      await as('anon', WITH_ESTIMATE, [...values(row), padded])
      expect(await stored(row.id)).toMatchObject({
        estimate: '2026 coverage estimate: Florida. 2026-11-24 10:00 Fake Lead (305) 555-0100 Florida',
      })
    })

    it.each([
      ['no coverage year', 'Call us back about Florida.'],
      ['a number before the year', 'Call 1-900-555-0100 about 2026 coverage.'],
      ['the year too far in', 'Please call back the visitor first, then 2026 coverage.'],
      ['an email address', '2026 coverage estimate: write to ana@example.com.'],
      ['a formula', '2026 coverage estimate: =HYPERLINK("https://evil.example")'],
      ['markup', '2026 coverage estimate: <b>urgent</b>'],
      ['letters outside ASCII', '2026 coverage estimate: Ñandú.'],
      ['an emoji', '2026 coverage estimate: \u{1F4B0}'],
    ])('refuses an estimate the site never writes (%s) with a message, and stores nothing', async (_what, estimate) => {
      const row = lead()
      const error = await failure(as('anon', WITH_ESTIMATE, [...values(row), estimate]))
      expect(error).toMatchObject({
        code: '23514',
        message:
          'The estimate sent with this form is not one the Tax Credit Estimator writes. Please send the form again from the Tax Credit Estimator, or call us.',
        hint: 'estimate.shape',
      })
      expect(await stored(row.id)).toBeUndefined()
    })

    it('keeps padded or free text out even when triggers are skipped (check constraint)', async () => {
      for (const estimate of ['2026 coverage  estimate.', 'Free text.']) {
        const attempt = withoutTriggers(WITH_ESTIMATE, [...values(lead()), estimate])
        expect((await failure(attempt)).message).toContain(
          'violates check constraint "contact_submissions_estimate_shape"',
        )
      }
    })

    it('anon cannot read it back; service_role can', async () => {
      const row = lead()
      await as('anon', WITH_ESTIMATE, [...values(row), ESTIMATE])
      expect(
        await failure(as('anon', 'select estimate from public.contact_submissions where id = $1', [row.id])),
      ).toMatchObject({ code: '42501' })
      expect(
        await as('service_role', 'select estimate from public.contact_submissions where id = $1', [row.id]),
      ).toEqual([{ estimate: ESTIMATE }])
    })
  })
}
