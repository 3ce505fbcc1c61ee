import { describe, expect, it } from 'vitest'
import { checkClaims } from '../support/claims'
import { coverageYears } from '../../rules/yearFacts'
import { bandsTopPercent } from '../../rules/creditLimits'
import { incomeGuideTopPercent } from '../../rules/incomeLines'
import { outOfPocketLimits } from '../../content/en/pages/outOfPocketLimits'
import { outOfPocketLimits as outOfPocketLimitsEs } from '../../content/es/pages/outOfPocketLimits'
import { selfEmployedPremiums } from '../../content/en/pages/selfEmployed'
import { singleCreditLimits } from '../../content/models/selfEmployed'
import { laterCoverageYears } from '../../rules/coverageYears'
import { years } from '../../rules/years'
import { yearRulesNote } from '../../content/en/pages/yearRules'

describe('the 2025 figures say which year they describe', () => {
  it('points from 2025 to the estimator for 2026 and 2027', () => {
    // The index's key for each year file is the year the file describes.
    expect(Object.keys(years).map(Number)).toEqual([...coverageYears])
    expect(laterCoverageYears(2025)).toEqual([2026, 2027])
    expect(yearRulesNote.text[2025]).toBe('These figures describe 2025 coverage.')
    expect(yearRulesNote.link[2025]).toBe('Estimate 2026 or 2027 coverage with our tax credit estimator')
    expect(yearRulesNote.link[2027]).toBe('Estimate your own household with our tax credit estimator')
  })

  it('knows no credit limit for 2025 and 400% of the poverty line from 2026, in dollars for one person', () => {
    // 2026 uses the 2025 guidelines ($15,650), 2027 the 2026 ones ($15,960).
    expect(singleCreditLimits).toEqual([
      { year: 2026, percent: 400, amount: '$62,600' },
      { year: 2027, percent: 400, amount: '$63,840' },
    ])
  })

  it('self-employed: above the page year’s 400% line no credit from 2026, while 2025 had none of that limit', () => {
    const row = selfEmployedPremiums.examples.rows.find((cells) => cells[0].startsWith('Over $'))
    expect(row?.[0]).toBe(
      `Over ${singleCreditLimits.find((limit) => limit.year === selfEmployedPremiums.rulesYear)?.amount}`,
    )
    expect(row?.[2]).toContain(
      'In 2025 a tax credit still applied here when the benchmark Silver plan cost more than 8.5% of income.',
    )
    expect(row?.[2]).toContain(
      'From 2026 there is no tax credit above 400% of the poverty line ($62,600 for 2026, $63,840 for 2027)',
    )
  })
})

describe('income guides end where the percentage bands end', () => {
  it('tops every year’s guide at the credit’s upper limit, or at the last band in a year without one', () => {
    for (const year of coverageYears) {
      const { bands } = years[year].applicablePercentages
      expect(bands[bands.length - 1].to).toBe(bandsTopPercent)
      expect(incomeGuideTopPercent(year)).toBe(years[year].upperLimitPercent ?? bandsTopPercent)
    }
    expect(incomeGuideTopPercent(2025)).toBe(400)
  })
})

describe('the out-of-pocket maximum on /essential-coverage', () => {
  it('states the page year’s limit, says a secondary figure is one and offers an agent, then the special enrollment year’s', () => {
    expect(outOfPocketLimits(years[2027], years[2026])).toBe(
      'What you pay each year for covered in-network care has a cap; past it, your plan pays in full. ' +
        'For 2027 plans the out-of-pocket maximum is $12,000 for one person or $24,000 for a family, as benefits firms report HHS’s figure (we have not read HHS’s own notice): an agent can confirm it. ' +
        'For 2026 plans, bought through special enrollment, the out-of-pocket maximum is $10,600 or $21,200.',
    )
    expect(outOfPocketLimitsEs(years[2027], years[2026])).toContain(
      '$12,000 para una persona o $24,000 para una familia, según la cifra del HHS que publican empresas de beneficios (no hemos leído el aviso del propio HHS): un agente puede confirmársela.',
    )
  })

  it('states a confirmed figure plainly, and one year when special enrollment sells the page year', () => {
    expect(outOfPocketLimits(years[2026], null)).toBe(
      'What you pay each year for covered in-network care has a cap; past it, your plan pays in full. For 2026 plans the out-of-pocket maximum is $10,600 for one person or $21,200 for a family.',
    )
    expect(outOfPocketLimitsEs(years[2026], null)).not.toContain('no hemos leído')
  })

  it('passes the claims reader, which would flag the 2027 figure without its caveat', () => {
    const text = outOfPocketLimits(years[2027], years[2026])
    expect(checkClaims(text)).toEqual([])
    expect(checkClaims(text.replace(' (we have not read HHS’s own notice)', ''))).not.toEqual([])
  })
})
