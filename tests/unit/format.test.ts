import { describe, expect, it } from 'vitest'
import { formatter } from '../../content/format'

const en = formatter('en')
const es = formatter('es')

describe('money, percentages and numbers', () => {
  it('writes dollars as the pages do: whole without cents, cents with two digits', () => {
    expect([en.money(60240), en.money(0), en.money(1234.5), en.money(1234.567)]).toEqual([
      '$60,240',
      '$0',
      '$1,234.50',
      '$1,234.57',
    ])
    expect([es.money(60240), es.money(1234.5)]).toEqual(['$60,240', '$1,234.50'])
  })
  it('writes hundredths of a percent with two decimals, whole percents without', () => {
    expect([en.percent(617), en.percent(215), en.percent(1022), en.percent(0)]).toEqual([
      '6.17%',
      '2.15%',
      '10.22%',
      '0.00%',
    ])
    expect([en.wholePercent(400), en.wholePercent(138), es.wholePercent(250)]).toEqual(['400%', '138%', '250%'])
    expect(es.percent(617)).toBe('6.17%')
  })
  it('groups thousands', () => {
    expect([en.number(2847), es.number(73000)]).toEqual(['2,847', '73,000'])
  })
})

describe('lists', () => {
  it('joins with the language’s conjunction, Spanish "e" before an i sound', () => {
    expect(en.list(['Florida', 'Texas', 'Ohio'])).toBe('Florida, Texas, and Ohio')
    expect(es.list(['Florida', 'Texas', 'Ohio'])).toBe('Florida, Texas y Ohio')
    expect(es.list(['Florida', 'Texas', 'Indiana'])).toBe('Florida, Texas e Indiana')
    expect(es.list(['llamar', 'enviar un mensaje'], 'or')).toBe('llamar o enviar un mensaje')
  })
})
