import { applicablePercentages, type ApplicablePercentageTable } from './applicablePercentages'
import { povertyGuidelines, type PovertyGuidelines } from './povertyGuidelines'
import { creditLimits } from './creditLimits'

/** The coverage years whose tables are published. Any other year is refused, never guessed. */
export const coverageYears = [2025, 2026, 2027] as const
export type CoverageYear = (typeof coverageYears)[number]

export type CoverageYearRules = {
  year: CoverageYear
  /** The guidelines published before open enrollment for this coverage year (26 CFR 1.36B-1(h)). */
  guidelines: PovertyGuidelines
  table: ApplicablePercentageTable
  /** The highest income, as % of the poverty line, that gets a credit; null when there is no upper limit. */
  upperLimitPercent: number | null
  /** The employer-coverage affordability percentage, in hundredths of a percent, where published here. */
  affordabilityPercent?: number
}

export const coverageYearRules: Record<CoverageYear, CoverageYearRules> = {
  2025: rulesOf(2025, applicablePercentages[2025]),
  2026: rulesOf(2026, applicablePercentages[2026], 996),
  2027: rulesOf(2027, applicablePercentages[2027], 1022),
}

function rulesOf(year: CoverageYear, table: ApplicablePercentageTable, affordabilityPercent?: number): CoverageYearRules {
  const { guidelineYear, upperLimitPercent } = creditLimits[year]
  return { year, guidelines: povertyGuidelines[guidelineYear], table, upperLimitPercent, ...(affordabilityPercent === undefined ? {} : { affordabilityPercent }) }
}

export function isCoverageYear(year: number): year is CoverageYear {
  return (coverageYears as readonly number[]).includes(year)
}
