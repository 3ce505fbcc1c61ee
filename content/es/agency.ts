import { agencyFacts, type Hours } from '../agencyFacts'
import { slots } from '../slots'
import type { TwinOf } from '../twin'
import { zipCode } from './glossary'

const { licensedStates, bbbRating, resultsPeriod, hours, minutes } = agencyFacts

/** An hour of the day as Spanish writes it: 8 -> '8 a. m.', 20 -> '8 p. m.'. */
function clock(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'a. m.' : 'p. m.'}`
}

const span = ({ opens, closes }: Hours) => `de ${clock(opens)} a ${clock(closes)}`

/** The agency's claims in Spanish (content/agency.ts), worded from its facts (content/agencyFacts.ts). */
export const agency = {
  name: agencyFacts.name,
  shortName: agencyFacts.shortName,
  licensedStates,
  bbbRating,
  licensing: `Con licencia en los ${licensedStates} estados • Calificación ${bbbRating} del BBB`,
  rating: agencyFacts.rating,
  // Counts as US Spanish writes them, the same as US English ('73,000': content/format.ts, numbersLocale).
  familiesHelped: `${agencyFacts.familiesHelped.toLocaleString('en-US')}+`,
  /** '$8.7 M+' (millones). */
  totalSaved: `$${agencyFacts.totalSavedMillions.toLocaleString('en-US')}\u00a0M+`,
  maxMonthlySavings: agencyFacts.maxMonthlySavings,
  averageMonthlySavings: agencyFacts.averageMonthlySavings,
  floridaMonthlySavings: agencyFacts.floridaMonthlySavings,
  resultsPeriod,
  /** Said beside every savings figure. */
  resultsVary: `Las cifras de ahorro son los resultados de nuestros clientes en ${resultsPeriod}, cuando los créditos fiscales para la prima eran mayores. Su ahorro depende de sus ingresos, su hogar, su edad, su ${zipCode} y su plan; los resultados varían.`,
  hours: {
    /** List items, or after 'Estamos disponibles': 'lunes a viernes, de 8 a. m. a 8 p. m.' */
    home: [`lunes a viernes, ${span(hours.home.weekdays)}`, `sábados, ${span(hours.home.saturday)}`],
    /** After 'Espera promedio:': 'menos de 30 segundos'. */
    homeAverageWait: `menos de ${hours.homeAverageWaitUnderSeconds} segundos`,
    /** After 'Disponibles': 'de 8 a. m. a 10 p. m., hora del Este, los 7 días de la semana'. */
    enroll: `${span(hours.enroll)}, hora del Este, los ${hours.daysAWeek} días de la semana`,
    /** After 'Disponibles': 'los 7 días de la semana'. */
    statePages: `los ${hours.daysAWeek} días de la semana`,
  },
  timings: {
    /** After 'en unos': '2 minutos'. */
    chatEligibilityCheck: `${minutes.chatEligibilityCheck} minutos`,
    /** After 'en' or 'tarda': 'menos de 5 minutos'. */
    agentEligibilityCheck: `menos de ${minutes.agentEligibilityCheckUnder} minutos`,
    phoneEnrollment: `menos de ${minutes.phoneEnrollmentUnder} minutos`,
    /** After 'una': 'llamada de 2 minutos'. */
    callStrip: `llamada de ${minutes.callStrip} minutos`,
  },
  minimumAge: agencyFacts.minimumAge,
  /**
   * After 'Vigente desde el': agencyFacts.legalEffectiveDate (2025-01-01) as Spanish writes it, spelled here so the
   * frame of every page needs no date formatter; tests/unit/agencyFacts.test.ts holds it to that date.
   */
  legalEffectiveDate: '1 de enero de 2025',
} as const

/** The review count with the source that collected the reviews (content/agency.ts): '2,847 reseñas verificadas en Trustpilot'. */
export const verifiedReviews = `${agency.rating.reviews.toLocaleString('en-US')} reseñas verificadas en ${slots.reviewsSource}`

export type Twin = TwinOf<typeof import('../agency'), typeof import('./agency')>
