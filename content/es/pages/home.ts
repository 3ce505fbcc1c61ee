import { agency, reviewCount } from '../agency'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { baselineYear, laterCoverageYears } from '../../../rules/coverageYears'
import { es } from '../../format'
import {
  costSharingReductions,
  essentialBenefits,
  marketplace,
  metalTiers,
  povertyLevel,
  preexistingCondition,
  premiumTaxCredit,
  specialEnrollment,
} from '../browser/glossary'
import { enrollmentRules, medicareAge, sep } from '../figures'
import { lowPrice, lowPricePlansForYear } from './savingsClaims'
import type { CardIconName } from '../../cardIcons'
import type { PageConversion, PageMeta } from '../../types'

/** A card with its icon (src/components/icons/CardIcon.tsx). */
type IconCard = { readonly icon: CardIconName; readonly [field: string]: unknown }

export const homeMeta: PageMeta = {
  path: '/',
  title: `Planes de salud de la ACA para ${pageYear} | Cotice gratis`,
  description: `Compare planes de la ACA de ${pageYear} con un agente. Según ingresos, edad y código postal, algunos planes cuestan ${lowPrice} al mes con créditos fiscales. Cotice gratis.`,
}

/**
 * The text keyword stays the English pages' 'SAVE': it is a code the agency's texting system answers to, and a
 * keyword of its own for Spanish pages would need setting up there first.
 */
const textKeyword = 'SAVE'

export const homeConversion: PageConversion = { smsBody: textKeyword, callLabel: 'home_hero_call' }

export const homeHero = {
  heading: `En ${agency.resultsPeriod}, nuestros clientes ahorraron hasta ${es.money(agency.maxMonthlySavings)} al mes en su seguro médico`,
  intro: `Nuestros agentes con licencia comparan los planes del ${marketplace} que ofrecen en su zona las aseguradoras con las que trabajamos, y le aplican sus créditos fiscales. Nuestra ayuda no le cuesta nada. ${lowPricePlansForYear}`,
  /** Beside the headline's savings figure: what period the agency's figures describe, and that results vary. */
  resultsVary: agency.resultsVary,
  phoneLead: 'Hable ahora con un agente con licencia:',
  quoteButton: 'Obtener mi cotización GRATIS ahora',
  savingsButton: 'Ver cuánto pagaría',
  textButton: `Envíe "${textKeyword}" al`,
  textBody: textKeyword,
  /** A line of their own here, so each opens with a capital: 'Lunes a viernes, de 8 a. m. a 8 p. m.'. */
  hours: agency.hours.line,
  wait: `Espera promedio: ${agency.hours.homeAverageWait}`,
  /** The accessible name of the list of what a call is like ('2-minute call', '100% Free', 'No obligation'). */
  callStripLabel: 'Qué puede esperar',
}

/** The hero's right column: the savings estimator's first three questions, answered on /savings-calculator. */
export const heroEstimatorStart = {
  heading: '¿Cuánto pagaría usted?',
  intro: 'Tres preguntas, sin registrarse. Después, usted elige el año de cobertura y verá su estimado.',
  submit: 'Ver mi estimado',
} as const

export const quoteSection = {
  heading: 'Obtenga hoy su cotización gratis',
  intro: 'Elija el horario que más le convenga, o déjenos sus datos y un agente con licencia le llamará.',
  scheduleButton: 'Programar mi cita gratis',
  or: 'O',
  callbackHeading: 'Pida que le llamemos',
}

export const topicCards = {
  heading: 'Todo lo que necesita saber sobre la cobertura de la ACA',
  cards: [
    {
      to: '/lower-costs',
      icon: 'dollar',
      title: 'Reduzca sus costos',
      text: `Los créditos fiscales para la prima y las ${costSharingReductions} bajan sus costos: nuestros clientes ahorraron hasta ${es.money(agency.maxMonthlySavings)} al mes en ${agency.resultsPeriod}.`,
    },
    {
      to: '/essential-coverage',
      icon: 'heart',
      title: 'Cobertura esencial',
      text: `Todos los planes cubren los 10 ${essentialBenefits}, desde las consultas médicas hasta los medicamentos recetados.`,
    },
    {
      to: '/protected-coverage',
      icon: 'shield',
      title: 'Cobertura protegida',
      text: `No se le puede negar la cobertura ni cobrar más por una ${preexistingCondition}. Vea todas las protecciones.`,
    },
    {
      to: '/more-info',
      icon: 'book',
      title: 'Guía de la ACA',
      text: 'Fechas límite, categorías de metal de los planes y respuestas a preguntas comunes, en una guía fácil de entender.',
    },
  ],
} as const satisfies { heading: string; cards: readonly IconCard[] }

