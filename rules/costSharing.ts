/** Cost-sharing reductions (Silver plans only): the share of costs the plan pays, up to an income as % of the poverty line. */
export type CostSharingLevel = { upToPercent: number; planPays: number }

/** In order, the first level whose limit the income does not pass: up to 150% about 94%, over 150% to 200% 87%,
 * over 200% to 250% 73%; above 250% none. */
export const costSharingLevels: readonly CostSharingLevel[] = [
  { upToPercent: 150, planPays: 94 },
  { upToPercent: 200, planPays: 87 },
  { upToPercent: 250, planPays: 73 },
]
