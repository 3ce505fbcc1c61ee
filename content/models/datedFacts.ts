import { byCoverageYear, coverageYears } from '../acaRules/years'

/**
 * Every coverage year's open enrollment and out-of-pocket maximum, taken from the year files in content/acaRules/years/
 * without their tables: what the pages word in the browser. The other dated facts (repayment, who may get the credit,
 * Georgia Pathways) are read from the year files by the build's words and by the estimate, which loads the tables.
 *
 * Data only, and outside content/acaRules/ on purpose: the build writes such a module out as its values
 * (scripts/build/staticContent.ts), so the home page and the estimator's form, which word the year on sale in the
 * browser, download these facts and not the percentage tables the estimate loads when it is used. Import them
 * through content/acaRules/yearFacts.ts.
 */
export const factYears = coverageYears

export const yearFacts = byCoverageYear(({ year, openEnrollment, outOfPocketMax }) => ({ year, openEnrollment, outOfPocketMax }))
