import type { TwinOf } from '../../twin'
import { agency } from '../agency'
import { costSharingLevels } from '../../acaRules/costSharing'
import { es } from '../../format'
import { sep } from '../figures'
import { slots } from '../../slots'
import type { FaqItem, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { benchmarkFloorThatYear, lowPrice, lowPricePlansForYear } from './savingsClaims'

/** "$0–$10 al mes": the price of some plans after credits, always said with what it depends on. */
const priceRange = `${lowPrice.short} al mes`
/** Up to this share of the poverty line a Silver plan comes with lower deductibles and copays (cost-sharing reductions). */
const costSharingLine = es.wholePercent(costSharingLevels[costSharingLevels.length - 1].upToPercent)

/**
 * The copy of the one state landing page template (SPEC.md section 2), with `slots.state` where the state's name goes:
 * content/stateLandingContent.ts fills it in with the state's name, path, intro, cities and conversion.
 */
function template(name: string) {
  const meta: Omit<PageMeta, 'path'> = {
    title: `Obamacare en ${name} | Planes ACA de $0 e inscripción`,
    description: `En ${name} podría calificar para planes de la ACA desde ${priceRange}, según ingresos, edad y código postal (a menudo Bronce). Llame y compruébelo.`,
  }

  const faq: readonly FaqItem[] = [
    {
      question: `¿Puedo obtener un seguro médico de la ACA en ${name} si perdí Medicaid?`,
      answer: `Sí. Perder Medicaid por lo general le da derecho a un Período Especial de Inscripción: puede inscribirse dentro de los ${sep.daysToEnroll} días siguientes a la pérdida de su cobertura, incluso fuera del Período de Inscripción Abierta, y podría calificar para un plan de la ACA con crédito fiscal para la prima. Un agente con licencia de ${name} puede revisar sus opciones en una sola llamada.`,
    },
    {
      question: `¿Cuánto cuesta en promedio Obamacare en ${name}?`,
      answer: `${lowPricePlansForYear} ${benchmarkFloorThatYear} Llame y un agente con licencia le mostrará los precios exactos de los planes que se venden en su condado.`,
    },
  ]

  return {
    meta,
    licensedLine: `Agentes de la ACA con licencia en ${name} • Atención ${agency.hours.schedule}`,
    hero: {
      heading: `Obtenga un seguro médico asequible en ${name}: inscríbase hoy en un plan de la ACA`,
      benefits: [
        `Algunos planes, a menudo del nivel Bronce, pueden costar ${priceRange}, según sus ingresos, edad y código postal`,
        `Inscríbase por teléfono en ${agency.timings.phoneEnrollment}`,
        'Aceptamos Períodos Especiales de Inscripción tras perder el empleo o Medicaid, o tras una mudanza',
        `Ayuda sin costo de agentes con licencia de ${name}`,
      ],
    },
    qualifies: {
      heading: `¿Quién califica en ${name}?`,
      items: [
        'Personas que perdieron su cobertura de Medicaid',
        'Trabajadores independientes, trabajadores de aplicaciones y trabajadores a tiempo parcial',
        `Hogares con ingresos de hasta el ${costSharingLine} del nivel federal de pobreza, que pueden obtener un plan Plata con deducibles y copagos más bajos`,
        'Personas que están entre empleos o que no tienen cobertura basada en el empleo',
      ],
      note: `${openEnrollment.runs}, pero muchos residentes de ${name} pueden inscribirse fuera de ese período después de un cambio de vida, como perder el empleo, perder Medicaid o mudarse.`,
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

export type Twin = TwinOf<typeof import('../../pages/stateLanding'), typeof import('./stateLanding')>
