import type { RefusalWords } from '../../en/browser/estimateRefusals'
import { es } from '../../format'
import type { EstimateRefusal, RefusalCode } from '../../../rules/savingsEstimate'

/** What the estimator says under a field it cannot use, one plain sentence per refusal code (content/en/browser/estimateRefusals.ts). */
export const estimateRefusalWords: RefusalWords = {
  yearNotPublished: ({ year }) =>
    `Las reglas de ${year} todavía no están disponibles: el IRS aún no ha publicado las tablas de ${year}, así que no hacemos suposiciones. Un agente puede ayudarle a planificar.`,
  yearNotCovered: ({ year, first, last }) =>
    `Este estimador abarca los años de cobertura de ${first} a ${last}; ${year} no es uno de ellos.`,
  stateUnknown: () => 'Elija el estado donde vive.',
  householdSizeOutOfRange: ({ min, max }) =>
    `Escriba cuántas personas hay en su hogar: un número entero del ${min} al ${max}.`,
  incomeNotAmount: () => 'Escriba los ingresos anuales de su hogar antes de impuestos, en dólares (0 o más).',
  incomeTooHigh: ({ limit }) => `Escriba un ingreso anual menor de ${es.money(limit)}.`,
}

/** The sentence under a field for its refusal. */
export function estimateRefusalText<C extends RefusalCode>(
  refusal: EstimateRefusal<C>,
  words: RefusalWords = estimateRefusalWords,
): string {
  return words[refusal.code](refusal)
}
