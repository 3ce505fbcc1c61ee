import type { Day } from '../../../rules/days'
import { yearOnSale } from '../../../rules/yearOnSale'
import { sep } from '../figures'
import { fullDate } from './dates'

/** Outside open enrollment: the events that usually open a Special Enrollment Period, never a promise that one is open. */
const specialEnrollmentBanner = `Lost your health coverage, moved, married or had a baby in the last ${sep.daysToEnroll} days? You may be able to enroll now with a Special Enrollment Period.`

/**
 * The home hero's first line on a day: during open enrollment, when it ends (from rules); otherwise the
 * special enrollment line. The HTML states it for the build day, and the browser for the visitor's own day, so it is
 * code (with the coverage year's dates it reads) while the rest of the home page's words are values.
 */
export function heroBanner(day: Day): string {
  const { year, openEnrollment } = yearOnSale(day)
  return openEnrollment
    ? `Open Enrollment for ${year} coverage ends ${fullDate(openEnrollment.end)}.`
    : specialEnrollmentBanner
}
