import { dayRange, fullDate } from './browser/dates'
import { buildDay, pageYear } from '../../rules/pageYear'
import { years } from '../../rules/years'

const { start, end, januaryFirstBy } = years[pageYear].openEnrollment

/**
 * Open enrollment as the pages state it: always with the coverage year it sells and its dates (never a bare "now"
 * in prerendered HTML), from rules for the year the pages describe.
 */
export const openEnrollment = {
  year: pageYear,
  /** 'November 1 – December 15, 2026' */
  window: dayRange(start, end),
  /** 'Open Enrollment for 2027 coverage (November 1 – December 15, 2026)' */
  named: `Open Enrollment for ${pageYear} coverage (${dayRange(start, end)})`,
  /** 'Open Enrollment for 2027 coverage runs November 1 – December 15, 2026' */
  runs: `Open Enrollment for ${pageYear} coverage runs ${dayRange(start, end)}`,
  /** The last day to choose a plan that starts on January 1: 'December 15, 2026'. */
  januaryFirstBy: fullDate(januaryFirstBy),
  /** Whether it is open on the build day: a page built then greets a reader who can still enroll in it (a rebuild follows its end). */
  openOnBuildDay: start <= buildDay && buildDay <= end,
  /** 'December 15, 2026' */
  ends: fullDate(end),
} as const
