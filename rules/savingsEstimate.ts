import { costSharingLevels } from './costSharing'
import { bandsTopPercent } from './creditLimits'
import { baselineYear } from './coverageYears'
import {
  expansionLimitPercent,
  findStateMedicaid,
  povertyRegion,
  type AdultProgram,
  type StateMedicaid,
} from './medicaid'
import { isStateCode } from './stateCodes'
import { sources, type Source, type SourceKey } from './sources'
import { coverageYears, isCoverageYear, rulesLastChecked } from './yearFacts'
import { years, type CoverageYear } from './years'
import type { PercentageBand, Sourced } from './years/types'
import { povertyGuidelines } from './povertyGuidelines'
import { workRequirementIn } from './workRequirement'
import type { Day } from './days'

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

/** What the coverage year's dated facts add to a result (rules/yearFacts.ts); the view words each one. */
export type Caveat =
  /**
   * "Medicaid likely" in an expansion state whose expansion adults 19-64 must show work, school or service during the
   * year, from `from` (rules/workRequirement.ts): and losing Medicaid for not meeting it rules out the credit.
   */
  | { kind: 'medicaidWorkRequirement'; from: Day }
  /**
   * Who may get the credit by immigration status, where the year's rule bites at this result: from 2027 any
   * credit; in 2026 under 100% (lawfully present immigrants who cannot get Medicaid because of it get no credit).
   */
  | { kind: 'creditEligibility'; rule: 'lawfullyPresentFrom100' | 'citizensAndSomeImmigrants' }
  /** A program for adults under 100% that is not approved for the year (Georgia Pathways for 2027): the gap, unless it is renewed. */
  | { kind: 'programNotApproved'; program: AdultProgram }

export type YearEstimate = {
  coverageYear: CoverageYear
  guidelineYear: number
  /** Whole dollars. */
  povertyLine: number
  /** Income as % of the poverty line, truncated to a whole percent. */
  percentOfPovertyLine: number
  /** Set when the income is more than a line that decides the result (138, 150, 200, 250, 400) yet truncates to it. */
  justOverLine: number | null
  outcome: Outcome
}

export type Estimate = YearEstimate & {
  state: StateMedicaid
  householdSize: number
  yearlyIncomeCents: number
  hasOtherCoverage: boolean
  /**
   * For a year after the baseline year (rules/coverageYears.ts: 2025, the last of the enhanced credits): the
   * same household under the baseline's rules, so a renewing customer sees why the bill changed.
   */
  underBaseline: YearEstimate | null
  caveats: Caveat[]
  /**
   * When the rules were last checked ('2026-11'), shown on every result, and for years after the enhanced credits
   * ended the day they ended: an extension, if enacted, would change the estimate.
   */
  rulesChecked: { month: string; enhancedCreditsEnded: string | null }
  /** Every table and dated fact the result used, without repeats. */
  sources: Source[]
  /** Figures and facts used that are not yet checked against their primary source. */
  unverified: string[]
}

/**
 * Why the estimate cannot use an answer, by code, with what its words need (content/en/browser/estimateRefusals.ts words each
 * one; a Spanish module is checked by the type checker for a word for every code).
 */
export type RefusalParams = {
  /** A year after the last one the IRS has published tables for: refused, never guessed. */
  yearNotPublished: { year: number }
  /** A year before the first the estimator covers, or no year. */
  yearNotCovered: { year: number; first: number; last: number }
  /** No state, or one the estimator does not know. */
  // biome-ignore lint/complexity/noBannedTypes: no parameters: its words take none
  stateUnknown: {}
  /** Not a whole number of people from `min` to `max`. */
  householdSizeOutOfRange: { min: number; max: number }
  /** No income, or not an amount of 0 or more. */
  // biome-ignore lint/complexity/noBannedTypes: no parameters: its words take none
  incomeNotAmount: {}
  /** An income of `limit` dollars or more. */
  incomeTooHigh: { limit: number }
}

export type RefusalCode = keyof RefusalParams

/** One refusal: its code and parameters (with `C`, a refusal of that code). */
export type EstimateRefusal<C extends RefusalCode = RefusalCode> = { [K in C]: { code: K } & RefusalParams[K] }[C]

/** The refusal under each field the estimate cannot use. */
export type EstimateRefusals = Partial<Record<EstimateField, EstimateRefusal>>

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; errors: EstimateRefusals }

export const maxHouseholdSize = 20
/** Whole dollars: an income this high or higher is refused. */
const incomeLimit = 10_000_000
const maxIncomeCents = incomeLimit * 100

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

/** The documents a year's figures come from: its poverty guidelines and its applicable percentage table. */
function tableSources(year: CoverageYear): SourceKey[] {
  return [povertyGuidelines[years[year].guidelineYear].source, years[year].applicablePercentages.source]
}

