import { enrollmentRuleFigures } from '../figureFacts'
import type { TwinOf } from '../twin'

/** The yearly figures (content/figureFacts.ts, shared with the English pages) and their Spanish words (content/figures.ts). */
export { adultDentalAddOn, medicareAge, metalTiers, sep } from '../figureFacts'

export const enrollmentRules = {
  /** After 'el': 'La cobertura suele empezar el primer día del mes siguiente a su inscripción'. */
  coverageStarts: 'primer día del mes siguiente a su inscripción',
  ...enrollmentRuleFigures,
} as const

export type Twin = TwinOf<typeof import('../figures'), typeof import('./figures')>
