import { describe, expect, it } from 'vitest'
import { estimateSavings, type Estimate, type EstimateInput } from '../../rules/savingsEstimate'
import { describeEstimate } from '../../src/components/savingsEstimator/resultCopy'

function words(input: Omit<EstimateInput, 'hasOtherCoverage'> & { hasOtherCoverage?: boolean }) {
  const result = estimateSavings({ hasOtherCoverage: false, ...input })
  if (!result.ok) throw new Error('refused')
  const estimate: Estimate = result.estimate
  return describeEstimate(estimate)
}

describe('an estimate in words: plain words first, then the numbers', () => {
  it('a credit: the monthly most first, then the percentage, the poverty line and the cost-sharing', () => {
    const copy = words({ coverageYear: 2027, state: 'AK', householdSize: 2, yearlyIncome: 50000 })
    expect(copy.headline).toBe(
      'You can likely get a tax credit for 2027: your household would pay at most $250 a month for the benchmark Silver plan.',
    )
    expect(copy.details[0]).toBe(
      'That is 5.99% of your income. Your income is 184% of the poverty line ($27,050 for 2 people in Alaska, 2026 guidelines).',
    )
    expect(copy.details[1]).toMatch(/about 87% of your costs/)
    expect(copy.basis).toBe('Coverage year 2027: 2026 HHS poverty guidelines and IRS Revenue Procedure 2026-26.')
  })

  it('no credit above 400%, with what the same household paid under 2025 rules', () => {
    const copy = words({ coverageYear: 2026, state: 'TX', householdSize: 4, yearlyIncome: 140000 })
    expect(copy.headline).toBe('No tax credit for 2026: your income is above 400% of the poverty line.')
    expect(copy.comparison).toBe(
      "Under 2025's rules, the same household paid at most $992 a month for the benchmark Silver plan (8.50% of income): the enhanced credits ended after 2025.",
    )
  })

  it('Medicaid in a state that expanded it, and the children caveat', () => {
    const copy = words({ coverageYear: 2026, state: 'OH', householdSize: 1, yearlyIncome: 20000 })
    expect(copy.headline).toBe('You likely qualify for Medicaid in Ohio, not a tax credit.')
    expect(copy.details).toContain('Children qualify for Medicaid or CHIP at higher incomes that vary by state.')
    expect(copy.details).toContain(
      'Ohio expanded Medicaid to adults up to 138% of the poverty line: $21,597 a year for 1 person.',
    )
  })

  it('an income just over a line that truncates to it says "just over", so the percent agrees with the result', () => {
    expect(words({ coverageYear: 2027, state: 'IN', householdSize: 1, yearlyIncome: 22100 }).details[0]).toBe(
      'That is 3.54% of your income. Your income is just over 138% of the poverty line ($15,960 for 1 person in Indiana, 2026 guidelines).',
    )
    const above = words({ coverageYear: 2026, state: 'FL', householdSize: 1, yearlyIncome: 62601 })
    expect(above.headline).toBe('No tax credit for 2026: your income is above 400% of the poverty line.')
    expect(above.details[0]).toBe(
      'Your income is just over 400% of the poverty line ($15,650 for 1 person in Florida, 2025 guidelines). The credit stops at $62,600 a year for 1 person.',
    )
  })

  it("Wisconsin's BadgerCare Plus under the poverty line", () => {
    expect(words({ coverageYear: 2027, state: 'WI', householdSize: 1, yearlyIncome: 10000 }).headline).toBe(
      "You likely qualify for BadgerCare Plus, Wisconsin's Medicaid for adults, not a tax credit.",
    )
  })

  it('the coverage gap, and Georgia Pathways with its work requirement', () => {
    expect(words({ coverageYear: 2026, state: 'TX', householdSize: 1, yearlyIncome: 14000 }).headline).toBe(
      "You may fall in Texas's coverage gap: most adults under the poverty line there get neither Medicaid nor a tax credit.",
    )
    const georgia = words({ coverageYear: 2026, state: 'GA', householdSize: 1, yearlyIncome: 14000 })
    expect(georgia.details.join(' ')).toMatch(
      /Georgia Pathways covers adults under the poverty line who meet a work or activity requirement/,
    )
  })

  it('job-based coverage or Medicare', () => {
    const copy = words({
      coverageYear: 2026,
      state: 'FL',
      householdSize: 1,
      yearlyIncome: 30000,
      hasOtherCoverage: true,
    })
    expect(copy.headline).toMatch(/^You cannot get the tax credit for yourself/)
    expect(copy.comparison).toBeNull()
  })

  it("2027's caveats in plain words, each offering an agent", () => {
    expect(words({ coverageYear: 2027, state: 'OH', householdSize: 1, yearlyIncome: 20000 }).caveats).toEqual([
      'From January 1, 2027, adults 19 to 64 covered by Ohio’s Medicaid expansion must show 80 hours a month of work, school or community service, unless they are exempt (parents of children 13 or under, for example). Anyone denied or dropped from Medicaid for not meeting it cannot get a tax credit for a marketplace plan either. An agent can check what applies to you.',
    ])
    expect(words({ coverageYear: 2027, state: 'FL', householdSize: 1, yearlyIncome: 30000 }).caveats).toEqual([
      'In 2027 the tax credit is only for U.S. citizens, green card holders and a few other groups (such as Cuban and Haitian entrants and COFA migrants). Not sure you qualify? An agent can check.',
    ])
    const georgia = words({ coverageYear: 2027, state: 'GA', householdSize: 1, yearlyIncome: 14000 })
    expect(georgia.headline).toBe(
      "You may fall in Georgia's coverage gap: most adults under the poverty line there get neither Medicaid nor a tax credit.",
    )
    expect(georgia.caveats).toEqual([
      'Georgia Pathways covers adults under the poverty line who meet a work or activity requirement. It is not approved for 2027 yet: unless it is renewed, you would be in the coverage gap in 2027. An agent can tell you whether it has been.',
    ])
    expect(words({ coverageYear: 2026, state: 'TX', householdSize: 1, yearlyIncome: 14000 }).caveats).toEqual([
      'In 2026, lawfully present immigrants under the poverty line who cannot get Medicaid because of their immigration status get no tax credit either. An agent can check what you can get.',
    ])
  })

  it('when the rules were last checked, on every result, and what an extension of the enhanced credits would do', () => {
    expect(words({ coverageYear: 2027, state: 'TX', householdSize: 4, yearlyIncome: 140000 }).lastChecked).toBe(
      'Rules last checked: November 2026. The enhanced tax credits ended on December 31, 2025; if Congress extends them, this estimate would change.',
    )
    expect(words({ coverageYear: 2025, state: 'TX', householdSize: 4, yearlyIncome: 140000 }).lastChecked).toBe(
      'Rules last checked: November 2026.',
    )
  })
})
