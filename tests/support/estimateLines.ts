import { coverageYears } from '../../rules/yearFacts'
import { stateMedicaid } from '../../rules/medicaid'
import { estimateSavings, maxHouseholdSize } from '../../rules/savingsEstimate'
import { estimateForAgent } from '../../src/components/savingsEstimator/estimateForAgent'

/**
 * The lines the site stores with a lead, one of every kind: every coverage year and state, the smallest and largest
 * household, incomes that reach each outcome (Medicaid or the gap, a credit, above the limit, cents, the largest
 * accepted), with and without job-based coverage. What contact_submissions.estimate must accept as it is.
 */
export function siteEstimateLines(): string[] {
  const lines: string[] = []
  for (const coverageYear of coverageYears)
    for (const { code } of stateMedicaid)
      for (const householdSize of [1, maxHouseholdSize])
        for (const yearlyIncome of [0, 10_000, 30_000.5, 140_000, 9_999_999.99])
          for (const hasOtherCoverage of [false, true]) {
            const result = estimateSavings({ coverageYear, state: code, householdSize, yearlyIncome, hasOtherCoverage })
            if (result.ok) lines.push(estimateForAgent(result.estimate))
          }
  return lines
}
