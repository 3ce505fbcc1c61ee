import type { CoverageYear } from './years'
import { yearsWithoutTables } from './years/withoutTables'

/**
 * The coverage years the site knows, and the dated facts about them that are not a year's own: light enough for every
 * page, since the years come from ./years/withoutTables.ts (each year's record is ./years/<year>.ts, read as
 * `years[year]`).
 */

/** What the browser may word of a year without loading its tables (./years/withoutTables.ts). */
export type YearWithoutTables = (typeof yearsWithoutTables)[CoverageYear]

/** Every coverage year, oldest first. */
export const coverageYears: readonly CoverageYear[] = Object.values(yearsWithoutTables).map(({ year }) => year)

export function isCoverageYear(year: number): year is CoverageYear {
  return Object.hasOwn(yearsWithoutTables, year)
}

export function latestCoverageYear(): CoverageYear {
  return coverageYears[coverageYears.length - 1]
}

/**
 * When the rules of rules/ were last checked against their sources. An extension of the enhanced credits (passed by
 * the House on 8 January 2026, not enacted as of this check) would be retroactive and change every 2026 and 2027
 * figure: the estimator shows this month on every result.
 */
export const rulesLastChecked = {
  month: '2026-11',
  enhancedCreditsEnded: '2025-12-31',
  source: 'enhancedCreditsEnd',
} as const

/**
 * Where the "$0 to $10 a month" of the client's 2025 copy comes from: in 2025's open enrollment about 42% of
 * enrollees chose a plan costing $10 or less a month after credits. True of 2025 only; secondary sources.
 * Kept as the record of why no page names that price (rules/priceFacts.ts), which people read and no code does.
 * @public
 */
export const tenDollarPlans2025 = {
  year: 2025,
  shareOfEnrollees: 42,
  monthlyUpTo: 10,
  source: 'zeroToTenPlans2025',
  secondary: 'CMS data as reported by secondary sources.',
} as const
