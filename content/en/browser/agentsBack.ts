import { calendarDay } from '../../../machines/agentHours'

/**
 * When agents are back, in words, so a visitor who finds the line closed knows when to call: the day and time in the agency's zone, and the visitor's own
 * clock where it reads differently: 'Monday at 8 AM ET, 7 AM your time'. Computed in the browser when it is needed
 * (never in prerendered HTML), from the schedule of machines/agentHours.ts. Intl only; `en-US` words.
 */

const clockFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })

/** '8 AM', '8:30 AM'. */
function clock(at: Date, timeZone: string): string {
  return clockFormat(timeZone).format(at).replace(':00', '')
}

const weekday = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at)

/** 'today', 'tomorrow', or the weekday, as the day of `at` reads in `timeZone` seen from `now`. */
function dayWord(at: Date, now: Date, timeZone: string): string {
  const ahead = calendarDay(at, timeZone) - calendarDay(now, timeZone)
  if (ahead === 0) return 'today'
  if (ahead === 1) return 'tomorrow'
  return weekday(at, timeZone)
}

/** The zone's short generic name: 'ET' for America/New_York, 'CT' for America/Chicago. */
function zoneName(at: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  )
}

/**
 * 'Monday at 8 AM ET, 7 AM your time': the visitor's clock only where it reads differently, and their weekday only
 * where it is another ('Monday at 8 AM ET, Tuesday at 3 AM your time').
 */
export function agentsBackText(at: Date, now: Date, agencyZone: string, visitorZone: string): string {
  const there = `${dayWord(at, now, agencyZone)} at ${clock(at, agencyZone)} ${zoneName(at, agencyZone)}`
  const local = clock(at, visitorZone)
  const otherDay = weekday(at, visitorZone) !== weekday(at, agencyZone)
  if (local === clock(at, agencyZone) && !otherDay) return there
  return `${there}, ${otherDay ? `${weekday(at, visitorZone)} at ` : ''}${local} your time`
}
