import { povertyGuidelines } from './povertyGuidelines'
import { years, type CoverageYear } from './years'
import { coverageYears } from './yearFacts'

/**
 * Where the applicable percentage bands end, as % of the poverty line (26 U.S.C. 36B(b)(3)(A)): the top row of every
 * year's income guide. From 2026 also the credit's upper limit (36B(c)(1)(A)); in 2025 a credit went on above it.
 */
export const bandsTopPercent = 400

/**
 * The yearly income above which a one-person household gets no credit, for each coverage year that has such a
 * limit, in whole dollars of that year's guideline (48 contiguous states and DC).
 */
export function singlePersonUpperLimits(): Array<{ year: CoverageYear; percent: number; dollars: number }> {
  return coverageYears.flatMap((year) => {
    const { guidelineYear, upperLimitPercent } = years[year]
    if (upperLimitPercent === null) return []
    const firstPerson = povertyGuidelines[guidelineYear].regions.contiguous.firstPerson
    return [{ year, percent: upperLimitPercent, dollars: (firstPerson * upperLimitPercent) / 100 }]
  })
}
