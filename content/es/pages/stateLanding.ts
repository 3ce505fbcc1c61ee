import { agency } from '../agency'
import { es } from '../../format'
import { enrollmentRules, sep } from '../figures'
import { slots } from '../../models/slots'
import type { FaqItem, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { expansionLimitPercent } from '../../../rules/medicaid'
import { fullDate } from '../browser/dates'
import { costSharingLimitPercent, medicaidCases, type MedicaidCase } from '../../models/sharedFigures'
import { benchmarkFloorThatYear, lowPrice, lowPricePlansForYear } from './savingsClaims'

/** Up to this share of the poverty line a Silver plan comes with lower deductibles and copays (cost-sharing reductions). */
const costSharingLine = es.wholePercent(costSharingLimitPercent)
const medicaidLine = es.wholePercent(expansionLimitPercent)

/** The two sentences of a landing page that depend on the state's Medicaid (content/en/pages/stateLanding.ts). */
function medicaidWords(medicaid: MedicaidCase, name: string) {
  const enroll = `Por lo general, sí. Perder Medicaid o CHIP normalmente le da derecho a un Período Especial de Inscripción, incluso fuera del Período de Inscripción Abierta: en CuidadoDeSalud.gov puede elegir un plan desde ${enrollmentRules.medicaidLossDaysBefore} días antes de que termine su cobertura hasta ${enrollmentRules.medicaidLossDaysAfter} días después.`
  const agent = 'Un agente con licencia puede revisar sus opciones y confirmarle su fecha límite en una sola llamada.'
  if (!medicaid.expanded) {
    return {
      lostMedicaidAnswer: `${enroll} Que reciba un crédito fiscal para bajar la prima depende de sus ingresos y de su estatus migratorio: ${name} no amplió Medicaid, así que los adultos con ingresos por debajo del nivel federal de pobreza por lo general no reciben ni Medicaid ni un crédito fiscal. ${agent}`,
      costSharingIncome: `Hogares con ingresos desde el ${es.wholePercent(100)} hasta el ${costSharingLine} del nivel federal de pobreza, que pueden obtener un plan Plata con deducibles y copagos más bajos`,
    }
  }
  const why = medicaid.workRequirementFrom
    ? ` y de la razón por la que terminó su Medicaid: desde el ${fullDate(medicaid.workRequirementFrom)}, los adultos de ${name} que pierden Medicaid por no cumplir el requisito de trabajo de Medicaid no pueden recibir un crédito fiscal`
    : ''
  return {
    lostMedicaidAnswer: `${enroll} Que reciba un crédito fiscal para bajar la prima depende de sus ingresos (más del ${medicaidLine} del nivel federal de pobreza, porque ${name} cubre con Medicaid a los adultos que ganan menos), de su estatus migratorio${why}. ${agent}`,
    costSharingIncome: `Hogares con ingresos de más del ${medicaidLine} y hasta el ${costSharingLine} del nivel federal de pobreza, que pueden obtener un plan Plata con deducibles y copagos más bajos`,
  }
}

/** Each case's words, by the key content/models/sharedFigures.ts gives each state (medicaidCaseKey). */
export const stateMedicaidWords = Object.fromEntries(
  Object.entries(medicaidCases).map(([key, medicaid]) => [key, medicaidWords(medicaid, slots.state)]),
)

/**
 * The copy of the one state landing page template (SPEC.md section 2), with `slots.state` where the state's name goes:
 * content/copyReaders/stateLandingContent.ts fills it in with the state's name, path, intro, cities and conversion.
 */
function template(name: string) {
  const meta: Omit<PageMeta, 'path'> = {
    title: `Obamacare en ${name} | Planes de la ACA y ayuda para inscribirse`,
    description: `En ${name}, según sus ingresos, su edad y su código postal, algunos planes de la ACA, a menudo del nivel Bronce, pueden costar ${lowPrice} al mes con créditos fiscales. Llame y compruébelo.`,
  }

  const faq: readonly FaqItem[] = [
    {
      question: `¿Puedo obtener un seguro médico de la ACA en ${name} si perdí Medicaid?`,
      answer: slots.lostMedicaidAnswer,
    },
    {
      question: `¿Cuánto cuesta en promedio Obamacare en ${name}?`,
      answer: `${lowPricePlansForYear} ${benchmarkFloorThatYear} Llame y un agente con licencia le mostrará los precios exactos de los planes de las aseguradoras con las que trabajamos en su condado.`,
    },
  ]

  return {
    meta,
    licensedLine: `Agentes con licencia para planes de la ACA en ${name} • Atención ${agency.hours.schedule}`,
    helpLine: `Ayuda para inscribirse en planes de la ACA en ${name} • Atención ${agency.hours.schedule}`,
    hero: {
      heading: `Obtenga un seguro médico asequible en ${name}: inscríbase hoy en un plan de la ACA`,
      benefits: [
        `Según sus ingresos, su edad y su código postal, algunos planes, a menudo del nivel Bronce, pueden costar ${lowPrice} al mes después de aplicar los créditos fiscales`,
        `Inscríbase por teléfono en ${agency.timings.phoneEnrollment}`,
        'Le ayudamos a inscribirse con un Período Especial de Inscripción si pierde la cobertura de su empleo o Medicaid, se muda, se casa o tiene un bebé',
        'Ayuda sin costo de nuestros agentes con licencia',
      ],
    },
    qualifies: {
      heading: `¿Quién califica en ${name}?`,
      items: [
        `Personas que perdieron la cobertura de su empleo en los últimos ${sep.daysToEnroll} días, o Medicaid o CHIP en los últimos ${enrollmentRules.medicaidLossDaysAfter} días`,
        'Trabajadores independientes, trabajadores de aplicaciones y trabajadores a tiempo parcial',
        slots.costSharingIncome,
        'Personas que están buscando empleo o que no tienen cobertura a través de su trabajo',
      ],
      note: `${openEnrollment.runs}, pero muchos residentes de ${name} pueden inscribirse fuera de ese período después de un evento de vida que califica, como perder la cobertura de su empleo o Medicaid, mudarse, casarse o tener un bebé.`,
    },
    callNow: {
      label: 'Llame ahora:',
      text: 'Verifique si califica e inscríbase hoy. La ayuda no tiene costo.',
      button: 'Llame ahora para inscribirse',
      availability: `Atención ${agency.hours.schedule}: rápida, confidencial y gratuita`,
    },
    cities: { heading: `Principales ciudades que atendemos en ${name}` },
    faq,
    closing: {
      heading: `¿Quiere obtener cobertura médica en ${name}?`,
      text: `Verificar si califica es gratis, e inscribirse por teléfono con un agente con licencia toma ${agency.timings.phoneEnrollment}.`,
    },
  }
}

export const stateLandingTemplate = template(slots.state)
