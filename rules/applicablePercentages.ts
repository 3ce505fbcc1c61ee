import { years, type CoverageYear } from './years'

/** The lowest share of income a household pays for the benchmark Silver plan in `year` (hundredths: 215 = 2.15%). */
export function lowestShare(year: CoverageYear): number {
  return years[year].applicablePercentages.bands[0].initial
}

/** The largest share of income anyone under the bands' top (400% of the poverty line) pays in `year`, in hundredths. */
export function topShare(year: CoverageYear): number {
  // biome-ignore lint/style/noNonNullAssertion: every year's table has bands (./years/types.ts)
  return years[year].applicablePercentages.bands.at(-1)!.final
}
