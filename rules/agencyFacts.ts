import type { Day } from './days'

/**
 * The agency's facts, for every language: its name, its results, the age and date
 * its legal pages state, and the timings it promises (its hours are the schedule VITE_AGENT_HOURS, the one the chat
 * obeys: content/en/agency.ts words it). No words here: content/en/agency.ts says them in
 * English, content/es/agency.ts in Spanish. The agency edits them here when it has newer ones.
 */

/**
 * A figure the agency states about itself, with the period it describes and the day it was last checked, as the agency
 * states them. The agency has not said how any of them was measured: the pages call them the agency's own figures and
 * claim no more. `period` null: the agency gave none, and the pages state none. `asOf` null: no date, and the pages
 * claim none.
 */
export type AgencyFigure<Value> = { value: Value; period: string | null; asOf: Day | null }

/**
 * The period the results below describe: they come from the agency's 2025 copy (SPEC.md), a year of larger
 * (enhanced) tax credits. The agency edits them here, with the period, when it has newer ones.
 */
const resultsPeriod = '2025'
const result = <Value>(value: Value): AgencyFigure<Value> => ({ value, period: resultsPeriod, asOf: null })
/** A grade SPEC states with no period and no date: the pages claim none. */
const undated = <Value>(value: Value): AgencyFigure<Value> => ({ value, period: null, asOf: null })

/**
 * Every figure the agency states about itself, the one place it sets them. Results (families, savings) describe
 * `resultsPeriod`: the families helped and the total saved are counts as of that year, the monthly savings figures
 * are for that year. The BBB grade has no period or date the agency gave. Where the agency is licensed and what its
 * reviews say are settings, checked at build time (rules/agencyCredentials.ts): a figure that changes is set where
 * it is deployed, with its date, never typed here as fact.
 */
const figures = {
  /** More than this many families helped ('73,000+'), as of resultsPeriod. */
  familiesHelped: result(73000),
  /** More than this many million dollars saved by clients ('$8.7M+'), as of resultsPeriod. */
  totalSavedMillions: result(8.7),
  maxMonthlySavings: result(800),
  averageMonthlySavings: result(450),
  floridaMonthlySavings: result({ min: 200, max: 400 }),
  /**
   * The Better Business Bureau grade. A grade changes, the site links no BBB profile to check it, and BBB asks a
   * business that cites its rating to date it: the pages state it only once the agency sets `asOf`.
   */
  bbbRating: undated('A+'),
}

export const agencyFacts = {
  name: 'ACA Health Plan Advisors',
  shortName: 'ACA Plan Advisors',
  figures,
  resultsPeriod,
  /** The home page's average wait on the phone: under this many seconds. The hours are VITE_AGENT_HOURS' (content/en/agency.ts). */
  averageWaitUnderSeconds: 30,
  /** How long things take, in minutes: the chat's check about this long, the others under it. */
  minutes: {
    chatEligibilityCheck: 2,
    agentEligibilityCheckUnder: 5,
    phoneEnrollmentUnder: 10,
    callStrip: 2,
  },
  /** The youngest age that may submit a form. */
  minimumAge: 18,
  /**
   * Every version of each legal text, oldest first: the day it takes effect. A text that has been served is never
   * edited in place: a change counsel approves is a new version with a new date. A build serves the version in force on
   * its build day (rules/legalVersions.ts), so a version may be added before its day: the build's freshness record
   * names that day, and the first build on or after it serves the new text. Once a version is no longer served, its
   * text is kept, not served, under docs/legal/ (docs/consent-and-legal.md, "Legal pages").
   */
  legalVersions: {
    privacyPolicy: ['2026-11-30'],
    termsOfService: ['2026-11-29'],
  },
} as const
