import { dayRange, fullDate } from './dates'
import type { OnSale } from '../../../rules/yearOnSale'

// Apart from content/en/browser/savingsEstimator.ts, whose words and state list the home hero and the pages that print income
// lines download on their first visit: only the estimator itself shows this line.

const lifeChange = 'after a qualifying life event (losing coverage, moving, marrying, a baby)'

/**
 * The line under the year choices, for the visitor's day: the open enrollment window with its dates (never a bare
 * "now": the prerendered page shows the day it was rendered), the window that ended, or a year on sale whose rules
 * are not in content/ yet.
 */
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
    return `The ${onSale.year} rules are not in this estimator yet, so it estimates ${preferred} coverage. An agent can help you with ${onSale.year}.`
  if (onSale.openEnrollment) {
    const window = `Open enrollment for ${preferred} coverage: ${dayRange(onSale.openEnrollment.start, onSale.openEnrollment.end)}.`
    return other === undefined ? window : `${window} Buying ${lifeChange} for the rest of ${other}? Choose ${other}.`
  }
  if (!onSale.facts) return `Coverage for ${preferred}.`
  return `Open enrollment for ${preferred} coverage ended on ${fullDate(onSale.facts.openEnrollment.end)}: ${lifeChange}, you can still sign up through special enrollment.`
}
