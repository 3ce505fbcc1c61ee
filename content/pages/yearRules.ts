import { coverageYearRules, coverageYears } from '../acaRules/coverageYears'
import { usd } from '../figures'

/** The coverage years after `year` whose rules the estimator knows: 2026 and 2027 after 2025. */
export function laterCoverageYears(year: number): number[] {
  return coverageYears.filter((later) => later > year)
}

/**
 * The line under SPEC's yearly figures (the client's 2025 copy): which coverage year they describe, and the way
 * to the estimator for the years being bought now, whose rules changed.
 */
export const yearRulesNote = {
  text: (year: number) => `These figures describe ${year} coverage.`,
  link: (year: number) => `Estimate ${laterCoverageYears(year).join(' or ')} coverage with our savings calculator`,
  /** For text that cannot hold a link (FAQ answers, which also go into the page's structured data). */
  plain: (year: number) =>
    `These figures describe ${year} coverage; for ${laterCoverageYears(year).join(' or ')} coverage, whose rules changed, use the savings calculator on this site.`,
} as const

/**
 * The yearly income above which a single person gets no tax credit, for each coverage year that has such a limit
 * (none for 2025; 400% of the poverty line from 2026), from the rules the estimator uses.
 */
export function singleCreditLimits(): Array<{ year: number; percent: number; amount: string }> {
  return coverageYears.flatMap((year) => {
    const rules = coverageYearRules[year]
    if (rules.upperLimitPercent === null) return []
    return [{ year, percent: rules.upperLimitPercent, amount: usd((rules.guidelines.regions.contiguous.firstPerson * rules.upperLimitPercent) / 100) }]
  })
}
