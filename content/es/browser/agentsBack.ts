import { calendarDay } from '../../../machines/agentHours'

/**
 * When agents are back, in Spanish words (content/en/browser/agentsBack.ts): the day and time in the agency's zone, and the
 * visitor's own clock where it reads differently: 'el lunes a las 8 a. m. hora del Este (ET), a las 7 a. m. en su
 * hora local'. Computed in the browser when it is needed, from the schedule of machines/agentHours.ts. Intl `es-US`
 * for the weekday and the clock.
 */

const clockFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone, hour: 'numeric', minute: '2-digit' })

/** The clock's hour, minutes and 'a.m.'/'p.m.' as Intl gives them. */
function clockParts(at: Date, timeZone: string) {
  const parts = clockFormat(timeZone).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? ''
  return { hour: part('hour'), minute: part('minute'), period: part('dayPeriod') }
}

/**
 * '8 a. m.', '8:30 a. m.': spelled as the rest of the Spanish site writes hours (content/es/agency.ts), whatever
 * spacing the browser's es-US data gives 'a.m.'; no-break spaces keep the clock on one line.
 */
function clock(at: Date, timeZone: string): string {
  const { hour, minute, period } = clockParts(at, timeZone)
  const letter = period.replace(/[^ap]/gi, '').toLowerCase().charAt(0)
  return `${hour}${minute === '00' ? '' : `:${minute}`}\u00a0${letter ? `${letter}.\u00a0m.` : period}`
}

/** 'a las 8 a. m.', and 'a la 1 p. m.': Spanish says one o'clock in the singular. */
function atClock(at: Date, timeZone: string): string {
  return `${clockParts(at, timeZone).hour === '1' ? 'a la' : 'a las'} ${clock(at, timeZone)}`
}

const weekday = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone, weekday: 'long' }).format(at)

/** 'hoy', 'mañana', or 'el lunes', as the day of `at` reads in `timeZone` seen from `now`. */
function dayWord(at: Date, now: Date, timeZone: string): string {
  const ahead = calendarDay(at, timeZone) - calendarDay(now, timeZone)
  if (ahead === 0) return 'hoy'
  if (ahead === 1) return 'mañana'
  return `el ${weekday(at, timeZone)}`
}

/**
 * The names US Spanish gives the mainland zones (Intl's es-US says 'hora oriental', not what Spanish-language
 * media in the US write), keyed by the short generic name Intl gives in either language.
 */
const usZoneNames: Record<string, string> = {
  ET: 'hora del Este',
  CT: 'hora del Centro',
  MT: 'hora de la Montaña',
  PT: 'hora del Pacífico',
}

/** 'hora del Este (ET)' for America/New_York; for another zone, Intl's own Spanish name ('hora de Alaska'). */
function zoneName(at: Date, timeZone: string): string {
  const name = (style: 'shortGeneric' | 'longGeneric') =>
    new Intl.DateTimeFormat('es-US', { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value
  const short = name('shortGeneric') ?? timeZone
  return short in usZoneNames ? `${usZoneNames[short]} (${short})` : (name('longGeneric') ?? short)
}

/**
 * 'el lunes a las 8 a. m. hora del Este (ET), a las 7 a. m. en su hora local': the visitor's clock only where it
 * reads differently, and their weekday only where it is another ('…, el martes a las 3 a. m. en su hora local').
 */
export function agentsBackText(at: Date, now: Date, agencyZone: string, visitorZone: string): string {
  const there = `${dayWord(at, now, agencyZone)} ${atClock(at, agencyZone)} ${zoneName(at, agencyZone)}`
  const otherDay = weekday(at, visitorZone) !== weekday(at, agencyZone)
  if (clock(at, visitorZone) === clock(at, agencyZone) && !otherDay) return there
  return `${there}, ${otherDay ? `el ${weekday(at, visitorZone)} ` : ''}${atClock(at, visitorZone)} en su hora local`
}
