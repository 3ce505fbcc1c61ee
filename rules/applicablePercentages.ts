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

/**
 * The top band when its share does not rise (2027: 10.22% from 300% to 400% of the poverty line), so a page says
 * where the share stops rising; null when it rises to the top.
 */
export function flatTopBand(year: CoverageYear): { fromPercent: number; toPercent: number; share: number } | null {
  // biome-ignore lint/style/noNonNullAssertion: every year's table has bands (./years/types.ts)
  const top = years[year].applicablePercentages.bands.at(-1)!
  return top.initial === top.final && top.from > 0
    ? { fromPercent: top.from, toPercent: top.to, share: top.final }
    : null
}
