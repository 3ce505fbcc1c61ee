import { dayParts, type Day } from '../../../rules/days'

/**
 * How the English pages write calendar days (content/es/browser/dates.ts is the Spanish twin). Month names are spelled here
 * rather than through Intl.DateTimeFormat, so a page prints its dates without loading the browser's date data while
 * it starts; tests/unit/dates.test.ts holds every month's spelling to Intl's own in both languages.
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

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
  return `${dayParts(start).year === dayParts(end).year ? monthAndDate(start) : fullDate(start)} – ${fullDate(end)}`
}

/** '2026-11' -> 'November 2026'. */
export function monthOfYear(month: string): string {
  const { year, month: index } = dayParts(month)
  return `${months[index - 1]} ${year}`
}
