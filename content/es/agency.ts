import { agentHours } from '../../rules/agentSchedule'
import { agencyFacts } from '../../rules/agencyFacts'
import { agencyCredentials } from '../../rules/agencyCredentials'
import { servedLegalVersions } from '../../rules/legalVersions'
import { slots } from '../models/slots'
import { fullDate } from './browser/dates'
import { zipCode } from './browser/glossary'
import { scheduleWords } from './scheduleWords'

const { figures, resultsPeriod, minutes } = agencyFacts

const { licenses } = agencyCredentials.licensing
/** As content/en/agency.ts: 'Con licencia en 11 estados y DC', from VITE_LICENSES only. */
const licensedStates = licenses.filter(({ state }) => state !== 'DC').length
const licensedDc = licenses.some(({ state }) => state === 'DC')
const licensedCount = [
  licensedStates > 0 ? `${licensedStates} ${licensedStates === 1 ? 'estado' : 'estados'}` : '',
  licensedDc ? 'DC' : '',
]
  .filter(Boolean)
  .join(' y ')
const configuredRating = agencyCredentials.rating
const bbb = figures.bbbRating.asOf ? { grade: figures.bbbRating.value, asOf: fullDate(figures.bbbRating.asOf) } : null
const schedule = scheduleWords(agentHours)

// Counts as US Spanish writes them, the same as US English ('73,000': content/format.ts, numbersLocale).
const families = figures.familiesHelped.value.toLocaleString('en-US')
const millions = figures.totalSavedMillions.value.toLocaleString('en-US')

/** The agency's claims in Spanish (content/en/agency.ts), worded from its facts (rules/agencyFacts.ts). */
export const agency = {
  name: agencyFacts.name,
  shortName: agencyFacts.shortName,
  licenseCount: licenses.length,
  bbb,
  licensing:
    licensedCount || bbb
      ? [
          licensedCount ? `Con licencia en ${licensedCount}` : '',
          bbb ? `Calificación ${bbb.grade} del BBB (al ${bbb.asOf})` : '',
        ]
          .filter(Boolean)
          .join(' • ')
      : null,
  licensedIn: licensedCount || null,
  /** After 'tiene' or 'tienen': 'licencia en 11 estados, como se indica en nuestra página de Licencias estatales'. */
  licensedWhere: licensedCount
    ? `licencia en ${licensedCount}, como se indica en nuestra página de Licencias estatales`
    : null,
  rating: configuredRating
    ? {
        score: configuredRating.score,
        outOf: configuredRating.outOf,
        reviews: configuredRating.reviews.toLocaleString('en-US'),
        readOn: fullDate(configuredRating.readOn),
      }
    : null,
  /**
   * In prose, where '73,000+' and '$8.7 M+' are English shorthand ('M' reads as 'mil' to many readers): 'Hemos ayudado
   * a más de 73,000 familias', 'más de $8.7 millones'.
   */
  familiesHelped: `más de ${families}`,
  totalSaved: `más de $${millions} millones`,
  /** On stat cards: 'Más de 73,000', 'Más de $8.7 millones'. */
  stats: {
    familiesHelped: `Más de ${families}`,
    totalSaved: `Más de $${millions} millones`,
  },
  maxMonthlySavings: figures.maxMonthlySavings.value,
  averageMonthlySavings: figures.averageMonthlySavings.value,
  floridaMonthlySavings: figures.floridaMonthlySavings.value,
  resultsPeriod,
  /** Said beside every savings figure. */
  resultsVary: `Las cifras de ahorro son los resultados de nuestros clientes en ${resultsPeriod}, según los datos de nuestra agencia, cuando los créditos fiscales para la prima eran mayores. Su ahorro depende de sus ingresos, su hogar, su edad, su ${zipCode} y su plan; los resultados varían.`,
  hours: {
    /** After 'Disponibles' or 'atienden llamadas': 'de lunes a viernes, de 8 a. m. a 8 p. m., y los sábados, de 9 a. m. a 5 p. m. (hora del Este)'. */
    schedule,
    /** A line of its own (the footer, the home page's call box). */
    line: `Horario: ${schedule}`,
    /** After 'Espera promedio:' or 'es de': 'menos de 30 segundos'. */
    homeAverageWait: `menos de ${agencyFacts.averageWaitUnderSeconds} segundos`,
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
  /** After 'Vigente desde el': '27 de noviembre de 2026'. */
  legalEffective: {
    privacyPolicy: fullDate(servedLegalVersions.privacyPolicy),
    termsOfService: fullDate(servedLegalVersions.termsOfService),
  },
} as const

/**
 * The review count with its source and the day it was read (content/en/agency.ts): '2,847 reseñas en Trustpilot, al
 * 20 de noviembre de 2026'; 'reseñas verificadas' only when VITE_REVIEWS_VERIFIED says the source calls them so.
 */
export const reviewCount = configuredRating
  ? `${configuredRating.reviews.toLocaleString('en-US')} ${configuredRating.verified ? 'reseñas verificadas' : 'reseñas'} en ${slots.reviewsSource}, al ${fullDate(configuredRating.readOn)}`
  : null

/** Cómo recopila la agencia sus reseñas (content/en/agency.ts). */
export const reviewInvitation =
  configuredRating?.invitation === 'every-client'
    ? `Les pedimos una reseña en ${slots.reviewsSource} a todos los clientes que ayudamos, sea cual sea su experiencia, y no ofrecemos nada a cambio.`
    : null

export const readReviews = `Lea nuestras reseñas en ${slots.reviewsSource}`
