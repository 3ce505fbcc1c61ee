import type { EstimatorFields } from './estimatorFields'
import type { EstimateInput } from '../rules/savingsEstimate'

// Apart from machines/estimatorFields.ts, which the form renders with: only the machine reads the typed answers as
// numbers, and it loads on the form's first touch.

/** A number as people type it: '$30,000', '30000.50', ' 4 '. Anything else (or nothing) is NaN, which the estimate refuses. */
export function parseAmount(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
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
