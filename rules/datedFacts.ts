import { byCoverageYear, coverageYears } from './years'

/**
 * Every coverage year's open enrollment and out-of-pocket maximum, taken from the year files in ./years/ without their
 * tables: what the pages word in the browser. The other dated facts (repayment, who may get the credit, Georgia
 * Pathways) are read from the year files by the build's words and by the estimate, which loads the tables.
 *
 * Data only, and the one module of rules/ that the build writes out as its values (scripts/build/staticContent.ts names
 * it), so the home page and the estimator's form, which word the year on sale in the browser, download these facts and
 * not the percentage tables the estimate loads when it is used. Import them through ./yearFacts.ts.
 */
export const factYears = coverageYears

export const yearFacts = byCoverageYear(({ year, openEnrollment, outOfPocketMax }) => ({ year, openEnrollment, outOfPocketMax }))
