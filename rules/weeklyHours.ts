/**
 * The shape of a weekly schedule in one time zone: what the agency configures as its hours (./agentSchedule.ts) and
 * what machines/agentHours.ts answers questions about. Language-free, so the words, the machines and the build's
 * settings check (src/lib/readConfig.ts) all read the same shape.
 */

export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof weekdays)[number]

/** Minutes after local midnight: 8:00 AM is 480. A day's span closes after it opens, on the same day. */
export type OpenSpan = { opens: number; closes: number }

export type WeeklyHours = {
  /** An IANA time zone: the agency's (America/New_York for SPEC's 'EST' hours). */
  timeZone: string
  /** Each day's opening hours in that zone; a day missing from the record is closed. */
  days: Partial<Record<Weekday, OpenSpan>>
}
