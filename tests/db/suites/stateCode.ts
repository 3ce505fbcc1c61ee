import { describe, expect, it } from 'vitest'
import { stateMedicaid } from '../../../rules/medicaid'
import type { StateCode } from '../../../rules/stateCodes'
import { stateNames as spanishNames } from '../../../content/es/browser/stateNames'
import { stateNames } from '../../../content/en/browser/stateNames'
import { chatLead, lead } from '../../../scripts/support/lead'
import { insertOf, migratedLeadTable, type OpenDatabase } from '../support/leadTable'
import { failure, type Row } from '../support/roles'

/** The postal code of the state a visitor typed, on any Database. */
export default function describeStateCode(storage: string, open: OpenDatabase) {
  describe(`the state code of a lead, on ${storage}`, () => {
    const { as, asOwner, withoutTriggers } = migratedLeadTable(open)

    const insertAsAnon = (row: Row) => as('anon', ...insertOf(row))
    const stored = async (id: unknown) =>
      (await as('service_role', 'select state, state_code from public.contact_submissions where id = $1', [id]))[0]

    it.each([
      ['FL', 'FL'],
      ['fl', 'FL'],
      [' florida ', 'FL'],
      ['FLORIDA', 'FL'],
      ['New York', 'NY'],
      ['nueva york', 'NY'],
      ['Nuevo México', 'NM'],
      ['NUEVO MÉXICO', 'NM'],
      ['nuevo mexico', 'NM'],
      ['Carolina del Norte', 'NC'],
      ['Carolina del Sur', 'SC'],
      ['Dakota del Norte', 'ND'],
      ['Texas', 'TX'],
      ['DC', 'DC'],
      ['District of Columbia', 'DC'],
      ['Distrito de Columbia', 'DC'],
      ['Washington D.C.', 'DC'],
      ['Washington', 'WA'],
      ['Hawái', 'HI'],
      ["Hawai'i", 'HI'],
      ['Pensilvania', 'PA'],
      ['Misuri', 'MO'],
      ['Misisipí', 'MS'],
      ['Luisiana', 'LA'],
      ['Tenesí', 'TN'],
      ['Oregón', 'OR'],
      ['Virginia Occidental', 'WV'],
      ['West-Virginia', 'WV'],
    ])(
      'a lead whose visitor typed %j is stored with state_code %s, and the state as typed (trimmed)',
      async (typed, code) => {
        const row = lead({ state: typed })
        await insertAsAnon(row)
        expect(await stored(row.id)).toEqual({ state: typed.trim(), state_code: code })
      },
    )

    it('knows every state and DC of the site by its code, its English name and the Spanish name the Spanish pages show', async () => {
      const spellingsOf = (code: StateCode) => [
        code,
        code.toLowerCase(),
        stateNames[code],
        stateNames[code].toUpperCase(),
        spanishNames[code],
        spanishNames[code].toUpperCase(),
      ]
      const spellings = stateMedicaid.flatMap(({ code }) => spellingsOf(code))
      const rows = await as(
        'anon',
        'select spelling, private.state_code(spelling) as code from unnest($1::text[]) as spelling',
        [spellings],
      )
      expect(rows).toEqual(
        stateMedicaid.flatMap(({ code }) => spellingsOf(code).map((spelling) => ({ spelling, code }))),
      )
      const [{ codes }] = await asOwner('select count(distinct code)::int as codes from private.state_names')
      expect(codes).toBe(stateMedicaid.length)
    })

    it.each(['Narnia', 'Puerto Rico', 'PR', 'Floridaa', 'New'])(
      'a lead whose state names no state (%j) is stored, with state_code null',
      async (typed) => {
        const row = lead({ state: typed })
        await insertAsAnon(row)
        expect(await stored(row.id)).toEqual({ state: typed, state_code: null })
      },
    )

    it('a chat lead gets the code of the state its ZIP code named, and none without one', async () => {
      const texas = chatLead({ state: 'Texas', zip_code: '75201' })
      const none = chatLead({ state: null, zip_code: '00901' })
      await insertAsAnon(texas)
      await insertAsAnon(none)
      expect(await stored(texas.id)).toEqual({ state: 'Texas', state_code: 'TX' })
      expect(await stored(none.id)).toEqual({ state: null, state_code: null })
    })

    it('anon may not send a state_code (refused, nothing stored) nor read one back', async () => {
      const row = lead({ state: 'Texas', state_code: 'CA' })
      expect(await failure(insertAsAnon(row))).toMatchObject({ code: '42501' })
      expect(await stored(row.id)).toBeUndefined()
      await expect(as('anon', 'select state_code from public.contact_submissions limit 1')).rejects.toThrow(
        /permission denied/,
      )
    })

    it('overwrites the state_code a writer with the right to send one sent', async () => {
      const texas = lead({ state: 'Texas', state_code: 'CA' })
      const narnia = lead({ state: 'Narnia', state_code: 'NY' })
      await asOwner(...insertOf(texas))
      await asOwner(...insertOf(narnia))
      expect(await stored(texas.id)).toEqual({ state: 'Texas', state_code: 'TX' })
      expect(await stored(narnia.id)).toEqual({ state: 'Narnia', state_code: null })
    })

    it('still refuses a state that is no name, accents or not', async () => {
      for (const typed of ['33101', '<b>FL</b>', 'F', 'México1']) {
        const row = lead({ state: typed })
        expect(await failure(insertAsAnon(row))).toMatchObject({
          code: '23514',
          message: 'Please enter a valid state.',
          hint: 'state.invalid',
        })
      }
    })

    it('keeps a malformed state_code or an accented state out when triggers are skipped only where the check constraints say', async () => {
      const error = await failure(
        withoutTriggers(...insertOf({ ...lead({ state_code: 'Texas' }), website: undefined })),
      )
      expect(error.message).toContain('violates check constraint "contact_submissions_state_code_format"')
      const accented = { ...lead({ state: 'Nuevo México', state_code: 'NM' }), website: undefined }
      await withoutTriggers(...insertOf(accented))
      expect(await stored(accented.id)).toEqual({ state: 'Nuevo México', state_code: 'NM' })
    })

    it('no API role may call the insert pipeline that sets the state code', async () => {
      for (const role of ['anon', 'authenticated', 'service_role'] as const) {
        expect(await failure(as(role, 'select public.contact_submissions_before_insert()'))).toMatchObject({
          code: '42501',
        })
      }
    })
  })
}
