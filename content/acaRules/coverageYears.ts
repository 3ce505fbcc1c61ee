import { applicablePercentages, type ApplicablePercentageTable } from './applicablePercentages'
import { povertyGuidelines, type PovertyGuidelines } from './povertyGuidelines'
import { sources } from './sources'

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

export const guidelineYearRule = sources.guidelineYearRule

export const coverageYearRules: Record<CoverageYear, CoverageYearRules> = {
  2025: { year: 2025, guidelines: povertyGuidelines[2024], table: applicablePercentages[2025], upperLimitPercent: null },
  2026: { year: 2026, guidelines: povertyGuidelines[2025], table: applicablePercentages[2026], upperLimitPercent: 400, affordabilityPercent: 996 },
  2027: { year: 2027, guidelines: povertyGuidelines[2026], table: applicablePercentages[2027], upperLimitPercent: 400, affordabilityPercent: 1022 },
}

export function isCoverageYear(year: number): year is CoverageYear {
  return (coverageYears as readonly number[]).includes(year)
}
