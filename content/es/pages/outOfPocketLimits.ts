import type { YearWithoutTables } from '../../../rules/yearFacts'
import { es } from '../../format'
import { inNetwork, outOfPocketMaximum, specialEnrollment } from '../browser/glossary'

const limits = ({ outOfPocketMax }: YearWithoutTables, unit = ' para una persona o ', family = ' para una familia') =>
  `${es.money(outOfPocketMax.self)}${unit}${es.money(outOfPocketMax.family)}${family}`

/** content/en/pages/outOfPocketLimits.ts, in Spanish. */
export function outOfPocketLimits(facts: YearWithoutTables, special: YearWithoutTables | null): string {
  const unconfirmed = facts.outOfPocketMax.secondary
    ? ', según la cifra del HHS que publican empresas de beneficios (no hemos leído el aviso del propio HHS): un agente puede confirmársela'
    : ''
  const earlier = special
    ? ` Para los planes de ${special.year}, que se compran durante un ${specialEnrollment}, es de ${limits(special, ' o ', '')}.`
    : ''
  return `Lo que usted paga cada año por la atención cubierta ${inNetwork} tiene un tope; al alcanzarlo, su plan paga todo. Para los planes de ${facts.year}, el ${outOfPocketMaximum} es de ${limits(facts)}${unconfirmed}.${earlier}`
}
