import { factYears } from '../models/datedFacts'
import type { DatedFacts } from './years/types'
import type { CoverageYear } from './years'

export type { Sourced } from './years/types'

/**
 * The dated facts a page states about a coverage year, once, each with its source; each year's are in its file
 * (./years/<year>.ts). The estimator's tables (poverty guidelines, applicable percentages, the credit's upper limit)
 * are read through the modules beside this one; these facts are light enough for every page (../datedFacts.ts says
 * how they stay apart from the tables in the browser).
 */
export type FactYear = CoverageYear
/** What every page may word of a year in the browser (../datedFacts.ts); the year's file holds the rest. */
export type YearFacts = Pick<DatedFacts, 'openEnrollment' | 'outOfPocketMax'> & { year: FactYear }
export type { DatedFacts }

export { factYears, yearFacts } from '../models/datedFacts'

/**
 * When the rules above were last checked against their sources. An extension of the enhanced credits (passed by
 * the House on 8 January 2026, not enacted as of this check) would be retroactive and change every 2026 and 2027
 * figure: the estimator shows this month on every result.
 */
export const rulesLastChecked = { month: '2026-11', enhancedCreditsEnded: '2025-12-31', source: 'enhancedCreditsEnd' } as const

/**
 * Where the "$0 to $10 a month" of the client's 2025 copy comes from: in 2025's open enrollment about 42% of
 * enrollees chose a plan costing $10 or less a month after credits. True of 2025 only; secondary sources.
 * Kept as the record of why no page names that price (content/priceFacts.ts), which people read and no code does.
 * @public
 */
export const tenDollarPlans2025 = {
  year: 2025,
  shareOfEnrollees: 42,
  monthlyUpTo: 10,
  source: 'zeroToTenPlans2025',
  secondary: 'CMS data as reported by secondary sources.',
} as const

export function isFactYear(year: number): year is FactYear {
  return factYears.some((known) => known === year)
}

export function latestFactYear(): FactYear {
  return factYears[factYears.length - 1]
}
