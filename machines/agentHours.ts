import { weekdays, type OpenSpan, type Weekday, type WeeklyHours } from '../rules/weeklyHours.ts'

/**
 * When agents answer the phone: one weekly schedule in the agency's own time zone, and the two questions a page asks
 * of it once it runs in the visitor's browser (never in prerendered HTML, which would freeze one moment): are
 * agents available now, and if not, when do they open next. Pure (Intl only), so the chat machine can take the
 * answer as input and tests can ask it about any instant: across daylight-saving changes, on a Sunday.
 */

const dayNames: Record<string, Weekday> = {
  sun: 'sun',
  mon: 'mon',
  tue: 'tue',
  wed: 'wed',
  thu: 'thu',
  fri: 'fri',
  sat: 'sat',
}

function minutesOf(clock: string, setting: string): number {
  const match = /^([01]?\d|2[0-4]):([0-5]\d)$/.exec(clock)
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN
  if (!(minutes >= 0 && minutes <= 24 * 60)) throw new Error(`${setting}: "${clock}" is not a time of day as HH:MM`)
  return minutes
}

/**
 * Reads a schedule as an operator writes it: 'Mon-Fri 08:00-20:00, Sat 09:00-17:00' (days or ranges of days, each
 * with one span; a day not named is closed). A malformed one throws, naming the setting.
 */
export function parseWeeklyHours(text: string, timeZone: string, setting: string): WeeklyHours {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
  } catch {
    throw new Error(`${setting}: "${timeZone}" is not a time zone (an IANA name such as America/New_York)`)
  }
  const days: Partial<Record<Weekday, OpenSpan>> = {}
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{3})(?:\s*-\s*([A-Za-z]{3}))?\s+(\S+)\s*-\s*(\S+)$/.exec(part)
    const first = match && dayNames[match[1].toLowerCase()]
    const last = match && dayNames[(match[2] ?? match[1]).toLowerCase()]
    if (!match || !first || !last)
      throw new Error(`${setting}: "${part}" is not a day or days with hours, as in "Mon-Fri 08:00-20:00"`)
    const span = { opens: minutesOf(match[3], setting), closes: minutesOf(match[4], setting) }
    if (span.closes <= span.opens) throw new Error(`${setting}: "${part}" closes before it opens`)
    for (let day = weekdays.indexOf(first); ; day = (day + 1) % 7) {
      if (days[weekdays[day]]) throw new Error(`${setting}: ${weekdays[day]} is given twice`)
      days[weekdays[day]] = span
      if (weekdays[day] === last) break
    }
  }
  if (Object.keys(days).length === 0) throw new Error(`${setting}: no opening hours given`)
  return { timeZone, days }
}

type LocalMoment = { year: number; month: number; day: number; weekday: Weekday; minutes: number }

/** The wall clock in `timeZone` at `instant`. */
function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: dayNames[part('weekday').toLowerCase()],
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

/** The calendar day `instant` falls on in `timeZone`, as a count of days (for 'today', 'tomorrow'). */
export function calendarDay(instant: Date, timeZone: string): number {
  const { year, month, day } = localMoment(instant, timeZone)
  return Date.UTC(year, month - 1, day) / 86_400_000
}

/** The instant at which the wall clock in `timeZone` reads that date and time (the zone's offset found by asking Intl twice). */
function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes)
  let guess = asUtc
  for (let round = 0; round < 2; round++) {
    const seen = localMoment(new Date(guess), timeZone)
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes)
    guess += asUtc - seenAsUtc
  }
  return new Date(guess)
}

export function isOpen(hours: WeeklyHours, instant: Date): boolean {
  const now = localMoment(instant, hours.timeZone)
  const span = hours.days[now.weekday]
  return span !== undefined && now.minutes >= span.opens && now.minutes < span.closes
}

/** When agents are next available after `instant` (the instant itself when they are available now). */
export function nextOpening(hours: WeeklyHours, instant: Date): Date {
  if (isOpen(hours, instant)) return instant
  const now = localMoment(instant, hours.timeZone)
  for (let ahead = 0; ahead <= 7; ahead++) {
    // Noon of the day `ahead` days on: a calendar day in the zone, whatever its length across a DST change.
    const noon = instantAt(now.year, now.month, now.day + ahead, 12 * 60, hours.timeZone)
    const day = localMoment(noon, hours.timeZone)
    const span = hours.days[day.weekday]
    if (!span || (ahead === 0 && now.minutes >= span.opens)) continue
    return instantAt(day.year, day.month, day.day, span.opens, hours.timeZone)
  }
  throw new Error('A schedule with opening hours opens within a week')
}

/** A run of consecutive days, Monday first, open the same hours: what a page words as 'Mon–Fri 8 AM–8 PM'. */
export type DayRun = { first: Weekday; last: Weekday; days: number; span: OpenSpan }

const mondayFirst: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** The schedule's open days as runs of consecutive days with the same hours, Monday first (for the pages' words). */
export function dayRuns(hours: WeeklyHours): DayRun[] {
  const runs: DayRun[] = []
  let previous: Weekday | undefined
  for (const day of mondayFirst) {
    const span = hours.days[day]
    const run = runs.at(-1)
    if (span && run && previous === run.last && span.opens === run.span.opens && span.closes === run.span.closes) {
      run.last = day
      run.days++
    } else if (span) {
      runs.push({ first: day, last: day, days: 1, span })
    }
    previous = day
  }
  return runs
}

/** A time of day on a 12-hour clock, for the pages' words: 1230 -> { hour: 8, minutes: ':30', am: false }; midnight and noon by name. */
export function twelveHourClock(minutes: number): 'midnight' | 'noon' | { hour: number; minutes: string; am: boolean } {
  if (minutes === 0 || minutes === 24 * 60) return 'midnight'
  if (minutes === 12 * 60) return 'noon'
  const hour = Math.floor(minutes / 60)
  return {
    hour: hour % 12 || 12,
    minutes: minutes % 60 ? `:${String(minutes % 60).padStart(2, '0')}` : '',
    am: hour < 12,
  }
}
