import type { Day } from './days'
import { type LegalText, nextLegalVersion } from './legalVersions'
import { pageYearOn, yearOnSale } from './yearOnSale'

/**
 * The prerendered pages state facts of their build day: the coverage year on sale, whether open enrollment is on and
 * its dates, and the year a special enrollment buys (rules/pageYear.ts). These change on known days (special
 * enrollment sells the next year from December 1; open enrollment ends December 15 and opens again November 1), and a
 * page built before such a day says the wrong thing after it until the site is rebuilt. The build records the next
 * such day (scripts/build/freshness.ts); server/ warns once it has passed (docs/deploying.md, "Scheduled rebuilds").
 */
export type FactChange = { day: Day; reason: string }

/** What the pages state on `day`, in the terms they state it. */
function factsOn(day: Day) {
  const { year, openEnrollment, specialEnrollmentYear } = yearOnSale(day)
  return { pageYear: pageYearOn(day), year, openEnrollment, specialEnrollmentYear }
}

/** Why the facts of `after` differ from those of `before`, in words for the agency's staff (server/ logs them). */
function reasonFor(before: ReturnType<typeof factsOn>, after: ReturnType<typeof factsOn>): string {
  const reasons: string[] = []
  if (after.specialEnrollmentYear !== before.specialEnrollmentYear)
    reasons.push(`special enrollment sells ${after.specialEnrollmentYear} coverage`)
  if (before.openEnrollment && !after.openEnrollment)
    reasons.push(`open enrollment for ${before.year} coverage ended on ${before.openEnrollment.end}`)
  if (!before.openEnrollment && after.openEnrollment)
    reasons.push(`open enrollment for ${after.year} coverage opens on ${after.openEnrollment.start}`)
  if (after.year !== before.year && !after.openEnrollment) reasons.push(`the year on sale is ${after.year}`)
  if (after.pageYear !== before.pageYear) reasons.push(`the pages describe ${after.pageYear} coverage`)
  return reasons.join('; ')
}

const nextDay = (day: Day): Day => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * The first day after `built` on which a fact the pages state changes, and why; null if none does within
 * `horizonDays` (the rules' years always change within one).
 */
export function nextFactChange(built: Day, horizonDays = 400): FactChange | null {
  const before = factsOn(built)
  const signature = JSON.stringify(before)
  let day = built
  for (let step = 0; step < horizonDays; step++) {
    day = nextDay(day)
    const after = factsOn(day)
    if (JSON.stringify(after) !== signature) return { day, reason: reasonFor(before, after) }
  }
  return null
}

const legalTextNames: Record<LegalText, string> = {
  privacyPolicy: 'privacy policy',
  termsOfService: 'terms of service',
}

/**
 * The first day after `built` on which the prerendered pages change: a fact above changes, or a legal text's next
 * version takes effect (rules/legalVersions.ts); both reasons on a day they share.
 */
export function nextPageChange(built: Day, horizonDays = 400): FactChange | null {
  const fact = nextFactChange(built, horizonDays)
  const waiting = nextLegalVersion(built)
  if (!waiting) return fact
  const legal = { day: waiting.day, reason: `the ${legalTextNames[waiting.text]} of ${waiting.day} takes effect` }
  if (!fact || legal.day < fact.day) return legal
  return legal.day === fact.day ? { day: fact.day, reason: `${fact.reason}; ${legal.reason}` } : fact
}
