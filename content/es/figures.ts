import { enrollmentRuleFigures } from '../../rules/figureFacts'

/** The yearly figures (rules/figureFacts.ts, shared with the English pages) and their Spanish words (content/en/figures.ts). */
export { medicareAge, metalTiers, sep } from '../../rules/figureFacts'
import type { MetalTier } from '../../rules/figureFacts'

export const enrollmentRules = {
  /** After 'el': 'La cobertura suele empezar el primer día del mes siguiente a su inscripción'. */
  coverageStarts:
    'primer día del mes siguiente a su inscripción (si elige el plan durante el Período de Inscripción Abierta, el 1 de enero)',
  ...enrollmentRuleFigures,
} as const

/** How the tiers' premiums and deductibles compare with each other (content/en/figures.ts). */
export const tierCosts: Record<MetalTier['name'], { premium: string; deductible: string }> = {
  Bronze: { premium: 'La más baja', deductible: 'El más alto' },
  Silver: { premium: 'Intermedia', deductible: 'Intermedio; más bajo con las reducciones de costos compartidos' },
  Gold: { premium: 'Más alta', deductible: 'Más bajo' },
  Platinum: { premium: 'La más alta', deductible: 'El más bajo' },
}
