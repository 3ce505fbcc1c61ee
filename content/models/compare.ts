import { metalTiers, type MetalTier } from '../../rules/figureFacts'

/** A tier by its name: the tiers are fixed by rule (45 CFR 156.140), so a missing one is a broken list. */
function tier(name: MetalTier['name']): MetalTier {
  const found = metalTiers.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`rules/figureFacts.ts metalTiers has no ${name} tier`)
  return found
}

/**
 * /compare-aca-plans' tiers: the chart compares Bronze, Silver and Gold side by side, and Platinum, which fewer
 * carriers sell, gets a note of its own. Each language's pages/compare.ts words them.
 */
export const compareModel = {
  chartedTiers: metalTiers.filter((candidate) => candidate.name !== 'Platinum'),
  platinum: tier('Platinum'),
  silver: tier('Silver'),
}
