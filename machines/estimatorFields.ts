import type { EstimateField, EstimateInput } from './savingsEstimate'

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

/** A number as people type it: '$30,000', '30000.50', ' 4 '. Anything else (or nothing) is NaN, which the estimate refuses. */
export function parseAmount(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '')
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

export function toEstimateInput(fields: EstimatorFields): EstimateInput {
  return {
    coverageYear: parseAmount(fields.coverageYear),
    state: fields.state.trim().toUpperCase(),
    householdSize: parseAmount(fields.householdSize),
    yearlyIncome: parseAmount(fields.yearlyIncome),
    hasOtherCoverage: fields.hasOtherCoverage,
  }
}

/**
 * The coverage year a visitor most likely shops for on `today`, and the other year one tap away. During open
 * enrollment's autumn part (1 November to 31 December) that is the coming year, with the current year for special
 * enrollment. From 1 January the coverage being bought is the current year's (open enrollment runs to 15
 * January), and the year just ended can no longer be bought: no second choice.
 */
export function coverageYearChoices(today: Date): { preferred: number; others: number[] } {
  const year = today.getFullYear()
  return today.getMonth() >= 10 ? { preferred: year + 1, others: [year] } : { preferred: year, others: [] }
}
