import { povertyGuidelines, type GuidelineYear } from './povertyGuidelines'

/**
 * Where the applicable percentage bands end, as % of the poverty line (26 U.S.C. 36B(b)(3)(A)): the top row of every
 * year's income guide. From 2026 also the credit's upper limit (36B(c)(1)(A)); in 2025 a credit went on above it.
 */
export const bandsTopPercent = 400

/**
 * For each coverage year: the poverty guidelines it is measured against (those published before its open
 * enrollment, 26 CFR 1.36B-1(h)) and the highest income, as % of the poverty line, that gets a credit (null: no
 * upper limit, as in 2025 under the enhanced credits; 400% again from 2026). Kept apart from the percentage tables
 * so a page that states the limit does not download them.
 */
export const creditLimits = {
  2025: { guidelineYear: 2024, upperLimitPercent: null },
  2026: { guidelineYear: 2025, upperLimitPercent: bandsTopPercent },
  2027: { guidelineYear: 2026, upperLimitPercent: bandsTopPercent },
} as const satisfies Record<number, { guidelineYear: GuidelineYear; upperLimitPercent: number | null }>

export type LimitYear = keyof typeof creditLimits

/**
 * The yearly income above which a one-person household gets no credit, for each coverage year that has such a
 * limit, in whole dollars of that year's guideline (48 contiguous states and DC).
 */
export function singlePersonUpperLimits(): Array<{ year: LimitYear; percent: number; dollars: number }> {
  return (Object.keys(creditLimits).map(Number) as LimitYear[]).flatMap((year) => {
    const { guidelineYear, upperLimitPercent } = creditLimits[year]
    if (upperLimitPercent === null) return []
    const firstPerson = povertyGuidelines[guidelineYear].regions.contiguous.firstPerson
    return [{ year, percent: upperLimitPercent, dollars: (firstPerson * upperLimitPercent) / 100 }]
  })
}
