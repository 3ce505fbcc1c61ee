import type { YearFacts } from '../acaRules/yearFacts'
import { en } from '../format'

const limits = ({ outOfPocketMax }: YearFacts) => `${en.money(outOfPocketMax.self)} for one person or ${en.money(outOfPocketMax.family)} for a family`

/**
 * The out-of-pocket maximum of the page year's plans, and of the year special enrollment still sells; a figure only
 * secondary sources give says so and sends the visitor to an agent.
 */
export function outOfPocketLimits(facts: YearFacts, specialEnrollment: YearFacts | null): string {
  const unconfirmed = facts.outOfPocketMax.secondary
    ? ', as reported by secondary sources before HHS’s own figure was checked here: an agent can confirm it for your plan'
    : ''
  const earlier = specialEnrollment
    ? ` For ${specialEnrollment.year} plans, bought through special enrollment, the out-of-pocket maximum is ${limits(specialEnrollment)}.`
    : ''
  return `Each year there is a limit on what you pay for covered in-network care; after that, your plan pays the full cost for the rest of the year. For ${facts.year} plans the out-of-pocket maximum is ${limits(facts)}${unconfirmed}.${earlier}`
}
