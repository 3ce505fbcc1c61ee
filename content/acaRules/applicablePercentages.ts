import type { SourceKey } from './sources'

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

export type TableYear = 2025 | 2026 | 2027

export const applicablePercentages: Record<TableYear, ApplicablePercentageTable> = {
  // ARPA / IRA enhanced credits: nothing under 150%, and nobody pays more than 8.5% of income.
  2025: {
    source: 'applicablePercentage2025',
    bands: [
      { from: 0, to: 150, initial: 0, final: 0 },
      { from: 150, to: 200, initial: 0, final: 200 },
      { from: 200, to: 250, initial: 200, final: 400 },
      { from: 250, to: 300, initial: 400, final: 600 },
      { from: 300, to: 400, initial: 600, final: 850 },
    ],
    over400: 850,
  },
  2026: {
    source: 'applicablePercentage2026',
    bands: [
      { from: 0, to: 133, initial: 210, final: 210 },
      { from: 133, to: 150, initial: 314, final: 419 },
      { from: 150, to: 200, initial: 419, final: 660 },
      { from: 200, to: 250, initial: 660, final: 844 },
      { from: 250, to: 300, initial: 844, final: 996 },
      { from: 300, to: 400, initial: 996, final: 996 },
    ],
    over400: null,
  },
  2027: {
    source: 'applicablePercentage2027',
    bands: [
      { from: 0, to: 133, initial: 215, final: 215 },
      { from: 133, to: 150, initial: 323, final: 430 },
      { from: 150, to: 200, initial: 430, final: 678 },
      { from: 200, to: 250, initial: 678, final: 866 },
      { from: 250, to: 300, initial: 866, final: 1022 },
      { from: 300, to: 400, initial: 1022, final: 1022 },
    ],
    over400: null,
  },
}

/** The lowest share of income a household pays for the benchmark Silver plan in `year` (hundredths: 215 = 2.15%). */
export function lowestShare(year: TableYear): number {
  return applicablePercentages[year].bands[0].initial
}