/** The applicable percentage in hundredths, linear within its band, rounded to two decimals (6.1662% -> 617). */
export function applicablePercentage(year: CoverageYear, percent: number): number | null {
  const table = years[year].applicablePercentages
  if (percent > 400) return table.over400
  const band = bandFor(table.bands, percent)
  const width = band.to - band.from
  return roundHalfUp(band.initial * width + (band.final - band.initial) * (percent - band.from), width)
}

/**
 * Income against a multiple of the poverty line, in dollars before truncating (ACA-RULES.md rule 3, Form 8962):
 * `percent`% of a whole-dollar line is `line x percent` cents, so the comparison stays in whole numbers.
 */
type IncomeAgainstLine = { more: (percent: number) => boolean; under: (percent: number) => boolean }

function againstLine(incomeCents: number, povertyLine: number): IncomeAgainstLine {
  return {
    more: (percent) => incomeCents > povertyLine * percent,
    under: (percent) => incomeCents < povertyLine * percent,
  }
}

/** At or under 1.5 x the line about 94%, more than 1.5 x up to 2 x 87%, more than 2 x up to 2.5 x 73%; above, none. */
function silverPlanPays(income: IncomeAgainstLine): number | null {
  return costSharingLevels.find((level) => !income.more(level.upToPercent))?.planPays ?? null
}

function outcomeFor(
  year: CoverageYear,
  state: StateMedicaid,
  percent: number,
  income: IncomeAgainstLine,
  incomeCents: number,
  hasOtherCoverage: boolean,
): Outcome {
  if (hasOtherCoverage) return { kind: 'otherCoverage' }
  if (state.expanded && !income.more(expansionLimitPercent)) return { kind: 'medicaid', program: null }
  if (!state.expanded && income.under(100)) {
    const program = state.adultProgram && income.under(state.adultProgram.underPercent) ? state.adultProgram : null
    // Wisconsin's BadgerCare covers adults under 100% outright; Georgia's Pathways only with a work requirement, and
    // only in the years it is approved for.
    if (program && state.code === 'WI') return { kind: 'medicaid', program }
    return {
      kind: 'coverageGap',
      program: program && state.code === 'GA' && !years[year].georgiaPathwaysApproved.approved ? null : program,
    }
  }
  const limit = years[year].upperLimitPercent
  // The band and the share follow the truncated percent (Form 8962); only the limit is an edge in dollars.
  const share = applicablePercentage(year, percent)
  if ((limit !== null && income.more(limit)) || share === null)
    return { kind: 'aboveLimit', limitPercent: limit ?? bandsTopPercent }
  return {
    kind: 'credit',
    applicablePercentage: share,
    monthlyMax: roundHalfUp(incomeCents * share, 12 * 100 * 100 * 100),
    silverPlanPays: silverPlanPays(income),
  }
}

/**
 * The line the income is just over while its truncated percent names it (22,100 against a 15,960 line is 138%,
 * yet more than 1.38 x): the page says "just over 138%", so the percent and the result agree. Only the lines that
 * decide something for this state and year count.
 */
function justOverLine(
  year: CoverageYear,
  state: StateMedicaid,
  percent: number,
  income: IncomeAgainstLine,
): number | null {
  const limit = years[year].upperLimitPercent
  const lines = [
    ...(state.expanded ? [expansionLimitPercent] : []),
    ...costSharingLevels.map((level) => level.upToPercent),
    ...(limit === null ? [] : [limit]),
  ]
  return lines.includes(percent) && income.more(percent) ? percent : null
}

function yearEstimate(
  year: CoverageYear,
  state: StateMedicaid,
  householdSize: number,
  incomeCents: number,
  hasOtherCoverage: boolean,
): YearEstimate {
  const guidelines = povertyGuidelines[years[year].guidelineYear]
  const guideline = guidelines.regions[povertyRegion(state.code)]
  const povertyLine = guideline.firstPerson + guideline.eachAdditional * (householdSize - 1)
  // income x 100 / poverty line, in cents over dollars: the hundred cancels out.
  const percent = truncatedDivision(incomeCents, povertyLine)
  const income = againstLine(incomeCents, povertyLine)
  return {
    coverageYear: year,
    guidelineYear: guidelines.year,
    povertyLine,
    percentOfPovertyLine: percent,
    justOverLine: justOverLine(year, state, percent, income),
    outcome: outcomeFor(year, state, percent, income, incomeCents, hasOtherCoverage),
  }
}

type Note = { fact: Sourced<object>; caveat: Caveat | null }

