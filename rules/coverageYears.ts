import type { CoverageYear } from './years'
import { coverageYears } from './yearFacts'

/**
 * The year a renewing customer's bill is compared with: 2025, the last year of the enhanced credits, after which every
 * figure changed. The estimate shows the same household under its rules (rules/savingsEstimate.ts).
 */
export const baselineYear: CoverageYear = 2025

/** The coverage years after `year` whose rules the estimator knows: 2026 and 2027 after 2025. */
export function laterCoverageYears(year: number): CoverageYear[] {
  return coverageYears.filter((later) => later > year)
}

/** One text per coverage year the estimator knows, keyed by the year: a page looks its year's up. */
export function byEstimatorYear(words: (year: number) => string): Readonly<Record<number, string>> {
  return Object.fromEntries(coverageYears.map((year) => [year, words(year)]))
}
