import { lowestPlanPrice } from '../priceClaims'
import { agency } from '../agency'
import { es } from '../../format'
import {
  deductible,
  employerCoverage,
  marketplacePlan,
  metalTiers,
  openEnrollment as theOpenEnrollment,
  qualifyingLifeEvent,
  zipCode,
} from '../browser/glossary'
import { enrollmentRules, sep } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'

const lowPrice = es.money(lowestPlanPrice)

export const enrollNowMeta: PageMeta = {
  path: '/enroll-now',
  title: 'Inscríbase hoy en un plan de la ACA | Ayuda gratis por teléfono',
  // Under 160 characters: no hours, which the page itself states (content/en/agency.ts, hours.schedule).
  description: `Inscríbase por teléfono con un agente con licencia, sin costo. Según ingresos, edad y código postal, algunos planes cuestan ${lowPrice} con créditos fiscales.`,
}

/** Phone-only page: no text button is shown; smsBody completes the PageConversion every page carries. */
export const enrollNowConversion: PageConversion = {
  smsBody: '¡Hola! Quisiera inscribirme en un plan de salud de la ACA. ¿Me puede ayudar un agente con licencia?',
  callLabel: 'enroll_now_cta',
}

export const enrollNowTagline = `Agentes con licencia para planes de la ACA • Disponibles ${agency.hours.schedule}`

export const enrollNowHero = {
  heading: 'Inscríbase hoy por teléfono en un seguro médico de la ACA',
  intro: `Llame y un agente con licencia verificará su elegibilidad, aplicará todos los créditos fiscales para los que califique y le inscribirá en un ${marketplacePlan} en una sola llamada corta. Nuestra ayuda es gratis: a nuestra agencia le pagan las aseguradoras, no usted.`,
  points: [
    `Agentes disponibles ${agency.hours.schedule}`,
    `Verificación de elegibilidad en ${agency.timings.agentEligibilityCheck}`,
    `Inscripción por teléfono en ${agency.timings.phoneEnrollment}`,
    `Según sus ingresos, su edad y su ${zipCode}, algunos planes, a menudo del nivel ${metalTiers.Bronze}, pueden costar ${lowPrice} al mes después de aplicar los créditos fiscales`,
  ],
}

export const enrollNowCall = {
  label: 'Llame ahora:',
  text: 'Verifique su elegibilidad e inscríbase hoy. La ayuda no tiene ningún costo.',
  button: 'Llame ahora para inscribirse',
  availability: `Disponibles ${agency.hours.schedule}`,
}

export const enrollNowSteps = {
  heading: 'Cómo funciona la inscripción por teléfono',
  items: [
    {
      title: 'Cuéntenos sobre su hogar',
      text: `Un agente le pregunta su ${zipCode}, quiénes necesitan cobertura y cuánto espera ganar en el año, y luego verifica para qué ahorros califica.`,
    },
    {
      title: 'Compare planes uno al lado del otro',
      text: `Sabrá cuánto cuestan los planes de las aseguradoras con las que trabajamos en su condado después de su crédito fiscal, cuál es su ${deductible} y si cubre a sus médicos y sus medicamentos recetados.`,
    },
    {
      title: 'Inscríbase y obtenga cobertura',
      text: `Elija un plan y el agente enviará su solicitud mientras usted sigue al teléfono. Por lo general, la cobertura comienza el ${enrollmentRules.coverageStarts}.`,
    },
  ],
}

export const enrollNowChecklist = {
  heading: 'Qué tener a mano para su llamada',
  items: [
    `Su ${zipCode} y la fecha de nacimiento de cada persona que necesita cobertura`,
    'Los números de Seguro Social, o de los documentos de inmigración, de todas las personas que solicitan cobertura',
    'Un cálculo de los ingresos de su hogar de este año, por ejemplo con un talón de pago reciente o la declaración de impuestos del año pasado',
    `La fecha en que terminó su cobertura de Medicaid o su ${employerCoverage}, si se inscribe después de perderla`,
  ],
  note: '¿Le falta algo? Llame de todos modos: un agente puede verificar su elegibilidad con un cálculo aproximado y decirle qué enviar después.',
}

export const enrollNowFaq: readonly FaqItem[] = [
  {
    question: '¿Cuándo puedo llamar para inscribirme?',
    answer: `Nuestros agentes con licencia atienden llamadas ${agency.hours.schedule}.`,
  },
  {
    question: '¿Cuánto tiempo toma inscribirse por teléfono?',
    answer: `Verificar su elegibilidad toma ${agency.timings.agentEligibilityCheck}, y la mayoría de las inscripciones por teléfono se completan en ${agency.timings.phoneEnrollment}.`,
  },
  {
    question: `¿Puedo inscribirme fuera del ${theOpenEnrollment}?`,
    answer: `${openEnrollment.runs}. Fuera de ese período, puede inscribirse dentro de los ${sep.daysToEnroll} días siguientes a un ${qualifyingLifeEvent}, como perder la cobertura de su empleo, mudarse, casarse o tener un bebé; después de que termine Medicaid o CHIP, CuidadoDeSalud.gov da ${enrollmentRules.medicaidLossDaysAfter} días.`,
  },
  {
    question: '¿Cuesta algo inscribirse con su agencia?',
    answer:
      'No. Nuestra ayuda es gratis y usted paga la misma prima que pagaría si se inscribiera por su cuenta: a nuestra agencia le pagan las aseguradoras. No tiene ninguna obligación de comprar.',
  },
]

export const enrollNowClosing = {
  heading: '¿Todo listo para inscribirse?',
  text: 'Un agente con licencia puede revisar sus ahorros y poner en marcha su cobertura en una sola llamada.',
}
