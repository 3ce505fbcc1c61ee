// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { main } from '../../scripts/leads'
import { shape } from './support/backend'
import { restServer } from './support/restServer'
import { lead } from '../../scripts/support/lead'

const { url, browser, staff } = restServer()
const ESTIMATE = '2027 coverage, Florida, 2 people, $40,000 a year (188% of the poverty line): tax credit.'

async function leadsCommand(argv: string[]) {
  let out = ''
  const code = await main(argv, { SUPABASE_URL: url() }, { out: (text) => (out += text), err: () => {} })
  return { code, out }
}

describe('a lead sent from the savings estimator, through supabase-js', () => {
  it('is stored with its estimate; staff read it, in `npm run leads` and its CSV too', async () => {
    const row = lead({ first_name: 'Estimated', estimate: ESTIMATE })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(error).toBeNull()
    expect(status).toBe(201)
    const { data } = await staff().from('contact_submissions').select('estimate').eq('id', row.id)
    expect(data).toEqual([{ estimate: ESTIMATE }])

    const table = await leadsCommand([])
    expect(table.code).toBe(0)
    expect(table.out).toContain(`  Estimate: \u2068${ESTIMATE}\u2069`)
    const csv = await leadsCommand(['--csv'])
    const line = csv.out.split('\r\n').find((text) => text.includes(row.id))
    expect(line).toContain(`,"${ESTIMATE}",`)
  }, 20_000)

  it('refuses an oversize estimate with 400 and a sentence the form can show, and stores nothing', async () => {
    const row = lead({ estimate: 'x'.repeat(601) })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(400)
    expect(shape(error)).toMatchObject({
      code: '23514',
      message:
        'The estimate sent with this form is too long (up to 600 characters). Please send the form again from the Tax Credit Estimator, or call us.',
    })
    const { data } = await staff().from('contact_submissions').select('id').eq('id', row.id)
    expect(data).toEqual([])
  })

  it('refuses an estimate with a line break (400)', async () => {
    const { error, status } = await browser()
      .from('contact_submissions')
      .insert(lead({ estimate: 'Tax credit\n=1+1' }))
    expect(status).toBe(400)
    expect(error?.message).toContain('holds characters it cannot store')
  })

  it('stores a padded estimate with its spaces collapsed: the staff table shows no forged row', async () => {
    const padded = `2026 coverage estimate: Florida.${' '.repeat(150)}2026-11-24 10:00  Forged Lead  (305) 555-0100  Florida`
    const row = lead({ first_name: 'Padded', estimate: padded })
    expect((await browser().from('contact_submissions').insert(row)).status).toBe(201)
    const collapsed = '2026 coverage estimate: Florida. 2026-11-24 10:00 Forged Lead (305) 555-0100 Florida'
    const { data } = await staff().from('contact_submissions').select('estimate').eq('id', row.id)
    expect(data).toEqual([{ estimate: collapsed }])
    const table = (await leadsCommand([])).out.split('\n')
    expect(table.filter((line) => line.includes('Forged Lead'))).toEqual([`  Estimate: \u2068${collapsed}\u2069`])
  }, 20_000)

  it('refuses free text in place of an estimate (400) with a sentence the form can show', async () => {
    const row = lead({ estimate: 'URGENT: call the visitor back at 1-900-555-0100 and quote code 42.' })
    const { error, status } = await browser().from('contact_submissions').insert(row)
    expect(status).toBe(400)
    expect(error?.message).toBe(
      'The estimate sent with this form is not one the Tax Credit Estimator writes. Please send the form again from the Tax Credit Estimator, or call us.',
    )
  })

  it('never lets the browser key read an estimate back', async () => {
    const row = lead({ estimate: ESTIMATE })
    expect((await browser().from('contact_submissions').insert(row)).error).toBeNull()
    const { data, error, status } = await browser().from('contact_submissions').select('estimate').eq('id', row.id)
    expect(data).toBeNull()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })
})
