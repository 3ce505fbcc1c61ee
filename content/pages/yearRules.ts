import { laterCoverageYears } from '../acaRules/estimatorYears'

// The years themselves are facts, shared with the Spanish twin: content/acaRules/estimatorYears.ts.
export { estimatorYears, laterCoverageYears } from '../acaRules/estimatorYears'

/**
 * The line under SPEC's yearly figures (the client's 2025 copy): which coverage year they describe, and the way
 * to the estimator for the years being bought now, whose rules changed.
 */
export const yearRulesNote = {
  text: (year: number) => `These figures describe ${year} coverage.`,
  link: (year: number) =>
    laterCoverageYears(year).length > 0
      ? `Estimate ${laterCoverageYears(year).join(' or ')} coverage with our savings calculator`
      : 'Estimate your own household with our savings calculator',
  /** For text that cannot hold a link (FAQ answers, which also go into the page's structured data). */
  plain: (year: number) =>
    `These figures describe ${year} coverage; for ${laterCoverageYears(year).join(' or ')} coverage, whose rules changed, use the savings calculator on this site.`,
} as const

