import { dayParts, type Day } from './days'
import { factYears, isFactYear, latestFactYear, yearFacts, type FactYear, type YearFacts } from './yearFacts'

/** What a visitor signing up on a given day is buying. */
export type OnSale = {
  /** The coverage year the site leads with that day: open enrollment's year while it is on, else special enrollment's. */
  year: number
  /** Set while open enrollment for `year` is on: its window. */
  openEnrollment: YearFacts['openEnrollment'] | null
  /** The year a special enrollment that day buys: coverage starts on the first of the next month. */
  specialEnrollmentYear: number
  /** content/'s facts for `year`; null when it has no file for it yet (`npm run build` warns). */
  facts: YearFacts | null
}

/**
 * The coverage year on sale on `day` (a calendar day, YYYY-MM-DD). Open enrollment for a year runs on the days
 * content/ gives for it. Outside a window, in November and December it is the coming year (open enrollment always
 * starts by November 1 and a plan chosen in December starts in January), otherwise the current year, bought
 * through special enrollment.
 */
export function yearOnSale(day: Day): OnSale {
  const { year, month } = dayParts(day)
  const specialEnrollmentYear = month === 12 ? year + 1 : year
  const open = Object.values(yearFacts).find(({ openEnrollment }) => openEnrollment.start <= day && day <= openEnrollment.end)
  const onSale = open ? open.year : month >= 11 ? year + 1 : year
  return {
    year: onSale,
    openEnrollment: open ? open.openEnrollment : null,
    specialEnrollmentYear,
    facts: isFactYear(onSale) ? yearFacts[onSale] : null,
  }
}

/**
 * The coverage year whose facts the pages state when built on `day`: the year on sale, or the latest year content/
 * knows when it has none for that one (the build warns). Never a year that is not on sale yet: facts for next year,
 * added early, wait for its open enrollment.
 */
export function pageYearOn(day: Day): FactYear {
  const { year } = yearOnSale(day)
  if (isFactYear(year)) return year
  return year < factYears[0] ? factYears[0] : latestFactYear()
}

/** The warning `npm run build` prints when `day` is on sale for a coverage year content/ has no facts for. */
export function missingFactsWarning(day: Day): string | null {
  const { year } = yearOnSale(day)
  if (isFactYear(year)) return null
  return `rules has no facts for ${year} coverage, which is on sale on ${day}: pages still state ${latestFactYear()}'s. Add rules/years/${year}.ts and its line in years/index.ts, from their sources (docs/adding-a-coverage-year.md).`
}