export const resources = {
  heading: 'Recursos para su situación',
  intro: 'Encuentre la página pensada para usted, o llámenos y lo resolvemos juntos.',
  links: [
    {
      to: '/sep',
      icon: 'calendar',
      title: specialEnrollment,
      text: `¿Perdió su cobertura, se mudó, se casó o tuvo un bebé? Es posible que tenga ${sep.daysToEnroll} días para inscribirse.`,
    },
    {
      to: '/zero-dollar-health-plans',
      icon: 'tag',
      title: 'Planes con prima de $0',
      text: 'Quién califica para un plan sin prima mensual.',
    },
    {
      to: '/compare-aca-plans',
      icon: 'columns',
      title: 'Comparar planes',
      text: `${es.list([metalTiers.Bronze, metalTiers.Silver, metalTiers.Gold])}, uno al lado del otro.`,
    },
    {
      to: '/aca-for-families',
      icon: 'people',
      title: 'Familias',
      text: 'Un solo plan para todo el hogar, con créditos fiscales más grandes.',
    },
    {
      to: '/aca-for-seniors-under-65',
      icon: 'clock',
      title: `Adultos menores de ${medicareAge} años`,
      text: 'Cobertura hasta que tenga Medicare, y ayuda con el cambio.',
    },
    {
      to: '/insurance-for-self-employed',
      icon: 'briefcase',
      title: 'Trabajadores por cuenta propia',
      text: 'Planes para contratistas 1099, trabajadores independientes y trabajadores de plataformas.',
    },
    {
      to: '/health-insurance-florida',
      icon: 'pin',
      title: 'Planes en Florida',
      text: `Redes, ahorros y ayuda con Medicaid en los ${enrollmentRules.floridaCounties} condados.`,
    },
    {
      to: '/enroll-now',
      icon: 'phone',
      title: 'Inscríbase por teléfono',
      text: `Inscríbase en ${agency.timings.phoneEnrollment} con un agente con licencia.`,
    },
    {
      to: '/savings-calculator',
      icon: 'calculator',
      title: 'Estimador de créditos fiscales',
      text: `Lo máximo que pagaría su hogar por el plan Plata de referencia en ${es.list(laterCoverageYears(baselineYear).map(String), 'or')}, según las reglas de ese año.`,
    },
  ],
  statesHeading: 'Ayuda con Obamacare en su estado',
} as const satisfies { heading: string; intro: string; links: readonly IconCard[]; statesHeading: string }

export const whyChooseUs = {
  heading: '¿Por qué elegirnos?',
  cards: [
    agency.licensedIn && agency.licensedWhere
      ? {
          icon: 'shield-check',
          title: `Con licencia en ${agency.licensedIn}`,
          text: `Nuestra agencia tiene ${agency.licensedWhere}${agency.bbb ? `, y tenemos la calificación ${agency.bbb.grade} del BBB (al ${agency.bbb.asOf})` : ''}.`,
        }
      : {
          icon: 'shield-check',
          title: 'Verifique nuestra licencia',
          text: 'Busque a nuestra agencia por su Número Nacional de Productor (NPN), que aparece al final de cada página.',
        },
    {
      icon: 'check-circle',
      title: 'Ayuda gratis, sin compromiso',
      text: 'Las aseguradoras le pagan a nuestra agencia, así que comparar planes e inscribirse no le cuesta nada. Usted decide, sin presiones.',
    },
    {
      icon: 'bolt',
      title: 'Ahorros reales y rápidos',
      text: `Nuestros clientes ahorraron en promedio ${es.money(agency.averageMonthlySavings)} al mes en ${agency.resultsPeriod}. Verificar su elegibilidad toma ${agency.timings.agentEligibilityCheck}.`,
    },
  ],
} as const satisfies { heading: string; cards: readonly IconCard[] }

/** The agency's numbers; who collected the reviews (VITE_REVIEWS_SOURCE) is a mark the page fills in (content/models/slots.ts). */
export const socialProof = {
  heading: 'Nuestra agencia en cifras',
  stats: [
    { value: agency.stats.familiesHelped, label: `familias ayudadas hasta ${agency.resultsPeriod}` },
    ...(agency.rating && reviewCount
      ? [
          {
            value: `${es.number(agency.rating.score)}/${es.number(agency.rating.outOf)}`,
            label: `según ${reviewCount}`,
          },
        ]
      : []),
    { value: es.money(agency.averageMonthlySavings), label: `de ahorro mensual promedio en ${agency.resultsPeriod}` },
  ],
  resultsVary: agency.resultsVary,
}

const creditLimit = creditUpperLimitPercent(pageYear)
const creditIncomes =
  creditLimit === null
    ? `de al menos el ${povertyLevel}, sin límite máximo de ingresos,`
    : `desde el ${povertyLevel} hasta ${es.money(incomeAt(pageYear, 1, creditLimit))} (1 persona) o ${es.money(incomeAt(pageYear, 4, creditLimit))} (familia de cuatro)`

export const closingCta = {
  heading: '¿Quiere saber cuánto puede ahorrar?',
  text: `Para la cobertura de ${pageYear}, los hogares con ingresos ${creditIncomes} pueden recibir un ${premiumTaxCredit} (según las pautas federales de pobreza de ${guidelineYearOf(pageYear)}) si no tienen acceso a Medicaid ni a cobertura de un empleo y su estatus migratorio lo permite. Solo hace falta una llamada gratis y sin compromiso.`,
}
