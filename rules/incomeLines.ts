import { costSharingLevels } from './costSharing'
import { bandsTopPercent } from './creditLimits'
import { expansionLimitPercent } from './medicaid'
import { povertyGuidelines, type PovertyRegion } from './povertyGuidelines'
import { years, type CoverageYear } from './years'

/**
 * Income lines the pages print for a coverage year, computed from the rules (never typed into copy): a multiple
 * of the poverty line that year's credit is measured against (26 CFR 1.36B-1(h)), by household size. The lines
 * are edges in dollars (../shared/ACA-RULES.md rule 3): income at or under the line is on its lower side.
 */

/** The poverty line in whole dollars for a household under a coverage year's rules (48 states and DC by default). */
export function povertyLine(year: CoverageYear, householdSize: number, region: PovertyRegion = 'contiguous'): number {
  const guideline = povertyGuidelines[years[year].guidelineYear].regions[region]
  return guideline.firstPerson + guideline.eachAdditional * (householdSize - 1)
}

/**
 * `percent` of the poverty line in whole dollars, rounded down: 138% of $15,960 is $22,024.80, so the page says
 * $22,024, an income still at or under the line.
 */
export function incomeAt(
  year: CoverageYear,
  householdSize: number,
  percent: number,
  region: PovertyRegion = 'contiguous',
): number {
  return Math.floor((povertyLine(year, householdSize, region) * percent) / 100)
}

/** The year whose poverty guidelines a coverage year uses (2026 for 2027 coverage). */
export function guidelineYearOf(year: CoverageYear): number {
  return years[year].guidelineYear
}

/** The highest income, as % of the poverty line, that gets a credit in `year`; null when there is no limit (2025). */
export function creditUpperLimitPercent(year: CoverageYear): number | null {
  return years[year].upperLimitPercent
}

/** The top row of `year`'s income guide, as % of the poverty line: its credit's upper limit, or where the bands end. */
export function incomeGuideTopPercent(year: CoverageYear): number {
  return creditUpperLimitPercent(year) ?? bandsTopPercent
}

/** The named lines as % of the poverty line, each held once in rules. */
export const lines = {
  /** Below the line: no credit (and in states that did not expand Medicaid, the coverage gap). */
  povertyLine: 100,
  /** At or under: Medicaid for adults in states that expanded it. */
  medicaidExpansion: expansionLimitPercent,
  /** Up to each: the Silver plan's cost-sharing reductions (94%, 87%, 73% of costs paid). */
  costSharing: costSharingLevels.map((level) => level.upToPercent),
} as const
