/**
 * The coverage years the estimator knows beyond SPEC's 2025 copy. Kept here, not read from
 * content/acaRules/coverageYears.ts, so the pages that show the year note (content/en/pages/yearRules.ts) do not
 * download the rule tables; tests/unit/yearRules.test.ts holds it equal to that list.
 */
export const estimatorYears = [2025, 2026, 2027] as const

/** The coverage years after `year` whose rules the estimator knows: 2026 and 2027 after 2025. */
export function laterCoverageYears(year: number): number[] {
  return estimatorYears.filter((later) => later > year)
}

/** One text per coverage year the estimator knows, keyed by the year: a page looks its year's up. */
export function byEstimatorYear(words: (year: number) => string): Readonly<Record<number, string>> {
  return Object.fromEntries(estimatorYears.map((year) => [year, words(year)]))
}
