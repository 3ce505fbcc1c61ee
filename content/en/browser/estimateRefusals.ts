import type { EstimateRefusal, RefusalCode } from '../../../rules/savingsEstimate'
import { en } from '../../format'

/**
 * What the estimator says under a field it cannot use, one plain sentence per refusal code (rules/savingsEstimate.ts
 * decides which, with the figures the sentence needs). Loaded with the estimator's machine, never with the page.
 */
export type RefusalWords = { [C in RefusalCode]: (refusal: EstimateRefusal<C>) => string }

export const estimateRefusalWords: RefusalWords = {
  yearNotPublished: ({ year }) =>
    `The ${year} rules are not out yet: the IRS has not published the ${year} tables, so we do not guess. An agent can help you plan.`,
  yearNotCovered: ({ year, first, last }) =>
    `This estimator covers coverage years ${first} to ${last}; ${year} is not one of them.`,
  stateUnknown: () => 'Choose the state you live in.',
  householdSizeOutOfRange: ({ min, max }) =>
    `Enter how many people are in your household: a whole number from ${min} to ${max}.`,
  incomeNotAmount: () => "Enter your household's yearly income before taxes, in dollars: 0 or more.",
  incomeTooHigh: ({ limit }) => `Enter a yearly income under ${en.money(limit)}.`,
}

/** The sentence under a field for its refusal. */
export function estimateRefusalText<C extends RefusalCode>(
  refusal: EstimateRefusal<C>,
  words: RefusalWords = estimateRefusalWords,
): string {
  return words[refusal.code](refusal)
}
