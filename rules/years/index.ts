import { year2025 } from './2025'
import { year2026 } from './2026'
import { year2027 } from './2027'
import type { CoverageYearFile } from './types'

/**
 * The coverage years whose rules are published, one file each: adding a year is its file and its line here
 * (docs/adding-a-coverage-year.md). Any other year is refused, never guessed. A year's record is read as
 * `years[year]`; the list of years and the check for a known year are in ../yearFacts.ts, which the browser can load
 * without these tables.
 */
export const years = {
  2025: year2025,
  2026: year2026,
  2027: year2027,
} as const satisfies { [year: number]: CoverageYearFile }

export type CoverageYear = keyof typeof years

/** One value per coverage year, keyed by the year: what a module needs from each year's file. */
export function byCoverageYear<T>(
  pick: (rules: CoverageYearFile & { year: CoverageYear }) => T,
): Record<CoverageYear, T> {
  // Object.fromEntries types its keys as strings; the keys are exactly the years of `years`.
  return Object.fromEntries(Object.values(years).map((rules) => [rules.year, pick(rules)])) as Record<CoverageYear, T>
}
