import { describe, expect, it } from 'vitest'
import { ageRanges, householdSizes, incomeBands, insuranceOptions, retiredAnswers } from '../../../rules/chatAnswers'
import { sqlStore } from '../../../server/delivery/sqlStore'
import { chatLead, lead, olderChatLead, uniquePhone } from '../../../scripts/support/lead'
import { chatLeadOutcome } from '../../../supabase/functions/_shared/leadDelivery/chatLeadOutcome.generated.js'
import { insertOf, migratedLeadTable, type OpenDatabase } from '../support/leadTable'
import { failure, type Row, wordedHint } from '../support/roles'

const CHAT_COLUMNS = [
  'zip_code',
  'medicaid_denied',
  'age_range',
  'income_range',
  'current_insurance',
  'household_size',
  'income_band',
  'coverage_year',
] as const
const READ_BACK = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'state',
  'page',
  'source',
  'language',
  ...CHAT_COLUMNS,
].join(', ')

/** Without these keys: what a row that leaves them out sends. */
function without(row: Row, ...names: string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !names.includes(name)))
}

/** Leads from the qualification chat, and every other form's rules kept, on any Database. */
export default function describeChatLeads(storage: string, open: OpenDatabase) {
  describe(`leads from the chat, on ${storage}`, () => {
    const chat = chatLeadTable(open)
    describeChatLeadRules(chat)
    describeOlderChatLeads(chat)
    describeOtherLeadRules(chat)
  })
}

type ChatLeadTable = ReturnType<typeof chatLeadTable>

/** A migrated database, and the inserts and the read-back the chat's tests use. */
function chatLeadTable(open: OpenDatabase) {
  const table = migratedLeadTable(open)
  const { as, withoutTriggers } = table
  return {
    ...table,
    insertAsAnon: (row: Row) => as('anon', ...insertOf(row)),
    // Without the honeypot, which the owner's trigger-less insert would store as '' (its own constraint refuses that).
    insertWithoutTriggers: (row: Row) => withoutTriggers(...insertOf(without(row, 'website'))),
    stored: async (id: unknown) =>
      (await as('service_role', `select ${READ_BACK} from public.contact_submissions where id = $1`, [id]))[0],
  }
}

