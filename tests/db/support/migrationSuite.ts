import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../../server/db/database'
import { listMigrations, migrate } from '../../../server/db/migrations'
import { siteEstimateLines } from '../../support/estimateLines'
import { BROWSER, failure, roles, wordedHint } from './roles'

type Lead = {
  id: string
  first_name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
  state: string | null
  agreed_to_contact: boolean | null
  page: string | null
  consent_version: string | null
}

let leads = 0

/** A valid lead; each one from another email address and phone number, so the repeat guard never counts them together. */
export function lead(overrides: Partial<Lead> = {}): Lead {
  leads += 1
  return {
    id: randomUUID(),
    first_name: 'Ana',
    last_name: 'Diaz',
    email: `ana.diaz.${leads}@example.com`,
    phone: `(305) 556-${String(leads).padStart(4, '0')}`,
    state: 'Florida',
    agreed_to_contact: true,
    page: '/health-insurance-florida',
    consent_version: '2025-01-01',
    ...overrides,
  }
}

const LEAD_COLUMNS = 'id, first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version'
const INSERT = `insert into public.contact_submissions (${LEAD_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`
const values = (row: Lead) => [
  row.id,
  row.first_name,
  row.last_name,
  row.email,
  row.phone,
  row.state,
  row.agreed_to_contact,
  row.page,
  row.consent_version,
]

/**
 * The migration's contract, run against any Database (PGlite, a PostgreSQL server): the same SQL must behave
 * the same on both, and on hosted Supabase.
 */
