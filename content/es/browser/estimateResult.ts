import { years } from '../../../rules/years'
import { sources } from '../../../rules/sources'
import { incomeAt } from '../../../rules/incomeLines'
import { expansionLimitPercent, povertyRegion } from '../../../rules/medicaid'
import { es } from '../../format'
import type { Estimate, Outcome, YearEstimate } from '../../../rules/savingsEstimate'
import {
  licensedAgent,
  marketplacePlan,
  metalTiers,
  povertyLevel as thePovertyLevel,
  premiumTaxCredit,
  zipCode,
} from './glossary'
import { stateNames } from './stateNames'
import { adultProgramNotes, caveatText } from './caveats'
import { describeEstimateFrom } from '../../copyReaders/wordLookups'
import { fullDate, monthOfYear } from './dates'

/** An estimate in words for the Spanish page (content/en/browser/estimateResult.ts): plain words first, then the numbers, then what it rests on. */

const silver = metalTiers.Silver
const bronze = metalTiers.Bronze
const povertyLevel = thePovertyLevel
const people = (size: number) => (size === 1 ? '1 persona' : `${es.number(size)} personas`)

/** `percent`% of the household's poverty line in whole dollars, an income still at or under it: '$21,597 al año para 1 persona'. */
function atLine(estimate: Estimate, percent: number): string {
  const { coverageYear, householdSize, state } = estimate
  return `${es.money(incomeAt(coverageYear, householdSize, percent, povertyRegion(state.code)))} al año para ${people(householdSize)}`
}

function incomeLine(estimate: Estimate): string {
  const share = `${estimate.justOverLine === null ? 'al' : 'a un poco más del'} ${es.wholePercent(estimate.percentOfPovertyLine)}`
  return `Sus ingresos equivalen ${share} del ${povertyLevel} (${es.money(estimate.povertyLine)} para ${people(estimate.householdSize)} en ${stateNames[estimate.state.code]}, según las pautas federales de pobreza de ${estimate.guidelineYear}).`
}

function plainWords(estimate: Estimate, outcome: Outcome): string {
  const { coverageYear: year } = estimate
  const state = stateNames[estimate.state.code]
  switch (outcome.kind) {
    case 'credit':
      return `Es probable que pueda recibir un ${premiumTaxCredit} en ${year}: su hogar pagaría como máximo ${es.money(outcome.monthlyMax)} al mes por el plan ${silver} de referencia.`
    case 'medicaid':
      return outcome.program
        ? `Es probable que califique para ${outcome.program.name}, el programa de Medicaid para adultos de ${state}, y no para un crédito fiscal.`
        : `Es probable que califique para Medicaid en ${state}, y no para un crédito fiscal.`
    case 'coverageGap':
      return `Es posible que quede en la brecha de cobertura de ${state}: allí, la mayoría de los adultos con ingresos por debajo del ${povertyLevel} no reciben ni Medicaid ni un crédito fiscal.`
    case 'aboveLimit':
      return `No hay crédito fiscal para ${year}: sus ingresos superan el ${es.wholePercent(outcome.limitPercent)} del ${povertyLevel}.`
    case 'otherCoverage':
      return 'No puede recibir el crédito fiscal para su propia cobertura: puede obtener cobertura asequible a través de un empleo, o tiene Medicare.'
  }
}

const children =
  'Los niños califican para Medicaid o CHIP hasta límites de ingresos más altos, que varían según el estado.'

