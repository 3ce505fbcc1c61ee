import { describe, expect, it } from 'vitest'
import { coverageYears } from '../../content/acaRules/coverageYears'
import { creditLimits } from '../../content/acaRules/creditLimits'
import { selfEmployedPremiums, singleCreditLimits } from '../../content/pages/selfEmployed'
import { estimatorYears, laterCoverageYears, yearRulesNote } from '../../content/pages/yearRules'

describe('the 2025 figures say which year they describe', () => {
  it('points from 2025 to the estimator for 2026 and 2027', () => {
    expect(estimatorYears).toEqual(coverageYears)
    expect(laterCoverageYears(2025)).toEqual([2026, 2027])
    expect(yearRulesNote.text(2025)).toBe('These figures describe 2025 coverage.')
    expect(yearRulesNote.link(2025)).toBe('Estimate 2026 or 2027 coverage with our savings calculator')
    expect(yearRulesNote.link(2027)).toBe('Estimate your own household with our savings calculator')
  })

  it('knows no credit limit for 2025 and 400% of the poverty line from 2026, in dollars for one person', () => {
    // 2026 uses the 2025 guidelines ($15,650), 2027 the 2026 ones ($15,960).
    expect(singleCreditLimits()).toEqual([
      { year: 2026, percent: 400, amount: '$62,600' },
      { year: 2027, percent: 400, amount: '$63,840' },
    ])
  })

  it('states the limits for exactly the years the estimator knows', () => {
    expect(Object.keys(creditLimits).map(Number)).toEqual([...coverageYears])
  })

  it('self-employed: above the page year’s 400% line no credit from 2026, while 2025 had none of that limit', () => {
    const row = selfEmployedPremiums.examples.rows.find((cells) => cells[0].startsWith('Over $'))
    expect(row?.[0]).toBe(`Over ${singleCreditLimits().find((limit) => limit.year === selfEmployedPremiums.rulesYear)?.amount}`)
    expect(row?.[2]).toContain('In 2025 a tax credit still applied here when the benchmark Silver plan cost more than 8.5% of income.')
    expect(row?.[2]).toContain('From 2026 there is no tax credit above 400% of the poverty line ($62,600 for 2026, $63,840 for 2027)')
  })
})
