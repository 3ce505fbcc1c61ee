import type { PercentageBand } from '../content/acaRules/applicablePercentages'
import { costSharingLevels } from '../content/acaRules/costSharing'
import { coverageYearRules, coverageYears, isCoverageYear, type CoverageYear } from '../content/acaRules/coverageYears'
import { expansionLimitPercent, findStateMedicaid, isStateCode, povertyRegion, type AdultProgram, type StateMedicaid } from '../content/acaRules/medicaid'
import { sources, type Source } from '../content/acaRules/sources'
import { estimateRefusals } from '../content/savingsEstimator'

/**
 * The savings estimate, pure: what a household would pay at most for the benchmark Silver plan under the rules of
 * the coverage year it is buying, with the conventions of IRS Form 8962 (../shared/ACA-RULES.md). Money is kept in
 * whole cents and percentages in hundredths of a percent, so every rounding is exact.
 */

export type EstimateInput = {
  coverageYear: number
  /** Postal code of the state, e.g. 'FL'. */
  state: string
  householdSize: number
  /** Yearly household income before taxes, in dollars. */
  yearlyIncome: number
  /** Someone can get affordable job-based coverage, or Medicare. */
  hasOtherCoverage: boolean
}

export type EstimateField = 'coverageYear' | 'state' | 'householdSize' | 'yearlyIncome'

export type Outcome =
  /** Medicaid likely: the state expanded it (adults at or under 138%), or covers adults under 100% its own way. */
  | { kind: 'medicaid'; program: AdultProgram | null }
  /** Under 100% in a state that did not expand Medicaid: no Medicaid for most adults, and no credit. */
  | { kind: 'coverageGap'; program: AdultProgram | null }
  /** `applicablePercentage` in hundredths of a percent; `monthlyMax` whole dollars; `silverPlanPays` % or null. */
  | { kind: 'credit'; applicablePercentage: number; monthlyMax: number; silverPlanPays: number | null }
  | { kind: 'aboveLimit'; limitPercent: number }
  /** Job-based coverage or Medicare: no credit for that person. */
  | { kind: 'otherCoverage' }

export type YearEstimate = {
  coverageYear: CoverageYear
  guidelineYear: number
  /** Whole dollars. */
  povertyLine: number
  /** Income as % of the poverty line, truncated to a whole percent. */
  percentOfPovertyLine: number
  outcome: Outcome
}

export type Estimate = YearEstimate & {
  state: StateMedicaid
  householdSize: number
  yearlyIncomeCents: number
  hasOtherCoverage: boolean
  /** For 2026 and 2027: the same household under 2025's rules, so a renewing customer sees why the bill changed. */
  under2025: YearEstimate | null
  sources: Source[]
  /** Figures used that are not yet checked against their primary source. */
  unverified: string[]
}

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; errors: Partial<Record<EstimateField, string>> }

export const maxHouseholdSize = 20
const maxIncomeCents = 10_000_000 * 100

/** n / d rounded half up, for whole n >= 0 and d > 0. */
function roundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d))
}

function truncatedDivision(n: number, d: number): number {
  return (n - (n % d)) / d
}

function bandFor(bands: readonly PercentageBand[], percent: number): PercentageBand {
  const last = bands[bands.length - 1]
  return bands.find((band) => percent >= band.from && percent < band.to) ?? last
}

/** The applicable percentage in hundredths, linear within its band, rounded to two decimals (6.1662% -> 617). */
export function applicablePercentage(year: CoverageYear, percent: number): number | null {
  const { table } = coverageYearRules[year]
  if (percent > 400) return table.over400
  const band = bandFor(table.bands, percent)
  const width = band.to - band.from
  return roundHalfUp(band.initial * width + (band.final - band.initial) * (percent - band.from), width)
}

function silverPlanPays(percent: number): number | null {
  return costSharingLevels.find((level) => percent <= level.upToPercent)?.planPays ?? null
}