function describeChatLeadRules(chat: ChatLeadTable) {
  const { as, asOwner, insertAsAnon, stored } = chat

  describe('a chat lead', () => {
    it('is stored without a last name or email address, with its ZIP code and answers; the service role reads them', async () => {
      const row = chatLead()
      await insertAsAnon(row)
      expect(await stored(row.id)).toEqual({
        first_name: 'Ana',
        last_name: null,
        email: null,
        phone: row.phone,
        state: 'Florida',
        page: '/',
        source: 'chat',
        language: 'en',
        zip_code: '33101',
        medicaid_denied: false,
        age_range: 'age36to45',
        income_range: null,
        current_insurance: 'none',
        household_size: 1,
        income_band: 'withCostSharing',
        coverage_year: row.coverage_year,
      })
    })

    it('is stored without a household, income or coverage year where the chat did not need them (Medicare age)', async () => {
      const row = chatLead({ age_range: 'age65plus', household_size: null, income_band: null, coverage_year: null })
      await insertAsAnon(row)
      expect(await stored(row.id)).toMatchObject({ household_size: null, income_band: null, coverage_year: null })
    })

    it(`takes every household size the chat does, 1 to ${householdSizes.typedTo}`, async () => {
      for (const size of [1, householdSizes.typedFrom, householdSizes.typedTo]) {
        const row = chatLead({ household_size: size })
        await insertAsAnon(row)
        expect(await stored(row.id), `household of ${size}`).toMatchObject({ household_size: size })
      }
    })

    it('is stored without a state when its ZIP code names none, from a Spanish page, denied Medicaid and so without insurance', async () => {
      const row = chatLead({
        state: null,
        page: '/es',
        language: 'es',
        consent_version: 'es-chat-2026-11-29',
        sms_consent_version: 'es-sms-2026-11-29',
        zip_code: '00901',
        medicaid_denied: true,
        current_insurance: null,
        // No state, so no income lines to offer: the chat asks neither the household nor the income.
        household_size: null,
        income_band: null,
      })
      await insertAsAnon(row)
      expect(await stored(row.id)).toMatchObject({
        state: null,
        page: '/es',
        language: 'es',
        zip_code: '00901',
        medicaid_denied: true,
        current_insurance: null,
      })
    })

    it('stores a blank last name, email address and state as null, and a padded ZIP code and source trimmed', async () => {
      const row = chatLead({ last_name: '  ', email: '', state: ' \u00a0', zip_code: ' 33101\t', source: ' chat ' })
      await insertAsAnon(row)
      expect(await stored(row.id)).toMatchObject({
        last_name: null,
        email: null,
        state: null,
        zip_code: '33101',
        source: 'chat',
      })
    })

    it('stores every answer code the chat has', async () => {
      // The chat's own lists, so a code added to the chat and not to contact_submissions_chat_answers fails here.
      const answerCodes = { age_range: ageRanges, current_insurance: insuranceOptions, income_band: incomeBands }
      for (const [column, codes] of Object.entries(answerCodes)) {
        for (const code of codes) {
          const row = chatLead({ [column]: code })
          await insertAsAnon(row)
          expect(await stored(row.id), `${column} ${code}`).toMatchObject({ [column]: code })
        }
      }
      // Seventeen leads, each inserted and read back: more than the default 5 s on a busy machine.
    }, 30_000)

    it('checks a last name, email address or state it does send as a form does', async () => {
      for (const [overrides, message, hint] of [
        [{ email: 'ana.example.com' }, 'Please enter a valid email address.', 'email.invalid'],
        [{ last_name: 'Diaz\u001b[2J' }, 'Please enter a valid last name (up to 100 characters).', 'last_name.invalid'],
        [{ state: '33101' }, 'Please enter a valid state.', 'state.invalid'],
        [{ last_name: '\u3164' }, 'Please enter a valid last name (up to 100 characters).', 'last_name.invalid'],
      ] as const) {
        const row = chatLead(overrides)
        expect(await failure(insertAsAnon(row))).toMatchObject({ code: '23514', message, hint })
        expect(await stored(row.id)).toBeUndefined()
      }
    })

    const WRONG_ANSWERS =
      'The chat did not send its answers as it should. Please reload the page and try again, or call us.'
    const refusals: [string, Row, string, string][] = [
      ['without a ZIP code', { zip_code: undefined }, 'Please enter your ZIP code.', 'zip_code.missing'],
      ['with a blank ZIP code', { zip_code: '   ' }, 'Please enter your ZIP code.', 'zip_code.missing'],
      ['with a 4-digit ZIP code', { zip_code: '3310' }, 'Please enter a valid 5-digit ZIP code.', 'zip_code.invalid'],
      ['with a ZIP+4 code', { zip_code: '33101-1234' }, 'Please enter a valid 5-digit ZIP code.', 'zip_code.invalid'],
      [
        'with letters in its ZIP code',
        { zip_code: '3310a' },
        'Please enter a valid 5-digit ZIP code.',
        'zip_code.invalid',
      ],
      [
        'with Arabic-Indic digits as its ZIP code',
        { zip_code: '\u0663\u0663\u0661\u0660\u0661' },
        'Please enter a valid 5-digit ZIP code.',
        'zip_code.invalid',
      ],
      ['with an unknown age range', { age_range: 'age99plus' }, WRONG_ANSWERS, 'chat_answers.invalid'],
      ['with an age range in words', { age_range: '36-45' }, WRONG_ANSWERS, 'chat_answers.invalid'],
      ['with an unknown income band', { income_band: 'lots' }, WRONG_ANSWERS, 'chat_answers.invalid'],
      ['with an unknown insurance answer', { current_insurance: 'medicaidToo' }, WRONG_ANSWERS, 'chat_answers.invalid'],
      ['with a blank insurance answer', { current_insurance: '' }, WRONG_ANSWERS, 'chat_answers.invalid'],
      // A page loaded before the chat asked the household size still sends the retired codes: it is asked to reload.
      ...retiredAnswers.incomeRanges.map((code): [string, Row, string, string] => [
        `with the retired income range ${code}`,
        { income_range: code, household_size: null, income_band: null, coverage_year: null },
        WRONG_ANSWERS,
        'chat_answers.invalid',
      ]),
      ...retiredAnswers.insuranceOptions.map((code): [string, Row, string, string] => [
        `with the retired insurance answer ${code}`,
        { current_insurance: code },
        WRONG_ANSWERS,
        'chat_answers.invalid',
      ]),
      ['with a household of 0', { household_size: 0 }, WRONG_ANSWERS, 'chat_answers.invalid'],
      [
        `with a household of ${householdSizes.typedTo + 1}`,
        { household_size: householdSizes.typedTo + 1 },
        WRONG_ANSWERS,
        'chat_answers.invalid',
      ],
      ['with an income band but no household', { household_size: null }, WRONG_ANSWERS, 'chat_answers.invalid'],
      ['with an income band but no coverage year', { coverage_year: null }, WRONG_ANSWERS, 'chat_answers.invalid'],
      [
        'with a coverage year two years off',
        { coverage_year: new Date().getUTCFullYear() + 2 },
        WRONG_ANSWERS,
        'chat_answers.invalid',
      ],
    ]

    it.each(refusals)(
      'is refused %s, with a sentence a visitor can read and its code, and nothing is stored',
      async (_name, overrides, message, hint) => {
        const row = chatLead(overrides)
        const error = await failure(insertAsAnon(row))
        expect(error).toMatchObject({ code: '23514', message, hint })
        expect(wordedHint(error)).toBe(message)
        expect(await stored(row.id)).toBeUndefined()
      },
    )

    it('still needs a first name, a phone number and consent', async () => {
      for (const [overrides, hint] of [
        [{ first_name: ' ' }, 'first_name.missing'],
        [{ phone: undefined }, 'phone.missing'],
        [{ phone: '555-0142' }, 'phone.invalid'],
        // Numbers the North American Numbering Plan never assigns: nobody answers them.
        [{ phone: '0000000000' }, 'phone.invalid'],
        [{ phone: '(123) 456-7890' }, 'phone.invalid'],
        [{ phone: '+1 305 155 0142' }, 'phone.invalid'],
        [{ agreed_to_contact: false }, 'consent.missing'],
        [{ consent_version: undefined }, 'consent_version.invalid'],
      ] as const) {
        const row = chatLead(overrides)
        expect(await failure(insertAsAnon(row))).toMatchObject({ code: '23514', hint })
        expect(await stored(row.id)).toBeUndefined()
      }
    })

    it('is delivered 3 times an hour from one phone number; the 4th is answered like a stored lead and kept as a repeat', async () => {
      const phone = uniquePhone()
      const digits = phone.replace(/\D/g, '')
      // Another spelling of the same number is the same number.
      for (const spelled of [phone, `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`, digits])
        await insertAsAnon(chatLead({ phone: spelled }))
      const fourth = chatLead({ phone })
      await insertAsAnon(fourth)
      const [{ n, repeats }] = await asOwner(
        `select count(*)::int as n, count(repeat_of)::int as repeats from public.contact_submissions
          where right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = $1`,
        [digits],
      )
      expect({ n, repeats }).toEqual({ n: 4, repeats: 1 })
      expect(
        (await asOwner('select repeat_of from public.contact_submissions where id = $1', [fourth.id]))[0].repeat_of,
      ).not.toBeNull()
    })

    it('anon cannot read its ZIP code or answers back', async () => {
      for (const column of CHAT_COLUMNS) {
        await expect(as('anon', `select ${column} from public.contact_submissions limit 1`)).rejects.toThrow(
          /permission denied/,
        )
      }
    })
  })
}