function numbers(estimate: Estimate, outcome: Outcome): string[] {
  const state = stateNames[estimate.state.code]
  switch (outcome.kind) {
    case 'credit':
      return [
        `Eso equivale al ${es.percent(outcome.applicablePercentage)} de sus ingresos. ${incomeLine(estimate)}`,
        ...(outcome.silverPlanPays
          ? [
              `Con un plan ${silver}, además, sus deducibles y copagos son más bajos: el plan paga alrededor del ${es.wholePercent(outcome.silverPlanPays)} de sus costos.`,
            ]
          : []),
        `Los planes más baratos, a menudo del nivel ${bronze}, pueden costar menos, incluso ${es.money(0)}; los planes más caros cuestan más. El monto de su crédito depende de los precios de los planes en su ${zipCode}: un agente puede consultarlos.`,
      ]
    case 'medicaid':
      return [
        incomeLine(estimate),
        outcome.program
          ? adultProgramNotes[outcome.program.state]
          : `${state} amplió Medicaid para los adultos con ingresos de hasta el ${es.wholePercent(expansionLimitPercent)} del ${povertyLevel}: ${atLine(estimate, expansionLimitPercent)}.`,
        children,
      ]
    case 'coverageGap':
      return [
        incomeLine(estimate),
        ...(outcome.program
          ? [`${adultProgramNotes[outcome.program.state]} Pregunte a un agente si usted califica.`]
          : []),
        `${children} Si espera tener ingresos más altos, el resultado también puede cambiar: un agente puede verificarlo.`,
      ]
    case 'aboveLimit':
      return [
        `${incomeLine(estimate)} El límite del crédito es de ${atLine(estimate, outcome.limitPercent)}.`,
        `Aun así, puede comprar un ${marketplacePlan} a precio completo, y un agente puede comparar planes por usted.`,
      ]
    case 'otherCoverage':
      return [
        incomeLine(estimate),
        'Para los demás miembros de su hogar, y para Medicaid, se aplican sus propias reglas: un agente puede revisarlas.',
      ]
  }
}

function comparison(before: YearEstimate | null): string | null {
  if (!before) return null
  const then = `Con las reglas de ${before.coverageYear}, el mismo hogar`
  switch (before.outcome.kind) {
    case 'credit':
      return `${then} habría pagado como máximo ${es.money(before.outcome.monthlyMax)} al mes por el plan ${silver} de referencia (el ${es.percent(before.outcome.applicablePercentage)} de sus ingresos): los créditos fiscales mejorados terminaron después de ${before.coverageYear}.`
    case 'medicaid':
      return `${then} probablemente también habría tenido Medicaid.`
    case 'coverageGap':
      return `${then} también habría estado en la brecha de cobertura.`
    case 'aboveLimit':
    case 'otherCoverage':
      return null
  }
}

function lastChecked({ rulesChecked }: Estimate): string {
  const extension = rulesChecked.enhancedCreditsEnded
    ? ` Los créditos fiscales mejorados terminaron el ${fullDate(rulesChecked.enhancedCreditsEnded)}; si el Congreso los extiende, este estimado cambiaría.`
    : ''
  return `Reglas revisadas por última vez: ${monthOfYear(rulesChecked.month)}.${extension}`
}

export const describeEstimate = describeEstimateFrom({
  headline: plainWords,
  details: numbers,
  comparison,
  caveat: (estimate, caveat) => caveatText(caveat, estimate.coverageYear, estimate.state.code),
  // The sources' titles are the English documents' own.
  basis: (estimate) =>
    `Año de cobertura ${estimate.coverageYear}: pautas federales de pobreza del HHS de ${estimate.guidelineYear} y ${sources[years[estimate.coverageYear].applicablePercentages.source].title} (en inglés).`,
  lastChecked,
})

/** The result's own words around the estimate (content/en/browser/estimateResult.ts). */
export const resultCopy = {
  disclaimer: `Es un estimado, no una decisión de elegibilidad; los precios dependen de su ${zipCode} y del plan.`,
  resultHeading: 'Su estimado',
  // The sources' titles are the English documents' own (rules/sources.ts).
  sourcesHeading: 'De dónde salen estas cifras (fuentes en inglés)',
  call: 'Llame a un agente',
  text: 'Envíenos un mensaje de texto',
  agentCheck: 'Pida a un agente que lo revise',
  /** The callback form the agent-check button opens below the result. */
  callback: {
    heading: `Pida a un ${licensedAgent} que revise su estimado`,
    intro: `Déjenos sus datos y un ${licensedAgent} le llamará con los precios reales de su ${zipCode}. Es gratis y sin compromiso. Su estimado (el año, el estado, el tamaño del hogar, los ingresos y el resultado de arriba) se envía junto con sus datos.`,
  },
} as const
