import { dayRuns, twelveHourClock, type DayRun } from '../../machines/agentHours'
import type { WeeklyHours } from '../../rules/weeklyHours'

/**
 * The agents' schedule in Spanish (content/en/scheduleWords.ts), as US Spanish lists days: 'de lunes a viernes, de 8 a. m.
 * a 8 p. m., y los sábados, de 9 a. m. a 5 p. m. (hora del Este)'. A range of days takes 'de … a …', a single day
 * 'los'; items with inner commas are joined by semicolons, with ', y' before the last.
 */

const singular = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábado',
  sun: 'domingo',
} as const
const plural = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábados',
  sun: 'domingos',
} as const

/** Minutes after midnight: 480 -> '8 a. m.', 1230 -> '8:30 p. m.', 720 -> 'mediodía'. */
const named = { midnight: 'medianoche', noon: 'mediodía' } as const

function clock(minutes: number): string {
  const time = twelveHourClock(minutes)
  return typeof time === 'string' ? named[time] : `${time.hour}${time.minutes} ${time.am ? 'a. m.' : 'p. m.'}`
}

const span = ({ span }: DayRun) => `de ${clock(span.opens)} a ${clock(span.closes)}`

function days({ first, last, days }: DayRun): string {
  if (days === 1) return `los ${plural[first]}`
  if (days === 2) return `los ${plural[first]} y ${plural[last]}`
  return `de ${singular[first]} a ${singular[last]}`
}

/** The zones as CuidadoDeSalud.gov names them; another zone as the browser's Spanish names it. */
const zones: Partial<Record<string, string>> = {
  'America/New_York': 'hora del Este',
  'America/Detroit': 'hora del Este',
  'America/Chicago': 'hora del Centro',
  'America/Denver': 'hora de la Montaña',
  'America/Phoenix': 'hora de la Montaña',
  'America/Los_Angeles': 'hora del Pacífico',
}

function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('es-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
    new Date(Date.UTC(2026, 0, 1)),
  )
  return zones[timeZone] ?? parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/** After 'Disponibles' or 'atienden llamadas': 'de lunes a viernes, de 8 a. m. a 8 p. m., y los sábados, de 9 a. m. a 5 p. m. (hora del Este)'. */
export function scheduleWords(hours: WeeklyHours): string {
  const runs = dayRuns(hours)
  const zone = `(${zoneName(hours.timeZone)})`
  if (runs.length === 1 && runs[0].days === 7) return `todos los días, ${span(runs[0])} ${zone}`
  const items = runs.map((run) => `${days(run)}, ${span(run)}`)
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join('; ')}, y ${items.at(-1)}`
  return `${list} ${zone}`
}
