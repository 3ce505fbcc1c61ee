import type { SourceKey } from './sources'
import { byCoverageYear, type CoverageYear } from './years'

/**
 * One band of the applicable percentage table. Percentages are in hundredths of a percent (6.60% = 660) so the
 * arithmetic stays in whole numbers. Within a band the percentage rises in a straight line from `initial` at
 * `from` to `final` at `to` (income as a whole % of the poverty line).
 */
export type PercentageBand = { from: number; to: number; initial: number; final: number }

export type ApplicablePercentageTable = {
  source: SourceKey
  /** From 0% up to 400% of the poverty line; the last band includes 400%. */
  bands: readonly PercentageBand[]
  /** Above 400%: the share nobody pays more than, or null when there is no credit above 400%. */
  over400: number | null
}

/** The coverage years with a table: every year in ./years/ has one. */
export type TableYear = CoverageYear

/** Each coverage year's table (in its file, ./years/<year>.ts). */
export const applicablePercentages: Record<TableYear, ApplicablePercentageTable> = byCoverageYear((rules) => rules.applicablePercentages)

/** The lowest share of income a household pays for the benchmark Silver plan in `year` (hundredths: 215 = 2.15%). */
export function lowestShare(year: TableYear): number {
  return applicablePercentages[year].bands[0].initial
}
