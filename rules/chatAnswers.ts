import { medicareAge } from './figureFacts'

/**
 * The chat's answers as codes, one list each: the chat machine offers them as buttons, the database accepts them
 * (`npm run schema` writes its lists from these), and the chat's outcome (rules/chatOutcome.ts) reads them, in the
 * browser, in server/ and in the Edge Function alike. Language-free: content/<code>/browser/chat.ts words each code.
 */

/** SPEC section 4, step 1: the age ranges, offered at the start and again after 'I was denied Medicaid'. */
export const ageRanges = ['age18to25', 'age26to35', 'age36to45', 'age46to55', 'age56to64', 'age65plus'] as const
export type AgeRange = (typeof ageRanges)[number]

/** The youngest age each range allows: what the outcome reads (Medicare age is decided by it, nothing else). */
export const youngestAge: Readonly<Record<AgeRange, number>> = {
  age18to25: 18,
  age26to35: 26,
  age36to45: 36,
  age46to55: 46,
  age56to64: 56,
  age65plus: medicareAge,
}

/**
 * The current-coverage answers. SPEC's single 'Medicaid/Medicare' is two answers here: 'medicaid' is on Medicaid
 * today, just lost it or was denied it (the site's main audience, never sent to Medicare for it), 'medicare' is on
 * Medicare today.
 */
export const insuranceOptions = ['none', 'employer', 'individual', 'medicaid', 'medicare', 'other'] as const
export type InsuranceOption = (typeof insuranceOptions)[number]

/**
 * An income button, named by what it means for a visitor rather than by its dollars, which change by year, state and
 * household (rules/chatOutcome.ts `chatIncomeBands` gives a household its four).
 */
export const incomeBands = ['belowPovertyLine', 'toMedicaidLine', 'withCostSharing', 'toLimit', 'overLimit'] as const
export type IncomeBand = (typeof incomeBands)[number]

/**
 * Household sizes the chat offers as buttons (1 to 7), and the largest it takes typed after '8 or more': the poverty
 * guidelines add a fixed amount per person, so any size works, and 20 is a household an agent checks by phone anyway.
 */
export const householdSizes = { buttons: [1, 2, 3, 4, 5, 6, 7], typedFrom: 8, typedTo: 20 } as const

/** Whether a stored or typed household size is one the chat takes. */
export function isHouseholdSize(size: number): boolean {
  return Number.isInteger(size) && size >= 1 && size <= householdSizes.typedTo
}

/**
 * Answers the chat no longer offers, which leads stored before still hold: the yearly income ranges SPEC's chat asked
 * (fixed dollars, whatever the household; the income buttons by meaning replaced them) and SPEC's single
 * 'Medicaid/Medicare' answer (two answers now). The database keeps accepting them on a stored row, so an old lead can
 * still be updated (its delivery settled), and refuses them on a new one; the staff line says such a lead's answers
 * predate the outcome rather than guessing one.
 */
export const retiredAnswers = {
  incomeRanges: ['under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k'],
  insuranceOptions: ['medicaidOrMedicare'],
} as const
