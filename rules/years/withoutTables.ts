import { byCoverageYear } from './index'

/**
 * Every coverage year without its tables: the year, its open enrollment and its out-of-pocket maximum, which the home
 * page and the estimator's form word in the visitor's browser. This module exists for the bundle only: the build
 * writes it out as values (scripts/build/staticContent.ts names it), so those pages download these few facts and not
 * the percentage tables the estimate loads when it is used. Everything else reads a year's whole record, `years[year]`
 * (./index.ts); the list of years and the check for a known year are in ../yearFacts.ts.
 */
export const yearsWithoutTables = byCoverageYear(({ year, openEnrollment, outOfPocketMax }) => ({
  year,
  openEnrollment,
  outOfPocketMax,
}))
