import { dayParts, type Day } from './days'
import type { CoverageYear } from './years'
import { yearsWithoutTables } from './years/withoutTables'
import { coverageYears, isCoverageYear, latestCoverageYear, type YearWithoutTables } from './yearFacts'

/** What a visitor signing up on a given day is buying. */
export type OnSale = {
  /** The coverage year the site leads with that day: open enrollment's year while it is on, else special enrollment's. */
  year: number
  /** Set while open enrollment for `year` is on: its window. */
  openEnrollment: YearWithoutTables['openEnrollment'] | null
  /** The year a special enrollment that day buys: coverage starts on the first of the next month. */
  specialEnrollmentYear: number
  /** rules/' facts for `year`; null when it has no file for it yet (`npm run build` warns). */
  facts: YearWithoutTables | null
}

/**
 * The coverage year on sale on `day` (a calendar day, YYYY-MM-DD). Open enrollment for a year runs on the days
 * rules/ gives for it. Outside a window, in November and December it is the coming year (open enrollment always
 * starts by November 1 and a plan chosen in December starts in January), otherwise the current year, bought
 * through special enrollment.
 */
export function yearOnSale(day: Day): OnSale {
  const { year, month } = dayParts(day)
  const specialEnrollmentYear = month === 12 ? year + 1 : year
  const open = Object.values(yearsWithoutTables).find(
    ({ openEnrollment }) => openEnrollment.start <= day && day <= openEnrollment.end,
  )
  const onSale = open ? open.year : month >= 11 ? year + 1 : year
  return {
    year: onSale,
    openEnrollment: open ? open.openEnrollment : null,
    specialEnrollmentYear,
    facts: isCoverageYear(onSale) ? yearsWithoutTables[onSale] : null,
  }
}

/**
 * The coverage year whose facts the pages state when built on `day`: the year on sale, or the latest year rules/
 * knows when it has none for that one (the build warns). Never a year that is not on sale yet: facts for next year,
 * added early, wait for its open enrollment.
 */
export function pageYearOn(day: Day): CoverageYear {
  const { year } = yearOnSale(day)
  if (isCoverageYear(year)) return year
  return year < coverageYears[0] ? coverageYears[0] : latestCoverageYear()
}

/** The warning `npm run build` prints when `day` is on sale for a coverage year rules/ has no facts for. */
export function missingFactsWarning(day: Day): string | null {
  const { year } = yearOnSale(day)
  if (isCoverageYear(year)) return null
  return `rules/ has no facts for ${year} coverage, which is on sale on ${day}: pages still state ${latestCoverageYear()}'s. Add rules/years/${year}.ts and its line in years/index.ts, from their sources (docs/adding-a-coverage-year.md).`
}
