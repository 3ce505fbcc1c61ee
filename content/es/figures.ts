import { enrollmentRuleFigures } from '../figureFacts'
import { es } from '../format'
import type { TwinOf } from '../twin'

/** The yearly figures (content/figureFacts.ts, shared with the English pages) and their Spanish words (content/figures.ts). */
export { adultDentalAddOn, medicareAge, metalTiers, sep } from '../figureFacts'

export const enrollmentRules = {
  /** After 'el': 'La cobertura suele empezar el primer día del mes siguiente a su inscripción'. */
  coverageStarts: 'primer día del mes siguiente a su inscripción',
  ...enrollmentRuleFigures,
} as const

/** A dollar figure as the Spanish pages print it: '$60,240', '$1,234.50'. */
export function usd(amount: number): string {
  return es.money(amount)
}

export type Twin = TwinOf<typeof import('../figures'), typeof import('./figures')>