/** Leads the chat stored before it asked the household size: refused as new rows, still valid as stored ones. */
function describeOlderChatLeads(chat: ChatLeadTable) {
  const { asOwner, insertWithoutTriggers, stored, db } = chat

  describe('a chat lead stored before the chat asked the household size', () => {
    it('stays a valid row: the constraints take its retired codes on an update that changes nothing', async () => {
      const row = olderChatLead()
      await insertWithoutTriggers(row)
      // Every check constraint is judged again on an update: one that refused the retired codes would refuse this.
      // (No column of a stored lead may change: the update sets each to itself.)
      await asOwner(`update public.contact_submissions set state = state, first_name = first_name where id = $1`, [
        row.id,
      ])
      expect(await stored(row.id)).toMatchObject({
        first_name: row.first_name,
        income_range: 'under30k',
        current_insurance: 'medicaidOrMedicare',
        household_size: null,
      })
    })

    it('is delivered and settled like any lead, and its staff line says its answers predate the outcome', async () => {
      const row = olderChatLead()
      await insertWithoutTriggers(row)
      // The outbox trigger did not run either: its row, as the trigger of its day wrote it.
      await asOwner('delete from public.lead_notifications')
      await asOwner(`insert into public.lead_notifications (lead_id, target) values ($1, 'log')`, [row.id])
      const store = sqlStore(db())
      const [claimed] = await store.claim(1, 60)
      expect(claimed.lead?.id).toBe(row.id)
      expect(claimed.lead && chatLeadOutcome(claimed.lead)).toEqual({
        code: 'answersPredateOutcome',
        depends_on: null,
        line: 'No outcome: the answers predate it (stored before the chat asked the household size); read the answers.',
      })
      expect(await store.settle(claimed.id, 'delivered')).toBe('delivered')
    })
  })
}

