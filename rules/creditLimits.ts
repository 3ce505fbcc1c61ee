import { povertyGuidelines, type GuidelineYear } from './povertyGuidelines'
import { byCoverageYear, coverageYears, type CoverageYear } from './years'

/**
 * Where the applicable percentage bands end, as % of the poverty line (26 U.S.C. 36B(b)(3)(A)): the top row of every
 * year's income guide. From 2026 also the credit's upper limit (36B(c)(1)(A)); in 2025 a credit went on above it.
 */
export const bandsTopPercent = 400

/**
 * For each coverage year (its file, ./years/<year>.ts): the poverty guidelines it is measured against and the highest
 * income, as % of the poverty line, that gets a credit (null: no upper limit).
 */
export const creditLimits: Record<CoverageYear, { guidelineYear: GuidelineYear; upperLimitPercent: number | null }> = byCoverageYear(
  ({ guidelineYear, upperLimitPercent }) => ({ guidelineYear, upperLimitPercent }),
)

export type LimitYear = CoverageYear

/**
 * The yearly income above which a one-person household gets no credit, for each coverage year that has such a
 * limit, in whole dollars of that year's guideline (48 contiguous states and DC).
 */
export function singlePersonUpperLimits(): Array<{ year: LimitYear; percent: number; dollars: number }> {
  return coverageYears.flatMap((year) => {
    const { guidelineYear, upperLimitPercent } = creditLimits[year]
    if (upperLimitPercent === null) return []
    const firstPerson = povertyGuidelines[guidelineYear].regions.contiguous.firstPerson
    return [{ year, percent: upperLimitPercent, dollars: (firstPerson * upperLimitPercent) / 100 }]
  })
}
