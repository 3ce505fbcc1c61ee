import type { ApplicablePercentageTable } from './applicablePercentages'
import { povertyGuidelines, type PovertyGuidelines } from './povertyGuidelines'
import { byCoverageYear, coverageYears, isCoverageYear, type CoverageYear } from './years'

export { coverageYears, isCoverageYear, type CoverageYear }

/**
 * The year a renewing customer's bill is compared with: 2025, the last year of the enhanced credits, after which every
 * figure changed. The estimate shows the same household under its rules (machines/savingsEstimate.ts).
 */
export const baselineYear: CoverageYear = 2025

/** What the estimator computes with for a coverage year: its file (./years/<year>.ts) with the guidelines it names. */
export type CoverageYearRules = {
  year: CoverageYear
  /** The guidelines published before open enrollment for this coverage year (26 CFR 1.36B-1(h)). */
  guidelines: PovertyGuidelines
  table: ApplicablePercentageTable
  /** The highest income, as % of the poverty line, that gets a credit; null when there is no upper limit. */
  upperLimitPercent: number | null
  /** The employer-coverage affordability percentage, in hundredths of a percent, where published here. */
  affordabilityPercent?: number
}

export const coverageYearRules: Record<CoverageYear, CoverageYearRules> = byCoverageYear(
  ({ year, guidelineYear, applicablePercentages: table, upperLimitPercent, affordabilityPercent }) => ({
    year,
    guidelines: povertyGuidelines[guidelineYear],
    table,
    upperLimitPercent,
    ...(affordabilityPercent === null ? {} : { affordabilityPercent }),
  }),
)

/** The coverage years after `year` whose rules the estimator knows: 2026 and 2027 after 2025. */
export function laterCoverageYears(year: number): number[] {
  return coverageYears.filter((later) => later > year)
}

/** One text per coverage year the estimator knows, keyed by the year: a page looks its year's up. */
export function byEstimatorYear(words: (year: number) => string): Readonly<Record<number, string>> {
  return Object.fromEntries(coverageYears.map((year) => [year, words(year)]))
}
