/**
 * The coverage years the estimator knows beyond SPEC's 2025 copy. Kept here, not read from
 * content/acaRules/coverageYears.ts, so the pages that show the note do not download the rule tables;
 * tests/unit/yearRules.test.ts holds it equal to that list.
 */
export const estimatorYears = [2025, 2026, 2027] as const

/** The coverage years after `year` whose rules the estimator knows: 2026 and 2027 after 2025. */
export function laterCoverageYears(year: number): number[] {
  return estimatorYears.filter((later) => later > year)
}

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

