import { describe, expect, it } from 'vitest'
import { INSERT, lead, type Lead, type LeadTable, values } from '../../support/leadTable'
import { failure, wordedHint } from '../../support/roles'

/** The pipeline's rules for the fields a visitor types, each refusal with a sentence the visitor can read. */
export function describeFieldRules(table: LeadTable) {
  const { as, stored } = table

  describe('the insert trigger: rules with messages a visitor can read', () => {
    const cases: [string, Partial<Lead>, string][] = [
      ['an empty first name', { first_name: '' }, 'Please enter your first name.'],
      ['a blank first name', { first_name: '   ' }, 'Please enter your first name.'],
      ['no first name', { first_name: null }, 'Please enter your first name.'],
      [
        'a 101-character first name',
        { first_name: 'a'.repeat(101) },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a 10 KB first name',
        { first_name: 'a'.repeat(10_240) },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a line break in a first name',
        { first_name: 'Ana\nMaria' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a bell character in a first name',
        { first_name: 'Ana\u0007' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a right-to-left override in a first name',
        { first_name: 'Ana\u202egnp.exe' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      ['an empty last name', { last_name: '' }, 'Please enter your last name.'],
      [
        'an escape sequence in a last name',
        { last_name: 'Diaz\u001b[2J' },
        'Please enter a valid last name (up to 100 characters).',
      ],
      ['an empty email', { email: '' }, 'Please enter your email address.'],
      ['an email without @', { email: 'ana.example.com' }, 'Please enter a valid email address.'],
      ['an email without a dot in the domain', { email: 'ana@example' }, 'Please enter a valid email address.'],
      ['an email with two @', { email: 'ana@diaz@example.com' }, 'Please enter a valid email address.'],
      ['an email with a space', { email: 'ana diaz@example.com' }, 'Please enter a valid email address.'],
      ['a 255-character email', { email: `${'a'.repeat(243)}@example.com` }, 'Please enter a valid email address.'],
      ['an empty phone', { phone: '' }, 'Please enter your phone number.'],
      ['a 7-digit phone', { phone: '555-0142' }, 'Please enter a valid phone number.'],
      ['a 16-digit phone', { phone: '1234567890123456' }, 'Please enter a valid phone number.'],
      ['letters in a phone', { phone: '(305) 555-0142 ext 9' }, 'Please enter a valid phone number.'],
      ['an empty state', { state: '' }, 'Please enter your state.'],
      ['a one-letter state', { state: 'F' }, 'Please enter a valid state.'],
      ['digits in a state', { state: '33101' }, 'Please enter a valid state.'],
      ['markup in a state', { state: '<b>FL</b>' }, 'Please enter a valid state.'],
      ['no consent', { agreed_to_contact: false }, 'Please agree to be contacted so we can reach you.'],
      ['consent left out', { agreed_to_contact: null }, 'Please agree to be contacted so we can reach you.'],
      ['a page that is not a path', { page: 'sep' }, 'The form did not say which page it was sent from.'],
      ['no page', { page: null }, 'The form did not say which page it was sent from.'],
      ['a page under another language', { page: '/fr/sep' }, 'The form did not say which page it was sent from.'],
      ['a page two levels under /es', { page: '/es/sep/x' }, 'The form did not say which page it was sent from.'],
      ['a Spanish page with a trailing slash', { page: '/es/' }, 'The form did not say which page it was sent from.'],
      // A lead comes from a page with a lead form (rules/formPages.ts), never from one without.
      [
        'a state page, which has no form',
        { page: '/obamacare-in-texas' },
        'The form did not say which page it was sent from.',
      ],
      ['the opt-out page', { page: '/es/opt-out' }, 'The form did not say which page it was sent from.'],
      [
        'no consent version',
        { consent_version: '' },
        'The consent wording on this page is out of date. Please reload the page and send it again, or call us.',
      ],
      // One printable-text rule for every column.
      ['a bidi control in an email', { email: 'a\u202emoc.evil@example.com' }, 'Please enter a valid email address.'],
      [
        'a no-break space inside an email',
        { email: 'ana\u00a0diaz@example.com' },
        'Please enter a valid email address.',
      ],
      [
        'a first name of zero-width spaces',
        { first_name: '\u200b\u200b' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      ['a first name of no-break spaces', { first_name: '\u00a0\u00a0' }, 'Please enter your first name.'],
      ['a last name of ideographic and thin spaces', { last_name: '\u3000\u2009' }, 'Please enter your last name.'],
      [
        'a zero-width space hiding in a last name',
        { last_name: 'Di\u200baz' },
        'Please enter a valid last name (up to 100 characters).',
      ],
      [
        'a byte-order mark in a first name',
        { first_name: '\ufeffAna' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      // Every character Unicode draws as nothing, and a letter in every name.
      [
        'tag characters spelling hidden text in a first name',
        { first_name: 'Ana\u{E0069}\u{E0067}\u{E006E}' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a first name of tag characters only',
        { first_name: '\u{E0020}\u{E007F}' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a Hangul filler as a last name',
        { last_name: '\u3164' },
        'Please enter a valid last name (up to 100 characters).',
      ],
      [
        'Hangul jamo fillers as a first name',
        { first_name: '\u115f\u1160' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a halfwidth Hangul filler in a last name',
        { last_name: 'Diaz\uffa0' },
        'Please enter a valid last name (up to 100 characters).',
      ],
      [
        'a braille blank as a first name',
        { first_name: '\u2800' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'a variation selector in a first name',
        { first_name: 'Ana\ufe0f' },
        'Please enter a valid first name (up to 100 characters).',
      ],
      [
        'an ideographic variation selector in a last name',
        { last_name: 'Diaz\u{E0100}' },
        'Please enter a valid last name (up to 100 characters).',
      ],
      [
        'a first name of zero-width joiners only',
        { first_name: '\u200d\u200c\u200d' },
        'Please enter your first name.',
      ],
      ['a last name of a zero-width non-joiner only', { last_name: '\u200c' }, 'Please enter your last name.'],
      ['a first name without a letter', { first_name: '1234' }, 'Please enter your first name.'],
      ['a last name of punctuation only', { last_name: "-.'" }, 'Please enter your last name.'],
      ['a zero-width joiner in an email', { email: 'ana\u200d@example.com' }, 'Please enter a valid email address.'],
      ['a tag character in an email', { email: 'ana\u{E0041}@example.com' }, 'Please enter a valid email address.'],
      ['a variation selector in an email', { email: 'ana@example.com\ufe0e' }, 'Please enter a valid email address.'],
    ]

    it.each(cases)('rejects %s', async (_name, overrides, message) => {
      const row = lead(overrides)
      const error = await failure(as('anon', INSERT, values(row)))
      expect(error).toMatchObject({ code: '23514', message })
      // Its code (the hint) words the same sentence in the client, which never shows the backend's own.
      expect(wordedHint(error)).toBe(message)
      expect(await stored(row.id)).toBeUndefined()
    })

    // Spanish pages live under /es, so /es and /es/<slug> are pages too.
    it.each(['/', '/sep', '/es', '/es/sep', '/es/health-insurance-florida'])('accepts the page %s', async (page) => {
      // A Spanish page shows the Spanish wordings.
      const spanish = page === '/es' || page.startsWith('/es/')
      const row = lead({
        page,
        ...(spanish ? { consent_version: 'es-2026-11-29', sms_consent_version: 'es-sms-2026-11-29' } : {}),
      })
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject({ page })
    })

    it('accepts what visitors really type: accents, apostrophes, hyphens, +1 and dotted numbers', async () => {
      const row = lead({
        first_name: 'José-María',
        last_name: "O'Brien",
        phone: '+1 305.555.0142',
        state: "Hawai'i",
        email: "o'brien+aca@mail.example.co.uk",
      })
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject(row)
    })

    it.each([
      ['Persian, with the zero-width non-joiner it needs', 'محمد\u200cرضا'],
      ['Devanagari, with a zero-width joiner', 'क्\u200dष'],
      ['Chinese', '李'],
      ['one accented letter', 'Ñ'],
      ['Greek', 'Ωμέγα'],
    ])('accepts a name in %s, whatever the database locale', async (_script, name) => {
      const row = lead({ first_name: name, last_name: name })
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject({ first_name: name, last_name: name })
    })

    it('trims the fields it checks', async () => {
      const row = lead({
        first_name: '  Ana ',
        last_name: ' Diaz\t',
        email: ' ana@example.com ',
        phone: ' 3055550142 ',
        state: ' FL ',
      })
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject({
        first_name: 'Ana',
        last_name: 'Diaz',
        email: 'ana@example.com',
        phone: '3055550142',
        state: 'FL',
      })
    })

    it('stores SQL metacharacters as plain text', async () => {
      const row = lead({
        first_name: "Robert'); drop table contact_submissions;--",
        last_name: '"; select pg_sleep(10); --',
        email: "x'or'1'='1@example.com",
      })
      await as('anon', INSERT, values(row))
      expect(await stored(row.id)).toMatchObject(row)
    })
  })
}