export function describeMigration(storage: string, open: () => Promise<{ db: Database; close: () => Promise<void> }>) {
  describe(`the contact_submissions migration on ${storage}`, () => {
    let db: Database
    let close: () => Promise<void>

    beforeAll(async () => {
      ;({ db, close } = await open())
      await migrate(db)
    }, 60_000)

    afterAll(async () => {
      await close?.()
    })

    const { as, asOwner, withoutTriggers } = roles(() => db)

    const stored = async (id: string) => (await asOwner('select * from public.contact_submissions where id = $1', [id]))[0]

    it('records each migration once, so a restart applies nothing again', async () => {
      expect(await migrate(db)).toEqual([])
      const history = await asOwner('select version from supabase_migrations.schema_migrations order by version')
      expect(history.map((row) => row.version)).toEqual((await listMigrations()).map((migration) => migration.version))
    })

    it('warns, and changes nothing, when an applied migration was edited afterwards', async () => {
      const [migration] = await listMigrations()
      const dir = await mkdtemp(join(tmpdir(), 'migrations-'))
      await writeFile(join(dir, basename(migration.file)), `${await readFile(migration.file, 'utf8')}\n-- edited\n`)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      try {
        expect(await migrate(db, dir)).toEqual([])
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining(`Migration ${basename(migration.file, '.sql')} changed after it was applied here`),
        )
      } finally {
        warn.mockRestore()
        await rm(dir, { recursive: true, force: true })
      }
    })

    describe('anon, the role of the public key in the browser', () => {
      it('inserts a lead', async () => {
        const row = lead()
        await as('anon', INSERT, values(row))
        expect(await stored(row.id)).toMatchObject({ ...row, client_ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (Test)' })
      })

      it('gets the id and created_at defaults when it sends neither', async () => {
        await as(
          'anon',
          `insert into public.contact_submissions (first_name, last_name, email, phone, state, agreed_to_contact, page, consent_version)
                          values ('Defaults', 'Only', 'd@example.com', '3055550100', 'Ohio', true, '/', '2025-01-01')`,
        )
        const [row] = await asOwner(`select id, created_at from public.contact_submissions where first_name = 'Defaults'`)
        expect(row.id).toMatch(/^[0-9a-f-]{36}$/)
        expect(row.created_at).toBeInstanceOf(Date)
      })

      it('cannot read leads', async () => {
        expect(await failure(as('anon', 'select * from public.contact_submissions'))).toMatchObject({ code: '42501' })
        expect(await failure(as('anon', 'select count(*) from public.contact_submissions'))).toMatchObject({ code: '42501' })
      })

      it('cannot read its own lead back through insert ... returning, and nothing is stored', async () => {
        const row = lead()
        expect(await failure(as('anon', `${INSERT} returning id`, values(row)))).toMatchObject({ code: '42501' })
        expect(await stored(row.id)).toBeUndefined()
      })

      it('cannot change or delete a lead', async () => {
        const row = lead()
        await as('anon', INSERT, values(row))
        const update = await failure(as('anon', `update public.contact_submissions set email = 'evil@example.com' where id = $1`, [row.id]))
        expect(update).toMatchObject({ code: '42501', message: 'permission denied for table contact_submissions' })
        const remove = await failure(as('anon', 'delete from public.contact_submissions where id = $1', [row.id]))
        expect(remove).toMatchObject({ code: '42501', message: 'permission denied for table contact_submissions' })
        expect(await stored(row.id)).toMatchObject({ email: row.email })
      })

      it.each(['created_at', 'user_agent', 'client_ip'])('cannot set %s itself', async (column) => {
        const row = lead()
        const sql = `insert into public.contact_submissions (${LEAD_COLUMNS}, ${column}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`
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
        const tuples = rows.map((_, row) => `(${Array.from({ length: 9 }, (_, column) => `$${row * 9 + column + 1}`).join(', ')})`)
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
        expect(await asOwner('select email from public.contact_submissions where id = $1', [row.id])).toEqual([{ email: row.email }])
      })
    })

    describe('the insert trigger: rules with messages a visitor can read', () => {
      const cases: [string, Partial<Lead>, string][] = [
        ['an empty first name', { first_name: '' }, 'Please enter your first name.'],
        ['a blank first name', { first_name: '   ' }, 'Please enter your first name.'],
        ['no first name', { first_name: null }, 'Please enter your first name.'],
        ['a 101-character first name', { first_name: 'a'.repeat(101) }, 'Please enter a valid first name (up to 100 characters).'],
        ['a 10 KB first name', { first_name: 'a'.repeat(10_240) }, 'Please enter a valid first name (up to 100 characters).'],
        ['a line break in a first name', { first_name: 'Ana\nMaria' }, 'Please enter a valid first name (up to 100 characters).'],
        ['a bell character in a first name', { first_name: 'Ana\u0007' }, 'Please enter a valid first name (up to 100 characters).'],
        [
          'a right-to-left override in a first name',
          { first_name: 'Ana\u202egnp.exe' },
          'Please enter a valid first name (up to 100 characters).',
        ],
        ['an empty last name', { last_name: '' }, 'Please enter your last name.'],
        ['an escape sequence in a last name', { last_name: 'Diaz\u001b[2J' }, 'Please enter a valid last name (up to 100 characters).'],
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
        ['no consent version', { consent_version: '' }, 'The form did not say which consent wording was shown.'],
        // One printable-text rule for every column (20261123110000_contact_submissions_printable_text).
        ['a bidi control in an email', { email: 'a\u202emoc.evil@example.com' }, 'Please enter a valid email address.'],
        ['a no-break space inside an email', { email: 'ana\u00a0diaz@example.com' }, 'Please enter a valid email address.'],
        ['a first name of zero-width spaces', { first_name: '\u200b\u200b' }, 'Please enter a valid first name (up to 100 characters).'],
        ['a first name of no-break spaces', { first_name: '\u00a0\u00a0' }, 'Please enter your first name.'],
        ['a last name of ideographic and thin spaces', { last_name: '\u3000\u2009' }, 'Please enter your last name.'],
        ['a zero-width space hiding in a last name', { last_name: 'Di\u200baz' }, 'Please enter a valid last name (up to 100 characters).'],
        ['a byte-order mark in a first name', { first_name: '\ufeffAna' }, 'Please enter a valid first name (up to 100 characters).'],
        // Every character Unicode draws as nothing, and a letter in every name (20261124090000_contact_submissions_visible_text).
        ['tag characters spelling hidden text in a first name', { first_name: 'Ana\u{E0069}\u{E0067}\u{E006E}' }, 'Please enter a valid first name (up to 100 characters).'],
        ['a first name of tag characters only', { first_name: '\u{E0020}\u{E007F}' }, 'Please enter a valid first name (up to 100 characters).'],
        ['a Hangul filler as a last name', { last_name: '\u3164' }, 'Please enter a valid last name (up to 100 characters).'],
        ['Hangul jamo fillers as a first name', { first_name: '\u115f\u1160' }, 'Please enter a valid first name (up to 100 characters).'],
        ['a halfwidth Hangul filler in a last name', { last_name: 'Diaz\uffa0' }, 'Please enter a valid last name (up to 100 characters).'],
        ['a braille blank as a first name', { first_name: '\u2800' }, 'Please enter a valid first name (up to 100 characters).'],
        ['a variation selector in a first name', { first_name: 'Ana\ufe0f' }, 'Please enter a valid first name (up to 100 characters).'],
        ['an ideographic variation selector in a last name', { last_name: 'Diaz\u{E0100}' }, 'Please enter a valid last name (up to 100 characters).'],
        ['a first name of zero-width joiners only', { first_name: '\u200d\u200c\u200d' }, 'Please enter your first name.'],
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

      // 20261125130000: the Spanish twins' paths (issue 18) are pages too.
      it.each(['/', '/sep', '/es', '/es/sep', '/es/health-insurance-florida'])('accepts the page %s', async (page) => {
        const row = lead({ page })
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
        const row = lead({ first_name: '  Ana ', last_name: ' Diaz\t', email: ' ana@example.com ', phone: ' 3055550142 ', state: ' FL ' })
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

    describe('named check constraints, the backstop behind the trigger', () => {
      const OWNER_INSERT = `insert into public.contact_submissions (${LEAD_COLUMNS}, user_agent, client_ip)
                            values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`
      const cases: [string, Partial<Lead> & { user_agent?: string; client_ip?: string }][] = [
        ['contact_submissions_first_name_length', { first_name: '  ' }],
        ['contact_submissions_first_name_printable', { first_name: 'Ana\u0007' }],
        ['contact_submissions_last_name_length', { last_name: 'b'.repeat(101) }],
        ['contact_submissions_last_name_printable', { last_name: 'Diaz\u2028' }],
        ['contact_submissions_email_length', { email: `${'a'.repeat(243)}@example.com` }],
        ['contact_submissions_email_format', { email: 'nope' }],
        ['contact_submissions_phone_format', { phone: '(305) 555-0142 x' }],
        ['contact_submissions_phone_digits', { phone: '555-0142' }],
        ['contact_submissions_state_format', { state: 'F' }],
        ['contact_submissions_agreed_to_contact', { agreed_to_contact: false }],
        ['contact_submissions_page_format', { page: 'https://evil.example' }],
        ['contact_submissions_consent_version_format', { consent_version: '' }],
        ['contact_submissions_user_agent_length', { user_agent: 'u'.repeat(501) }],
        ['contact_submissions_client_ip_length', { client_ip: '1'.repeat(101) }],
        ['contact_submissions_first_name_printable', { first_name: '\u00a0\u00a0' }],
        ['contact_submissions_email_printable', { email: 'a\u202emoc.evil@example.com' }],
        ['contact_submissions_user_agent_printable', { user_agent: 'Mozilla/5.0\u009b2J' }],
        ['contact_submissions_client_ip_valid', { client_ip: '<b>6.6.6.6</b>' }],
        ['contact_submissions_client_ip_valid', { client_ip: '6.6.6.6, 203.0.113.7' }],
        ['contact_submissions_first_name_visible', { first_name: '\u3164' }],
        ['contact_submissions_first_name_visible', { first_name: '\u200d' }],
        ['contact_submissions_last_name_visible', { last_name: 'Diaz\u{E0041}' }],
        ['contact_submissions_last_name_visible', { last_name: '42' }],
        ['contact_submissions_email_visible', { email: 'ana\u200c@example.com' }],
        ['contact_submissions_user_agent_visible', { user_agent: 'Mozilla/5.0\u{E0041}' }],
      ]

      it.each(cases)('%s rejects a row the trigger did not see', async (constraint, overrides) => {
        const { user_agent = null, client_ip = null, ...fields } = overrides
        const row = lead(fields)
        const error = await failure(withoutTriggers(OWNER_INSERT, [...values(row), user_agent, client_ip]))
        expect(error.code).toBe('23514')
        expect(error.message).toContain(`violates check constraint "${constraint}"`)
      })
    })

    describe('consent evidence from the request headers', () => {
      it('records the user agent and the last x-forwarded-for address, never the first one a client can write', async () => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'user-agent': 'Mozilla/5.0 (iPhone)', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })
        expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.0 (iPhone)', client_ip: '203.0.113.7' })
      })

      it('takes x-real-ip (the address the gateway saw) before x-forwarded-for', async () => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'user-agent': 'UA', 'x-real-ip': '192.0.2.44', 'x-forwarded-for': '6.6.6.6' })
        expect(await stored(row.id)).toMatchObject({ client_ip: '192.0.2.44' })
      })

      it('records an IPv6 address as an address', async () => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'x-forwarded-for': '2001:DB8::1' })
        expect(await stored(row.id)).toMatchObject({ client_ip: '2001:db8::1' })
      })

      it.each([
        ['markup', '<img src=x onerror=alert(1)>'],
        ['a host name', 'evil.example'],
        ['a network instead of an address', '203.0.113.0/24'],
      ])('stores no client address when the header holds %s, and still stores the lead', async (_name, forwarded) => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'user-agent': 'UA', 'x-forwarded-for': forwarded })
        expect(await stored(row.id)).toMatchObject({ email: row.email, client_ip: null })
      })

      it('keeps the printable part of a user agent with C1 control bytes and bidi overrides', async () => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'user-agent': 'Mozilla/5.0\u009b2J (\u202eX11)', 'x-forwarded-for': '198.51.100.7' })
        expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.02J (X11)' })
      })

      it('keeps the visible part of a user agent with tag characters, variation selectors and fillers', async () => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'user-agent': 'Mozilla/5.0\u{E0041}\u{E0042} (X11\ufe0f\u3164\u2800)', 'x-forwarded-for': '198.51.100.7' })
        expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.0 (X11)' })
      })

      it('keeps both empty when the request has no headers', async () => {
        const row = lead()
        await asOwner(INSERT, values(row))
        expect(await stored(row.id)).toMatchObject({ user_agent: null, client_ip: null })
      })

      it('overwrites values a writer puts in the row itself', async () => {
        const row = lead()
        await db.transaction(async (session) => {
          await session.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(BROWSER)])
          await session.query(
            `insert into public.contact_submissions (${LEAD_COLUMNS}, user_agent, client_ip) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'forged', '6.6.6.6')`,
            values(row),
          )
        })
        expect(await stored(row.id)).toMatchObject({ user_agent: 'Mozilla/5.0 (Test)', client_ip: '198.51.100.7' })
      })

      it('cuts an absurd user agent to 500 characters instead of refusing the lead', async () => {
        const row = lead()
        await as('anon', INSERT, values(row), { 'user-agent': 'x'.repeat(5000), 'x-forwarded-for': '198.51.100.7' })
        expect(((await stored(row.id)).user_agent as string).length).toBe(500)
      })
    })

    describe('abuse guards: the honeypot and repeated addresses', () => {
      const WITH_WEBSITE = `insert into public.contact_submissions (${LEAD_COLUMNS}, website) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`
      const INSERT_61_MINUTES_AGO = `insert into public.contact_submissions (${LEAD_COLUMNS}, created_at)
                                     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - interval '61 minutes')`
      const count = async (where: string, params: unknown[]) =>
        Number((await asOwner(`select count(*)::int as n from public.contact_submissions where ${where}`, params))[0].n)

      it('stores a row whose honeypot is empty, with the honeypot null', async () => {
        const row = lead()
        await as('anon', WITH_WEBSITE, [...values(row), ''])
        expect(await stored(row.id)).toMatchObject({ email: row.email, website: null })
      })

      it('refuses a row whose honeypot is filled in (PostgREST answers 403) and stores nothing', async () => {
        const row = lead()
        const error = await failure(as('anon', WITH_WEBSITE, [...values(row), 'https://cheap-pills.example']))
        expect(error).toMatchObject({
          code: 'PT403',
          message:
            'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.',
        })
        expect(await stored(row.id)).toBeUndefined()
      })

      it('keeps a filled honeypot out even when triggers are skipped (check constraint)', async () => {
        const attempt = withoutTriggers(WITH_WEBSITE, [...values(lead()), 'x'])
        expect((await failure(attempt)).message).toContain('violates check constraint "contact_submissions_website_empty"')
      })

      it('stores one email address 3 times an hour; the 4th succeeds like a stored lead (no error: no oracle, no lock-out) but is not stored', async () => {
        const email = `repeat-${randomUUID()}@example.com`
        const firsts = [lead({ email }), lead({ email }), lead({ email })]
        for (const row of firsts) await as('anon', INSERT, values(row))
        // Another spelling of the same address is the same address.
        const fourth = lead({ email: email.toUpperCase() })
        await expect(as('anon', INSERT, values(fourth))).resolves.toEqual([])
        expect(await stored(fourth.id)).toBeUndefined()
        expect(await count('lower(email) = $1', [email])).toBe(3)
        // Nothing is delivered for it: the trial insert's notifications went with it (a stored lead has some).
        const notifications = async (id: unknown) =>
          Number((await asOwner('select count(*)::int as n from public.lead_notifications where lead_id = $1', [id]))[0].n)
        expect(await notifications(firsts[0].id)).toBeGreaterThan(0)
        expect(await notifications(fourth.id)).toBe(0)
      })

      it('refuses a repeat with a bad field exactly as a first lead with it, so the answer tells nothing', async () => {
        const email = `bad-repeat-${randomUUID()}@example.com`
        for (let i = 0; i < 3; i += 1) await as('anon', INSERT, values(lead({ email })))
        for (const overrides of [{ first_name: 'a'.repeat(101) }, { first_name: '\u200b' }, { state: 'Fl0rida' }]) {
          const repeat = await failure(as('anon', INSERT, values(lead({ email, ...overrides }))))
          const first = await failure(as('anon', INSERT, values(lead({ email: `first-${randomUUID()}@example.com`, ...overrides }))))
          expect({ code: repeat.code, message: repeat.message, hint: repeat.hint }).toEqual({ code: first.code, message: first.message, hint: first.hint })
        }
      })

      it('counts one mailbox however its address is spelled (case, trailing dot, +tag, quotes) and stores each as sent', async () => {
        const name = `spelled-${randomUUID().slice(0, 8)}`
        const rows = [`${name.toUpperCase()}@Example.COM.`, `${name}+leads@example.com`, `"${name}"@example.com`].map((email) => lead({ email }))
        for (const row of rows) await as('anon', INSERT, values(row))
        for (const email of [`${name}@example.com`, `"${name}+x"@example.com.`]) {
          const fourth = lead({ email })
          await as('anon', INSERT, values(fourth))
          expect(await stored(fourth.id)).toBeUndefined()
        }
        for (const row of rows) expect(await stored(row.id)).toMatchObject({ email: row.email })
        // Another mailbox at the same domain is another address.
        const other = lead({ email: `${name}.b@example.com` })
        await as('anon', INSERT, values(other))
        expect(await stored(other.id)).toMatchObject({ email: other.email })
      })

      it.each([
        ['Ana@Example.COM', 'ana@example.com'],
        ['ana@example.com..', 'ana@example.com'],
        ['ana+aca+2026@example.com', 'ana@example.com'],
        ['"ana"@example.com', 'ana@example.com'],
        ['"a\\"b+c"@example.com', 'a"b@example.com'],
        ['+tag@example.com', '+tag@example.com'],
        ['no-at-sign', 'no-at-sign'],
      ])('counts %s as the mailbox %s', async (email, key) => {
        expect(await asOwner('select private.email_key($1) as key', [email])).toEqual([{ key }])
      })

      it('counts one phone number however it is written', async () => {
        const digits = `212${String(Date.now()).slice(-7)}`
        const spellings = [digits, `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`]
        for (const phone of spellings) await as('anon', INSERT, values(lead({ phone })))
        const fourth = lead({ phone: `1-${digits}` })
        await as('anon', INSERT, values(fourth))
        expect(await stored(fourth.id)).toBeUndefined()
        expect(await count(`right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = $1`, [digits])).toBe(3)
      })

      it('does not count rows older than an hour', async () => {
        const email = `returning-${randomUUID()}@example.com`
        for (let i = 0; i < 3; i += 1) {
          const row = lead({ email })
          await asOwner(INSERT_61_MINUTES_AGO, values(row))
        }
        const row = lead({ email })
        await as('anon', INSERT, values(row))
        expect(await stored(row.id)).toMatchObject({ email })
      })

      it('answers a retry of a stored lead with 23505 (counted as stored by the site), not 429', async () => {
        const email = `retry-${randomUUID()}@example.com`
        const rows = [lead({ email }), lead({ email }), lead({ email })]
        for (const row of rows) await as('anon', INSERT, values(row))
        expect(await failure(as('anon', INSERT, values(rows[2])))).toMatchObject({ code: '23505' })
      })

      it('lets concurrent inserts of one address take turns: exactly 3 of 6 are stored, all 6 answered alike', async () => {
        const email = `burst-${randomUUID()}@example.com`
        const results = await Promise.allSettled(Array.from({ length: 6 }, () => as('anon', INSERT, values(lead({ email })))))
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(6)
        expect(await count('lower(email) = $1', [email])).toBe(3)
      })
    })

    describe('the estimate a lead was sent from (optional, one printable line)', () => {
      const WITH_ESTIMATE = `insert into public.contact_submissions (${LEAD_COLUMNS}, estimate) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`
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
        ['longer than 600 characters', 'x'.repeat(601), 'The estimate sent with this form is too long (up to 600 characters).'],
        ['a line break', 'Tax credit\n=HYPERLINK("https://evil.example")', 'The estimate sent with this form holds characters it cannot store.'],
        ['a bidi override', 'Tax credit \u202e$0', 'The estimate sent with this form holds characters it cannot store.'],
        ['tag characters', '2026 coverage estimate: Florida\u{E0041}.', 'The estimate sent with this form holds characters it cannot store.'],
      ])('refuses an estimate with %s, with a message a visitor can read, and stores nothing', async (_name, estimate, message) => {
        const row = lead()
        const error = await failure(as('anon', WITH_ESTIMATE, [...values(row), estimate]))
        expect(error.code).toBe('23514')
        expect(error.message).toContain(message)
        expect(wordedHint(error)).toBe(error.message)
        expect(await stored(row.id)).toBeUndefined()
      })

      it('keeps an oversize estimate out even when triggers are skipped (check constraint)', async () => {
        const attempt = withoutTriggers(WITH_ESTIMATE, [...values(lead()), `2026 ${'x'.repeat(596)}`])
        expect((await failure(attempt)).message).toContain('violates check constraint "contact_submissions_estimate_valid"')
      })

      // Only the shape the site writes (20261124110000_contact_submissions_estimate_shape).
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
        const reworded = 'Coverage year 2027: Florida, 2 people, $40,000 a year (188% of the poverty line) – tax credit of up to $147 a month.'
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
            'The estimate sent with this form is not one the savings calculator writes. Please send the form again from the savings calculator, or call us.',
          hint: 'estimate.shape',
        })
        expect(await stored(row.id)).toBeUndefined()
      })

      it('keeps padded or free text out even when triggers are skipped (check constraint)', async () => {
        for (const estimate of ['2026 coverage  estimate.', 'Free text.']) {
          const attempt = withoutTriggers(WITH_ESTIMATE, [...values(lead()), estimate])
          expect((await failure(attempt)).message).toContain('violates check constraint "contact_submissions_estimate_shape"')
        }
      })

      it('anon cannot read it back; service_role can', async () => {
        const row = lead()
        await as('anon', WITH_ESTIMATE, [...values(row), ESTIMATE])
        expect(await failure(as('anon', 'select estimate from public.contact_submissions where id = $1', [row.id]))).toMatchObject({ code: '42501' })
        expect(await as('service_role', 'select estimate from public.contact_submissions where id = $1', [row.id])).toEqual([{ estimate: ESTIMATE }])
      })
    })

    describe('the other API roles', () => {
      it('service_role reads every lead (it bypasses row-level security) but cannot write', async () => {
        const row = lead()
        await as('anon', INSERT, values(row))
        const [found] = await as('service_role', 'select email from public.contact_submissions where id = $1', [row.id])
        expect(found).toEqual({ email: row.email })
        expect(await failure(as('service_role', INSERT, values(lead())))).toMatchObject({ code: '42501' })
        expect(await failure(as('service_role', `update public.contact_submissions set email = 'x@example.com'`))).toMatchObject({
          code: '42501',
        })
        expect(await failure(as('service_role', 'delete from public.contact_submissions'))).toMatchObject({ code: '42501' })
      })

      it('no API role may call the trigger functions themselves', async () => {
        for (const role of ['anon', 'authenticated', 'service_role'] as const) {
          expect(await failure(as(role, 'select public.contact_submissions_before_insert()'))).toMatchObject({ code: '42501' })
          expect(await failure(as(role, 'select public.contact_submissions_guard()'))).toMatchObject({ code: '42501' })
          expect(await failure(as(role, 'select public.contact_submissions_one_per_statement()'))).toMatchObject({ code: '42501' })
          expect(await failure(as(role, 'select public.contact_submissions_estimate()'))).toMatchObject({ code: '42501' })
          expect(await failure(as(role, 'select public.contact_submissions_check_text()'))).toMatchObject({ code: '42501' })
          expect(await failure(as(role, 'select public.contact_submissions_estimate_shape()'))).toMatchObject({ code: '42501' })
        }
      })

      it('authenticated can do nothing: the site has no accounts', async () => {
        expect(await failure(as('authenticated', INSERT, values(lead())))).toMatchObject({ code: '42501' })
        expect(await failure(as('authenticated', 'select * from public.contact_submissions'))).toMatchObject({ code: '42501' })
      })
    })
  })
}