function outcomeFor(year: CoverageYear, state: StateMedicaid, percent: number, incomeCents: number, hasOtherCoverage: boolean): Outcome {
  if (hasOtherCoverage) return { kind: 'otherCoverage' }
  if (state.expanded && percent <= expansionLimitPercent) return { kind: 'medicaid', program: null }
  if (!state.expanded && percent < 100) {
    const program = state.adultProgram && percent < state.adultProgram.underPercent ? state.adultProgram : null
    // Wisconsin's BadgerCare covers adults under 100% outright; Georgia's Pathways only with a work requirement.
    return program && state.code === 'WI' ? { kind: 'medicaid', program } : { kind: 'coverageGap', program }
  }
  const limit = coverageYearRules[year].upperLimitPercent
  const share = applicablePercentage(year, percent)
  if ((limit !== null && percent > limit) || share === null) return { kind: 'aboveLimit', limitPercent: limit ?? 400 }
  return { kind: 'credit', applicablePercentage: share, monthlyMax: roundHalfUp(incomeCents * share, 12 * 100 * 100 * 100), silverPlanPays: silverPlanPays(percent) }
}

function yearEstimate(year: CoverageYear, state: StateMedicaid, householdSize: number, incomeCents: number, hasOtherCoverage: boolean): YearEstimate {
  const rules = coverageYearRules[year]
  const guideline = rules.guidelines.regions[povertyRegion(state.code)]
  const povertyLine = guideline.firstPerson + guideline.eachAdditional * (householdSize - 1)
  // income x 100 / poverty line, in cents over dollars: the hundred cancels out.
  const percent = truncatedDivision(incomeCents, povertyLine)
  return { coverageYear: year, guidelineYear: rules.guidelines.year, povertyLine, percentOfPovertyLine: percent, outcome: outcomeFor(year, state, percent, incomeCents, hasOtherCoverage) }
}

function refusals(input: EstimateInput): Partial<Record<EstimateField, string>> {
  const errors: Partial<Record<EstimateField, string>> = {}
  const latest = coverageYears[coverageYears.length - 1]
  if (!isCoverageYear(input.coverageYear)) {
    errors.coverageYear =
      Number.isInteger(input.coverageYear) && input.coverageYear > latest
        ? estimateRefusals.yearNotPublished(input.coverageYear)
        : estimateRefusals.yearNotCovered(input.coverageYear, coverageYears)
  }
  if (!isStateCode(input.state)) errors.state = estimateRefusals.state
  if (!Number.isInteger(input.householdSize) || input.householdSize < 1 || input.householdSize > maxHouseholdSize) {
    errors.householdSize = estimateRefusals.householdSize
  }
  if (!Number.isFinite(input.yearlyIncome) || input.yearlyIncome < 0) errors.yearlyIncome = estimateRefusals.income
  else if (Math.round(input.yearlyIncome * 100) >= maxIncomeCents) errors.yearlyIncome = estimateRefusals.incomeTooHigh
  return errors
}

export function estimateSavings(input: EstimateInput): EstimateResult {
  const errors = refusals(input)
  if (Object.keys(errors).length > 0 || !isCoverageYear(input.coverageYear) || !isStateCode(input.state)) return { ok: false, errors }
  const year = input.coverageYear
  const state = findStateMedicaid(input.state)
  const incomeCents = Math.round(input.yearlyIncome * 100)
  const rules = coverageYearRules[year]
  const guideline = rules.guidelines.regions[povertyRegion(state.code)]
  const current = yearEstimate(year, state, input.householdSize, incomeCents, input.hasOtherCoverage)
  return {
    ok: true,
    estimate: {
      ...current,
      state,
      householdSize: input.householdSize,
      yearlyIncomeCents: incomeCents,
      hasOtherCoverage: input.hasOtherCoverage,
      under2025: year === 2025 ? null : yearEstimate(2025, state, input.householdSize, incomeCents, input.hasOtherCoverage),
      sources: [rules.guidelines.source, rules.table.source, sources.form8962, sources.medicaidExpansion, sources.costSharing],
      unverified: guideline.unverified && input.householdSize > 1 ? [guideline.unverified] : [],
    },
  }
}

/** Hundredths of a percent as the page shows them: 617 -> '6.17%'. */
export function formatPercent(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}%`
}
