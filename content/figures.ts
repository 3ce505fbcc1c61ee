import { enrollmentRuleFigures } from './figureFacts'

/**
 * Every yearly figure of SPEC.md section 9, stored once with the year it applies to (content/figureFacts.ts, shared
 * by every language), and the English words that go with them. Pages render these; they never restate a number in
 * their own copy.
 */
export { adultDentalAddOn, medicareAge, metalTiers, sep, type MetalTier } from './figureFacts'

export const enrollmentRules = {
  coverageStarts: '1st of the month after enrollment',
  ...enrollmentRuleFigures,
} as const
