import type { YearWithoutTables } from '../../../rules/yearFacts'
import { en } from '../../format'

const limits = ({ outOfPocketMax }: YearWithoutTables, unit = ' for one person or ', family = ' for a family') =>
  `${en.money(outOfPocketMax.self)}${unit}${en.money(outOfPocketMax.family)}${family}`

/**
 * The out-of-pocket maximum of the page year's plans, and of the year special enrollment still sells; a figure only
 * secondary sources give says so and sends the visitor to an agent.
 */
export function outOfPocketLimits(facts: YearWithoutTables, specialEnrollment: YearWithoutTables | null): string {
  const unconfirmed = facts.outOfPocketMax.secondary
    ? ', as benefits firms report HHS’s figure (we have not read HHS’s own notice): an agent can confirm it'
    : ''
  const earlier = specialEnrollment
    ? ` For ${specialEnrollment.year} plans, bought through special enrollment, the out-of-pocket maximum is ${limits(specialEnrollment, ' or ', '')}.`
    : ''
  return `What you pay each year for covered in-network care has a cap; past it, your plan pays in full. For ${facts.year} plans the out-of-pocket maximum is ${limits(facts)}${unconfirmed}.${earlier}`
}
