import { describe, expect, it } from 'vitest'
import { estimateSavings, type EstimateInput } from '../../rules/savingsEstimate'
import { estimateForAgent } from '../../src/components/savingsEstimator/estimateForAgent'
import { printable } from '../../scripts/leads/text'
import { siteEstimateLines } from '../support/estimateLines'

function forAgent(input: Omit<EstimateInput, 'hasOtherCoverage'> & { hasOtherCoverage?: boolean }) {
  const result = estimateSavings({ hasOtherCoverage: false, ...input })
  if (!result.ok) throw new Error('refused')
  return estimateForAgent(result.estimate)
}

describe('the estimate stored with a lead: one line an agent reads before calling back', () => {
  it('a credit: the answers, the monthly most, the percentage, cost-sharing and 2025 for comparison', () => {
    expect(forAgent({ coverageYear: 2026, state: 'FL', householdSize: 1, yearlyIncome: 30000 })).toBe(
      '2026 coverage estimate: Florida, 1 person, $30,000 a year (191% of the poverty line). Tax credit: pays at most $154 a month for the benchmark Silver plan (6.17% of income); Silver plan pays about 87%. Under 2025 rules: at most $49 a month (1.96%). Rules checked 2026-11.',
    )
  })

  it("2027: what the year's facts told the visitor", () => {
    expect(forAgent({ coverageYear: 2027, state: 'OH', householdSize: 1, yearlyIncome: 20000 })).toBe(
      '2027 coverage estimate: Ohio, 1 person, $20,000 a year (125% of the poverty line). Medicaid likely. Under 2025 rules: Medicaid likely. Told: Medicaid work requirement (80 hours a month, 19-64). Rules checked 2026-11.',
    )
    expect(forAgent({ coverageYear: 2027, state: 'FL', householdSize: 1, yearlyIncome: 30000 })).toContain(
      'Told: credit only for citizens, green card holders and a few other groups.',
    )
    expect(forAgent({ coverageYear: 2027, state: 'GA', householdSize: 1, yearlyIncome: 10000 })).toContain(
      'Coverage gap. Under 2025 rules: Coverage gap (ask about Georgia Pathways to Coverage). Told: Georgia Pathways to Coverage not approved for 2027.',
    )
  })

  it('no credit above the limit, job-based coverage, a state program and cents', () => {
    expect(forAgent({ coverageYear: 2026, state: 'TX', householdSize: 4, yearlyIncome: 140000 })).toContain(
      'No tax credit: income above 400% of the poverty line. Under 2025 rules: at most $992 a month (8.50%).',
    )
    expect(
      forAgent({ coverageYear: 2026, state: 'OH', householdSize: 1, yearlyIncome: 30000, hasOtherCoverage: true }),
    ).toContain('job-based coverage or Medicare available')
    expect(forAgent({ coverageYear: 2026, state: 'WI', householdSize: 1, yearlyIncome: 10000 })).toContain(
      'Medicaid likely (BadgerCare Plus)',
    )
    expect(forAgent({ coverageYear: 2026, state: 'GA', householdSize: 1, yearlyIncome: 10000 })).toContain(
      'Coverage gap (ask about Georgia Pathways to Coverage)',
    )
    expect(forAgent({ coverageYear: 2026, state: 'OH', householdSize: 1, yearlyIncome: 30000.5 })).toContain(
      '$30,000.50 a year',
    )
    expect(forAgent({ coverageYear: 2027, state: 'FL', householdSize: 1, yearlyIncome: 24000 })).toContain(
      '$24,000 a year (just over 150% of the poverty line)',
    )
  })

  it('fits the database column (up to 600 printable characters) for every state and year, at the largest answers', () => {
    const lines = siteEstimateLines()
    expect(lines.length).toBeGreaterThan(1000)
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(600)
      expect(printable(line)).toBe(line)
    }
  })
})