/** The year's dated facts this result depends on, each with the caveat it adds (if any). */
function notesFor(year: CoverageYear, state: StateMedicaid, income: IncomeAgainstLine, outcome: Outcome): Note[] {
  const facts = years[year]
  const notes: Note[] = []
  const { creditEligibility: eligibility, georgiaPathwaysApproved: pathways } = facts
  const work = state.expanded ? workRequirementIn(state.code, year) : null
  if (outcome.kind === 'medicaid' && work)
    notes.push({ fact: work, caveat: { kind: 'medicaidWorkRequirement', from: work.from } })
  const underLine = income.under(100) && (outcome.kind === 'medicaid' || outcome.kind === 'coverageGap')
  if (
    (eligibility.rule === 'citizensAndSomeImmigrants' && outcome.kind === 'credit') ||
    (eligibility.rule === 'lawfullyPresentFrom100' && underLine)
  ) {
    notes.push({ fact: eligibility, caveat: { kind: 'creditEligibility', rule: eligibility.rule } })
  }
  if (outcome.kind === 'coverageGap' && state.code === 'GA' && state.adultProgram) {
    notes.push({
      fact: pathways,
      caveat: pathways.approved ? null : { kind: 'programNotApproved', program: state.adultProgram },
    })
  }
  return notes
}

function withoutRepeats(list: readonly Source[]): Source[] {
  return list.filter((source, index) => list.findIndex((other) => other.title === source.title) === index)
}

function refusals(input: EstimateInput): EstimateRefusals {
  const errors: EstimateRefusals = {}
  const [first] = coverageYears
  const last = coverageYears[coverageYears.length - 1]
  if (!isCoverageYear(input.coverageYear)) {
    const year = input.coverageYear
    errors.coverageYear =
      Number.isInteger(year) && year > last
        ? { code: 'yearNotPublished', year }
        : { code: 'yearNotCovered', year, first, last }
  }
  if (!isStateCode(input.state)) errors.state = { code: 'stateUnknown' }
  if (!Number.isInteger(input.householdSize) || input.householdSize < 1 || input.householdSize > maxHouseholdSize) {
    errors.householdSize = { code: 'householdSizeOutOfRange', min: 1, max: maxHouseholdSize }
  }
  if (!Number.isFinite(input.yearlyIncome) || input.yearlyIncome < 0) errors.yearlyIncome = { code: 'incomeNotAmount' }
  else if (Math.round(input.yearlyIncome * 100) >= maxIncomeCents)
    errors.yearlyIncome = { code: 'incomeTooHigh', limit: incomeLimit }
  return errors
}

export function estimateSavings(input: EstimateInput): EstimateResult {
  const errors = refusals(input)
  if (Object.keys(errors).length > 0 || !isCoverageYear(input.coverageYear) || !isStateCode(input.state))
    return { ok: false, errors }
  const year = input.coverageYear
  const state = findStateMedicaid(input.state)
  const incomeCents = Math.round(input.yearlyIncome * 100)
  const guideline = povertyGuidelines[years[year].guidelineYear].regions[povertyRegion(state.code)]
  const current = yearEstimate(year, state, input.householdSize, incomeCents, input.hasOtherCoverage)
  const underBaseline =
    year === baselineYear
      ? null
      : yearEstimate(baselineYear, state, input.householdSize, incomeCents, input.hasOtherCoverage)
  const notes = notesFor(year, state, againstLine(incomeCents, current.povertyLine), current.outcome)
  // An extension of the enhanced credits would be retroactive: it would change every year that starts after they ended.
  const extensionWouldChange = rulesLastChecked.enhancedCreditsEnded < `${year}-01-01`
  return {
    ok: true,
    estimate: {
      ...current,
      state,
      householdSize: input.householdSize,
      yearlyIncomeCents: incomeCents,
      hasOtherCoverage: input.hasOtherCoverage,
      underBaseline,
      caveats: notes.flatMap(({ caveat }) => (caveat ? [caveat] : [])),
      rulesChecked: {
        month: rulesLastChecked.month,
        enhancedCreditsEnded: extensionWouldChange ? rulesLastChecked.enhancedCreditsEnded : null,
      },
      sources: withoutRepeats(
        (
          [
            ...tableSources(year),
            ...(underBaseline ? tableSources(baselineYear) : []),
            'form8962',
            'medicaidExpansion',
            'costSharing',
            ...notes.map(({ fact }) => fact.source),
            ...(extensionWouldChange ? [rulesLastChecked.source] : []),
          ] satisfies SourceKey[]
        ).map((key) => sources[key]),
      ),
      unverified: [
        ...(guideline.unverified && input.householdSize > 1 ? [guideline.unverified] : []),
        ...notes.flatMap(({ fact }) => (fact.secondary ? [fact.secondary] : [])),
      ],
    },
  }
}
