/**
 * Calendar days as content/ stores them (YYYY-MM-DD, no time zone: a deadline is a date, not an instant). Each
 * language spells them in content/en/browser/dates.ts and its twin.
 */
export type Day = string

export function dayParts(day: Day): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, date }
}

/** A Date's calendar day in the time zone it is read in (the visitor's own, in a browser). */
export function localDay(date: Date): Day {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
