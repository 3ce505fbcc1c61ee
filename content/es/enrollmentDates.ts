import { buildDay, pageYear } from '../../rules/pageYear'
import { years } from '../../rules/years'
import type { Day } from '../../rules/days'
import { openEnrollment as theOpenEnrollment } from './browser/glossary'
import { dayRange, fullDate, monthAndDate } from './browser/dates'

const { start, end, januaryFirstBy } = years[pageYear].openEnrollment

/** 'del 1 de noviembre al 15 de diciembre de 2026'; the start's year too when the period crosses a new year. */
function fromTo(first: Day, last: Day): string {
  const sameYear = first.slice(0, 4) === last.slice(0, 4)
  return `del ${sameYear ? monthAndDate(first) : fullDate(first)} al ${fullDate(last)}`
}

/**
 * Open enrollment as the Spanish pages state it (content/en/enrollmentDates.ts): always with the coverage year it sells
 * and its dates, from rules for the year the pages describe.
 */
export const openEnrollment = {
  year: pageYear,
  /** '1 de noviembre – 15 de diciembre de 2026' */
  window: dayRange(start, end),
  /** After 'durante el': 'Período de Inscripción Abierta para la cobertura de 2027 (1 de noviembre – 15 de diciembre de 2026)' */
  named: `${theOpenEnrollment} para la cobertura de ${pageYear} (${dayRange(start, end)})`,
  /** A sentence's start: 'El Período de Inscripción Abierta para la cobertura de 2027 va del 1 de noviembre al 15 de diciembre de 2026' */
  runs: `El ${theOpenEnrollment} para la cobertura de ${pageYear} va ${fromTo(start, end)}`,
  /** The last day to choose a plan that starts on January 1: '15 de diciembre de 2026'. */
  januaryFirstBy: fullDate(januaryFirstBy),
  /** content/en/enrollmentDates.ts */
  openOnBuildDay: start <= buildDay && buildDay <= end,
  /** '15 de diciembre de 2026' */
  ends: fullDate(end),
} as const
