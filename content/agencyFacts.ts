import type { Day } from './acaRules/days'

/**
 * The agency's facts, for every language: its name, where it is licensed, its rating and results, the age and date
 * its legal pages state, and the hours and timings it promises. No words here: content/agency.ts says them in
 * English, content/es/agency.ts in Spanish. The agency edits them here when it has newer ones.
 */

/** An opening span on a 24-hour clock, in the agency's zone: 8 to 20 is 8 AM to 8 PM. */
export type Hours = { opens: number; closes: number }

export const agencyFacts = {
  name: 'ACA Health Plan Advisors',
  shortName: 'ACA Plan Advisors',
  /** Where the agency is licensed and its Better Business Bureau grade: stated in the licensing line and on pages. */
  licensedStates: 50,
  bbbRating: 'A+',
  rating: { score: 4.9, outOf: 5, reviews: 2847 },
  /** More than this many families helped ('73,000+'). */
  familiesHelped: 73000,
  /** More than this many million dollars saved by clients ('$8.7M+'). */
  totalSavedMillions: 8.7,
  maxMonthlySavings: 800,
  averageMonthlySavings: 450,
  floridaMonthlySavings: { min: 200, max: 400 },
  /**
   * The period the figures above describe: they come from the agency's 2025 copy (SPEC.md), a year of larger
   * (enhanced) tax credits. The agency edits them here, with the period, when it has newer ones.
   */
  resultsPeriod: '2025',
  hours: {
    /** The home page's and the footer's hours (no zone stated). */
    home: { weekdays: { opens: 8, closes: 20 } satisfies Hours, saturday: { opens: 9, closes: 17 } satisfies Hours },
    /** The home page's average wait: under this many seconds. */
    homeAverageWaitUnderSeconds: 30,
    /** /enroll-now's hours, Eastern time, every day of the week. */
    enroll: { opens: 8, closes: 22 } satisfies Hours,
    /** The days a week the phone-only pages promise. */
    daysAWeek: 7,
  },
  /** How long things take, in minutes: the chat's check about this long, the others under it. */
  minutes: {
    chatEligibilityCheck: 2,
    agentEligibilityCheckUnder: 5,
    phoneEnrollmentUnder: 10,
    callStrip: 2,
  },
  /** The youngest age that may submit a form. */
  minimumAge: 18,
  /** When the privacy policy and the terms took effect. */
  legalEffectiveDate: '2025-01-01' satisfies Day,
} as const
