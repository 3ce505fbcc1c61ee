import { incomeAt, povertyLine } from '../../rules/incomeLines'
import { years, type CoverageYear } from '../../rules/years'

/**
 * What a household pays at most for the benchmark Silver plan at an income, with the estimator's arithmetic
 * (../shared/ACA-RULES.md rules 2, 5 and 6), for the tables and examples of /sep and /lower-costs. Not imported
 * from rules/savingsEstimate.ts: that module brings the estimator's tables and copy into a page's first download,
 * and /lower-costs loads the estimator only when the visitor reaches it. tests/unit/savingsPages.test.ts holds the
 * two equal at every percent.
 */

/** The household sizes the pages' income tables show (each language's householdTables.ts words them). */
export const tableHouseholdSizes = [1, 2, 3, 4] as const

/** The credit's upper income line an income guide uses when it is given none: 400% of the poverty line, the limit from 2026. */
export const defaultUpperLimitPercent = 400

/** Income as a whole % of the poverty line, truncated as Form 8962 does (191.69 -> 191). */
export function percentOfLine(year: CoverageYear, householdSize: number, yearlyIncome: number): number {
  return Math.floor((yearlyIncome * 100) / povertyLine(year, householdSize))
}

/** The applicable percentage at a whole `percent` of the line, in hundredths, linear within its band and rounded to
 * two decimals; above 400% the table's cap, or null when that year has no credit there. */
export function benchmarkShare(year: CoverageYear, percent: number): number | null {
  const { bands, over400 } = years[year].applicablePercentages
  if (percent > 400) return over400
  const band = bands.find((candidate) => percent >= candidate.from && percent < candidate.to) ?? bands[bands.length - 1]
  const width = band.to - band.from
  return roundHalfUp(band.initial * width + (band.final - band.initial) * (percent - band.from), width)
}

/** The most a month for the benchmark Silver plan: yearly income x share / 12, to whole dollars (about: Form 8962
 * rounds the year first). */
export function benchmarkMonthlyMax(yearlyIncome: number, share: number): number {
  return roundHalfUp(yearlyIncome * share, 12 * 100 * 100)
}

/** For each household size, the yearly income at `percent` of the line and the most the benchmark plan costs there. */
export function benchmarkAtLine(year: CoverageYear, percent: number, householdSizes: readonly number[]) {
  return householdSizes.map((householdSize) => {
    const yearlyIncome = incomeAt(year, householdSize, percent)
    const share = benchmarkShare(year, percentOfLine(year, householdSize, yearlyIncome))
    return {
      householdSize,
      yearlyIncome,
      share,
      monthlyMax: share === null ? null : benchmarkMonthlyMax(yearlyIncome, share),
    }
  })
}

function roundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d))
}
