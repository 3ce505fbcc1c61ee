import type { OnSale } from '../../../rules/yearOnSale'
import { openEnrollment, specialEnrollment } from './glossary'
import { dayRange, fullDate } from './dates'

const lifeChange = 'tras un evento de vida que califica (perder su cobertura, mudarse, casarse, tener un bebé)'

/** The line under the year choices, for the visitor's day (content/en/browser/estimatorYearHint.ts). */
export function yearHint({
  preferred,
  others,
  onSale,
}: {
  preferred: number
  others: readonly number[]
  onSale: OnSale
}): string {
  const [other] = others
  if (onSale.year !== preferred)
    return `Las reglas de ${onSale.year} todavía no están en este estimador, así que el cálculo es para la cobertura de ${preferred}. Un agente puede ayudarle con ${onSale.year}.`
  if (onSale.openEnrollment) {
    const window = `${openEnrollment} para la cobertura de ${preferred}: ${dayRange(onSale.openEnrollment.start, onSale.openEnrollment.end)}.`
    return other === undefined
      ? window
      : `${window} ¿Va a comprar cobertura para lo que queda de ${other} ${lifeChange}? Elija ${other}.`
  }
  if (!onSale.facts) return `Cobertura de ${preferred}.`
  return `El ${openEnrollment} para la cobertura de ${preferred} terminó el ${fullDate(onSale.facts.openEnrollment.end)}: ${lifeChange}, todavía puede inscribirse durante un ${specialEnrollment}.`
}
