import type { YearFacts } from '../../acaRules/yearFacts'
import { es } from '../../format'
import type { TwinOf } from '../../twin'
import { inNetwork, outOfPocketMaximum, specialEnrollment } from '../glossary'

const limits = ({ outOfPocketMax }: YearFacts) =>
  `${es.money(outOfPocketMax.self)} para una persona o ${es.money(outOfPocketMax.family)} para una familia`

/** content/pages/outOfPocketLimits.ts, in Spanish. */
export function outOfPocketLimits(facts: YearFacts, special: YearFacts | null): string {
  const unconfirmed = facts.outOfPocketMax.secondary
    ? ', según fuentes secundarias: aún no hemos verificado la cifra oficial del HHS, y un agente puede confirmársela para su plan'
    : ''
  const earlier = special
    ? ` Para los planes de ${special.year}, que se compran durante un ${specialEnrollment}, es ${limits(special)}.`
    : ''
  return `Cada año hay un límite a lo que usted paga por la atención cubierta ${inNetwork}; después, su plan paga el costo total por el resto del año. Para los planes de ${facts.year}, el ${outOfPocketMaximum} es ${limits(facts)}${unconfirmed}.${earlier}`
}

export type Twin = TwinOf<typeof import('../../pages/outOfPocketLimits'), typeof import('./outOfPocketLimits')>
