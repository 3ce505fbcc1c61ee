/**
 * Calendar days as content/ stores them (YYYY-MM-DD, no time zone: a deadline is a date, not an instant) and as
 * the English pages print them. Month names are spelled out here rather than through Intl.DateTimeFormat so a page
 * formats its dates without loading the browser's date data while it starts.
 */
export type Day = string

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

export function dayParts(day: Day): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, date }
}

/** '2026-12-15' -> 'December 15'. */
export function monthAndDate(day: Day): string {
  const { month, date } = dayParts(day)
  return `${months[month - 1]} ${date}`
}

/** '2026-12-15' -> 'December 15, 2026'. */
export function fullDate(day: Day): string {
  return `${monthAndDate(day)}, ${dayParts(day).year}`
}

/** A window of days: 'November 1 – December 15, 2026', or 'November 1, 2025 – January 15, 2026' across a new year. */
export function dayRange(start: Day, end: Day): string {
  const sameYear = dayParts(start).year === dayParts(end).year
  return `${sameYear ? monthAndDate(start) : fullDate(start)} – ${fullDate(end)}`
}

/** '2026-11' -> 'November 2026'. */
export function monthOfYear(month: string): string {
  const [year, index] = month.split('-').map(Number)
  return `${months[index - 1]} ${year}`
}

/** A Date's calendar day in the time zone it is read in (the visitor's own, in a browser). */
export function localDay(date: Date): Day {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
