import type { Day } from '../rules/days'
import { isCoverageYear } from '../rules/yearFacts'
import { yearOnSale, type OnSale } from '../rules/yearOnSale'
import type { EstimateField } from '../rules/savingsEstimate'

/** What the estimator form holds, as typed: text until it is estimated. */
export type EstimatorFields = {
  coverageYear: string
  /** Postal code, e.g. 'FL'. */
  state: string
  householdSize: string
  yearlyIncome: string
  hasOtherCoverage: boolean
}

export type EstimatorTextField = Exclude<keyof EstimatorFields, 'hasOtherCoverage'>

/** The fields in the order the form shows them: focus goes to the first invalid one. */
export const estimatorFieldOrder: readonly EstimateField[] = ['coverageYear', 'state', 'householdSize', 'yearlyIncome']

/** The coverage years the form offers on a day, and what is on sale that day (for the hint under them). */
export type YearChoices = {
  /** The year the form starts on. */
  preferred: number
  /** The other year one tap away: special enrollment's, when it differs. */
  others: number[]
  onSale: OnSale
}

/**
 * The years the form offers on `day`: the year on sale first (open enrollment's while it is on), then the year a
 * special enrollment that day buys when it differs (2026 during November 2026; none from December, when coverage
 * would start in January). A year rules/ has no facts for is not offered; on a day when neither has them the
 * form offers the year on sale, which the estimate refuses in plain words ('the 2029 rules are not out yet').
 */
export function coverageYearChoices(day: Day): YearChoices {
  const onSale = yearOnSale(day)
  const [preferred = onSale.year, ...others] = [...new Set([onSale.year, onSale.specialEnrollmentYear])].filter(
    isCoverageYear,
  )
  return { preferred, others, onSale }
}