function describeOtherLeadRules(chat: ChatLeadTable) {
  const { as, insertAsAnon, insertWithoutTriggers, stored } = chat

  describe('every other lead keeps its rules', () => {
    it.each([
      ['sep', 'last_name', 'Please enter your last name.'],
      ['sep', 'email', 'Please enter your email address.'],
      ['sep', 'state', 'Please enter your state.'],
      [null, 'last_name', 'Please enter your last name.'],
      [null, 'email', 'Please enter your email address.'],
      [null, 'state', 'Please enter your state.'],
      ['estimator', 'email', 'Please enter your email address.'],
    ])('a lead from source %s without %s is refused as before', async (source, column, message) => {
      const row = without(lead({ source }), column)
      const error = await failure(insertAsAnon(row))
      expect(error).toMatchObject({ code: '23514', message, hint: `${column}.missing` })
      expect(await stored(row.id)).toBeUndefined()
    })

    it.each([
      ['sep', 'last_name'],
      ['sep', 'email'],
      ['sep', 'state'],
      [null, 'last_name'],
      [null, 'email'],
      [null, 'state'],
    ])(
      'a lead from source %s without %s is kept out when triggers are skipped (check constraint)',
      async (source, column) => {
        const error = await failure(insertWithoutTriggers(without(lead({ source }), column)))
        expect(error.code).toBe('23514')
        expect(error.message).toContain('violates check constraint "contact_submissions_contact_fields"')
      },
    )

    it('a form lead that sends chat answers is stored with every one null (they are the chat\u2019s alone)', async () => {
      const row = lead({
        source: 'sep',
        zip_code: '33101',
        medicaid_denied: true,
        age_range: 'age65plus',
        income_range: 'over100k',
        current_insurance: 'other',
        household_size: 2,
        income_band: 'toLimit',
        coverage_year: 2027,
      })
      await insertAsAnon(row)
      expect(await stored(row.id)).toMatchObject({
        source: 'sep',
        last_name: 'Diaz',
        zip_code: null,
        medicaid_denied: null,
        age_range: null,
        income_range: null,
        current_insurance: null,
        household_size: null,
        income_band: null,
        coverage_year: null,
      })
      const anonymous = lead({ source: null, zip_code: 'not a zip', age_range: 'nonsense' })
      await insertAsAnon(anonymous)
      expect(await stored(anonymous.id)).toMatchObject({ source: null, zip_code: null, age_range: null })
    })
  })

  describe('check constraints, the backstop behind the triggers', () => {
    it.each([
      ['contact_submissions_contact_fields', chatLead({ zip_code: null })],
      ['contact_submissions_zip_code_format', chatLead({ zip_code: '3310' })],
      ['contact_submissions_chat_answers', chatLead({ age_range: 'age99plus' })],
      ['contact_submissions_chat_answers', chatLead({ current_insurance: 'medicaidToo' })],
      ['contact_submissions_chat_answers', chatLead({ income_band: 'lots' })],
      ['contact_submissions_chat_answers', olderChatLead({ income_range: 'lots' })],
      ['contact_submissions_household_size_range', chatLead({ household_size: householdSizes.typedTo + 1 })],
      ['contact_submissions_coverage_year_range', chatLead({ coverage_year: 2013 })],
      ['contact_submissions_income_band_basis', chatLead({ household_size: null })],
      ['contact_submissions_income_band_basis', chatLead({ coverage_year: null })],
      ['contact_submissions_one_income_answer', olderChatLead({ household_size: 1 })],
      ['contact_submissions_chat_only', lead({ source: 'sep', zip_code: '33101' })],
      ['contact_submissions_chat_only', lead({ source: null, medicaid_denied: false })],
      ['contact_submissions_chat_only', lead({ source: 'estimator', household_size: 1 })],
    ])('%s keeps out a row the triggers did not see', async (constraint, row) => {
      const error = await failure(insertWithoutTriggers(row))
      expect(error.code).toBe('23514')
      expect(error.message).toContain(`violates check constraint "${constraint}"`)
    })

    it('a chat lead without a last name, email address or state passes them', async () => {
      const row = chatLead({ state: null })
      await insertWithoutTriggers(row)
      expect(await stored(row.id)).toMatchObject({ last_name: null, email: null, state: null, zip_code: '33101' })
    })
  })

  it("no API role may call the insert pipeline's chat answers step itself", async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      expect(await failure(as(role, 'select private.lead_chat_answers(null)'))).toMatchObject({ code: '42501' })
    }
  })
}
