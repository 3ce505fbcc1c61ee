import { byEstimatorYear, laterCoverageYears } from '../../../rules/coverageYears'

/**
 * The line under SPEC's yearly figures (the client's 2025 copy), for each coverage year: which coverage year they
 * describe, and the way to the estimator for the years being bought now, whose rules changed. Worded for every year
 * the estimator knows (the years themselves are facts: rules/years/), so the build writes the
 * sentences out and a page looks its year's up.
 */
export const yearRulesNote = {
  text: byEstimatorYear((year) => `These figures describe ${year} coverage.`),
  link: byEstimatorYear((year) =>
    laterCoverageYears(year).length > 0
      ? `Estimate ${laterCoverageYears(year).join(' or ')} coverage with our tax credit estimator`
      : 'Estimate your own household with our tax credit estimator',
  ),
} as const
