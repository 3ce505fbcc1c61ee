import { enrollmentRuleFigures } from '../../rules/figureFacts'

/**
 * Every yearly figure of SPEC.md section 9, stored once with the year it applies to (rules/figureFacts.ts, shared
 * by every language), and the English words that go with them. Pages render these; they never restate a number in
 * their own copy.
 */
export { medicareAge, metalTiers, sep, type MetalTier } from '../../rules/figureFacts'
import type { MetalTier } from '../../rules/figureFacts'

export const enrollmentRules = {
  coverageStarts: '1st of the month after enrollment (for a plan chosen during Open Enrollment, January 1)',
  ...enrollmentRuleFigures,
} as const

/** How the tiers' premiums and deductibles compare with each other (rules/figureFacts.ts says why not in dollars). */
export const tierCosts: Record<MetalTier['name'], { premium: string; deductible: string }> = {
  Bronze: { premium: 'Lowest', deductible: 'Highest' },
  Silver: { premium: 'Moderate', deductible: 'Moderate, lower with cost-sharing reductions' },
  Gold: { premium: 'Higher', deductible: 'Lower' },
  Platinum: { premium: 'Highest', deductible: 'Lowest' },
}
