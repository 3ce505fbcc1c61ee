import { dayRuns, twelveHourClock, type DayRun } from '../../machines/agentHours'
import type { WeeklyHours } from '../../rules/weeklyHours'

/**
 * The agents' schedule (VITE_AGENT_HOURS, machines/agentHours.ts) in English words, with the agency's zone named:
 * 'Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM (Eastern Time)'. Worded while building (content/en/agency.ts), so a page prints
 * the hours the chat and the 'agents available now' line obey and downloads no code for it.
 */

const dayNames = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const

/** Minutes after midnight as a clock reads them: 480 -> '8 AM', 1230 -> '8:30 PM', 720 -> 'noon'. */
function clock(minutes: number): string {
  const time = twelveHourClock(minutes)
  return typeof time === 'string' ? time : `${time.hour}${time.minutes} ${time.am ? 'AM' : 'PM'}`
}

const run = ({ first, last, days, span }: DayRun) =>
  `${days === 1 ? dayNames[first] : `${dayNames[first]}–${dayNames[last]}`} ${clock(span.opens)}–${clock(span.closes)}`

/** The zone as people in the US name it: 'Eastern Time', 'Central Time'. */
function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(Date.UTC(2026, 0, 1)),
  )
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** After 'Available' or 'answer calls': 'Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM (Eastern Time)', '8 AM–10 PM, 7 days a week (Eastern Time)'. */
export function scheduleWords(hours: WeeklyHours): string {
  const runs = dayRuns(hours)
  const zone = `(${zoneName(hours.timeZone)})`
  if (runs.length === 1 && runs[0].days === 7)
    return `${clock(runs[0].span.opens)}–${clock(runs[0].span.closes)}, 7 days a week ${zone}`
  const items = runs.map(run)
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
  return `${list} ${zone}`
}
