import { year2025 } from './2025'
import { year2026 } from './2026'
import { year2027 } from './2027'
import type { CoverageYearFile } from './types'

/**
 * The coverage years whose rules are published, one file each: adding a year is its file and its line here
 * (docs/adding-a-coverage-year.md). Any other year is refused, never guessed.
 */
export const years = {
  2025: year2025,
  2026: year2026,
  2027: year2027,
} as const satisfies { [year: number]: CoverageYearFile }

export type CoverageYear = keyof typeof years

/** Every coverage year, oldest first. */
export const coverageYears: readonly CoverageYear[] = Object.values(years).map((rules) => rules.year)

export function isCoverageYear(year: number): year is CoverageYear {
  return Object.hasOwn(years, year)
}

/** One value per coverage year, keyed by the year: what a table or a page needs from each year's file. */
export function byCoverageYear<T>(pick: (rules: CoverageYearFile & { year: CoverageYear }) => T): Record<CoverageYear, T> {
  // Object.fromEntries types its keys as strings; the keys are exactly coverageYears.
  return Object.fromEntries(coverageYears.map((year) => [year, pick(years[year])])) as Record<CoverageYear, T>
}
