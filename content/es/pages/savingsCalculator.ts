import { topShare } from '../../../rules/applicablePercentages'
import { baselineYear, laterCoverageYears } from '../../../rules/coverageYears'
import { es } from '../../format'
import { bandsTopPercent } from '../../../rules/creditLimits'
import { years } from '../../../rules/years'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { licensedAgent, metalTiers, povertyLevel, zipCode } from '../browser/glossary'

/** The last year of the enhanced credits, and the years the estimator knows after it. */
const oldest = baselineYear
const newer = laterCoverageYears(oldest)
const newerYears = (kind: 'and' | 'or') => es.list(newer.map(String), kind)
const silver = metalTiers.Silver

export const savingsCalculatorMeta: PageMeta = {
  path: '/savings-calculator',
  title: `Estimador de créditos fiscales ACA: cobertura de ${newerYears('and')}`,
  description: `Calcule lo máximo que pagaría su hogar por un plan ${silver} de referencia con las reglas del crédito fiscal de ${newerYears('or')}, o si le corresponde Medicaid. Gratis.`,
}

export const savingsCalculatorConversion: PageConversion = {
  smsBody: '¡Hola! Usé su estimador de créditos fiscales y me gustaría que un agente revise mi estimado.',
  callLabel: 'savings_calculator_phone_click',
}

export const savingsCalculatorHero = {
  heading: '¿Cuánto le costaría el plan Plata de referencia?',
  intro: `Las reglas del crédito fiscal cambiaron después de ${oldest}: los créditos fiscales mejorados terminaron, así que por encima del ${es.wholePercent(bandsTopPercent)} del ${povertyLevel} ya no hay crédito, y todos los que están por debajo de ese límite pagan una parte mayor de sus ingresos. Responda cinco preguntas para ver cuánto pagaría su hogar con las reglas del año de la cobertura que va a comprar: ${newerYears('or')}.`,
}

export const savingsCalculatorFaq: readonly FaqItem[] = [
  {
    question: `¿Por qué pagaría más en ${newer[0]} que en ${oldest}?`,
    answer: `Los créditos fiscales mejorados para la prima terminaron después de ${oldest}. Desde ${newer[0]} no hay crédito por encima del ${es.wholePercent(bandsTopPercent)} del ${povertyLevel}, y por debajo de ese límite los hogares pagan una parte mayor de sus ingresos por el plan ${silver} de referencia: hasta ${es.list(
      newer.map((year) => `el ${es.percent(topShare(year))} en ${year}`),
      'and',
    )}, frente a un máximo del ${es.percent(years[oldest].applicablePercentages.over400 ?? 0)} en ${oldest}.`,
  },
  {
    question: `¿Qué es el plan ${silver} de referencia?`,
    answer: `Es el segundo plan ${silver} de menor costo donde usted vive. Su crédito fiscal es el precio de ese plan menos lo máximo que se espera que pague su hogar, y puede usar el crédito en cualquier categoría de metal: los planes más baratos, a menudo del nivel ${metalTiers.Bronze}, pueden costar menos, incluso ${es.money(0)}, y los más caros cuestan más.`,
  },
  {
    question: '¿Este estimado es una decisión de elegibilidad?',
    answer: `No. Es un estimado, no una decisión de elegibilidad; los precios dependen de su ${zipCode} y del plan. Los niños a menudo califican para Medicaid o CHIP hasta límites de ingresos más altos, que varían según el estado, y el estatus migratorio y los programas estatales pueden cambiar el resultado. Un ${licensedAgent} puede verificarlo todo gratis.`,
  },
]

export const savingsCalculatorCta = {
  heading: '¿Quiere que un agente revise su estimado?',
  text: `Un ${licensedAgent} busca los precios reales de los planes en su ${zipCode} y aplica todos los créditos para los que usted califica, sin costo para usted.`,
}
