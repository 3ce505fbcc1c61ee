import { describe, expect, it } from 'vitest'
import { en } from '../../content/format'
import { incomeAt } from '../../rules/incomeLines'
import { pageYear } from '../../rules/pageYear'
import { coverageYears } from '../../rules/yearFacts'
import {
  benchmarkAtLine,
  benchmarkMonthlyMax,
  benchmarkShare,
  percentOfLine,
} from '../../content/models/benchmarkAtIncome'
import { benchmarkFloor, lowPrice, lowPricePlans, lowPricePlansForYear } from '../../content/en/pages/savingsClaims'
import {
  medicaidWorkRule,
  repaymentRule,
  whoGetsTheCredit,
  youCanGetTheCredit,
} from '../../content/en/pages/creditRules'
import { applicablePercentage } from '../../rules/savingsEstimate'

/**
 * The savings pages' own arithmetic (content/models/benchmarkAtIncome.ts) is the estimator's, and their claims say
 * what the page year's rules say. The 2027 figures come from ../shared/ACA-RULES.md.
 */
describe('the benchmark Silver plan at an income, as the pages compute it', () => {
  it.each(coverageYears)('gives the estimator’s applicable percentage at every whole percent for %i', (year) => {
    for (let percent = 0; percent <= 450; percent += 1)
      expect(benchmarkShare(year, percent), `${percent}%`).toBe(applicablePercentage(year, percent))
  })

  it('truncates income to a whole percent of the line, as Form 8962 does', () => {
    // 2027, one person: a $15,960 line.
    expect(percentOfLine(2027, 1, 30593)).toBe(191)
    expect(percentOfLine(2027, 1, 23940)).toBe(150)
    expect(percentOfLine(2027, 1, 23939)).toBe(149)
  })

  it('rounds the monthly most to whole dollars, half up', () => {
    // 2027, one person at 150%: $23,940 x 4.30% / 12 = $85.785.
    expect(benchmarkMonthlyMax(23940, 430)).toBe(86)
    // ACA-RULES.md worked example: 2026, one person, $30,000 at 6.17% -> $154.
    expect(benchmarkMonthlyMax(30000, 617)).toBe(154)
  })

  it('at 150% of the 2027 line: $23,940 to $49,500 a year for 1 to 4 people, 4.30%, at most $86 to $177 a month', () => {
    expect(benchmarkAtLine(2027, 150, [1, 2, 3, 4])).toEqual([
      { householdSize: 1, yearlyIncome: 23940, share: 430, monthlyMax: 86 },
      { householdSize: 2, yearlyIncome: 32460, share: 430, monthlyMax: 116 },
      { householdSize: 3, yearlyIncome: 40980, share: 430, monthlyMax: 147 },
      { householdSize: 4, yearlyIncome: 49500, share: 430, monthlyMax: 177 },
    ])
  })

  it('reads the share from the income, not the line: an income rounded down under a line stays in the band below', () => {
    // 133% of $15,960 is $21,226.80: $21,226 is 132% and pays the lowest share, 2.15%.
    const [row] = benchmarkAtLine(2027, 133, [1])
    expect(row.yearlyIncome).toBe(incomeAt(2027, 1, 133))
    expect(row.share).toBe(215)
  })
})

describe('the price and rule claims of the savings pages, for the page year', () => {
  it('names $0 after credits as the only price, never 2025’s $0-to-$10 band, with what it depends on and which plans', () => {
    expect(lowPrice).toBe('$0')
    expect(lowPricePlans).toBe(
      'Depending on your income, age and ZIP code, some plans, often Bronze, can cost $0 a month after tax credits.',
    )
    expect(lowPricePlansForYear).toBe(
      `For ${pageYear} coverage, what you pay depends on your income, age and ZIP code: some plans, often Bronze, can cost $0 a month after tax credits.`,
    )
  })

  it('says nobody gets the benchmark Silver plan for $0 in 2027: the lowest share is 2.15%', () => {
    expect(pageYear).toBe(2027)
    expect(en.percent(215)).toBe('2.15%')
    expect(benchmarkFloor).toBe(
      'For 2027 coverage nobody gets the benchmark Silver plan for $0: everyone with a tax credit pays at least 2.15% of income for it.',
    )
  })

  it('names who may get the credit for 2027: not "lawfully present" any more', () => {
    expect(whoGetsTheCredit).toBe(
      'For 2027 coverage, only U.S. citizens, green card holders, Cuban and Haitian entrants and COFA migrants can get the tax credit.',
    )
    expect(youCanGetTheCredit).toMatch(
      /^you are a U\.S\. citizen, a green card holder, a Cuban or Haitian entrant or a COFA migrant/,
    )
    expect(youCanGetTheCredit).not.toMatch(/citizen or lawfully present/)
  })

  it('caveats Medicaid with the 2027 work requirement and says extra credit is paid back in full', () => {
    expect(medicaidWorkRule).toContain('80 hours a month of work, school or community service')
    expect(medicaidWorkRule).toContain(
      'Anyone denied or dropped from Medicaid for not meeting it cannot get a tax credit either.',
    )
    expect(repaymentRule).toContain('you pay back all of the extra tax credit')
    expect(repaymentRule).toContain('no cap from tax year 2026')
  })
})
