import { dayParts, type Day } from '../../../rules/days'

/** How the Spanish pages write calendar days, as Intl's es-US does (content/en/browser/dates.ts). */
const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const

/** '2026-12-15' -> '15 de diciembre'. */
export function monthAndDate(day: Day): string {
  const { month, date } = dayParts(day)
  return `${date} de ${months[month - 1]}`
}

/** '2026-12-15' -> '15 de diciembre de 2026'. */
export function fullDate(day: Day): string {
  return `${monthAndDate(day)} de ${dayParts(day).year}`
}

/** '1 de noviembre – 15 de diciembre de 2026', or '1 de noviembre de 2025 – 15 de enero de 2026' across a new year. */
export function dayRange(start: Day, end: Day): string {
  return `${dayParts(start).year === dayParts(end).year ? monthAndDate(start) : fullDate(start)} – ${fullDate(end)}`
}

/** '2026-11' -> 'noviembre de 2026'. */
export function monthOfYear(month: string): string {
  const { year, month: index } = dayParts(month)
  return `${months[index - 1]} de ${year}`
}
