import {
  ageRanges,
  incomeBands,
  insuranceOptions,
  isHouseholdSize,
  youngestAge,
  type IncomeBand,
  type InsuranceOption,
} from './chatAnswers'
import type { Day } from './days'
import { medicareAge } from './figureFacts'
import { incomeAt, incomeGuideTopPercent, lines } from './incomeLines'
import { findStateMedicaid, povertyRegion, type AdultProgram } from './medicaid'
import { estimateSavings, type Caveat, type Estimate } from './savingsEstimate'
import type { StateCode } from './stateCodes'
import { isCoverageYear } from './yearFacts'
import type { CoverageYear } from './years'
import { stateOfZip } from './zipPrefixes'

/**
 * The chat's answer, pure: which outcome a visitor's answers lead to under the coverage year's rules, in codes the
 * chat's words and the agent's staff line both read. Every figure comes from the estimator run at the edges of the
 * visitor's income button, so the chat can never disagree with the estimator beside it.
 */

/** An income button, by what it means for a visitor (rules/chatAnswers.ts lists them). */
export type ChatBandCode = IncomeBand

/** One income button: yearly household income in whole dollars, both ends included; `to` is null for the last. */
export type ChatIncomeBand = { code: ChatBandCode; from: number; to: number | null }

/** The current-coverage answers (rules/chatAnswers.ts). */
export type ChatCoverage = InsuranceOption

/** The answers an outcome needs, as the chat stores them: the server computes the same outcome from the stored lead. */
export type ChatAnswers = {
  /** Null when the year on sale on the visitor's day has no rules yet: the chat then decides nothing. */
  year: CoverageYear | null
  /** Null when the ZIP code gave no state the rules know: the chat never guesses one. */
  state: StateCode | null
  householdSize: number
  /** Null when no button was picked (no state, so no buttons to pick from). */
  band: ChatBandCode | null
  /** The youngest age the visitor's age answer allows (65 for '65 or older'); null when the chat did not ask. */
  age: number | null
  coverage: ChatCoverage
}

/** The credit outcome: dollar figures are whole dollars, at the lowest and the highest income of the button. */
export type CreditLikely = {
  kind: 'creditLikely'
  /** The most the household pays a month for the benchmark Silver plan; `to` null when the button has no top. */
  monthlyMax: { from: number; to: number | null }
  /** The share of costs a Silver plan pays at each end (94, 87 or 73 %); null where the button has no reduction. */
  silverPlanPays: { from: number; to: number } | null
  caveats: readonly Caveat[]
}

/** Coverage that may bar the credit, by what is not asked: whether a job-based plan is affordable, what 'other' is. */
type CoverageThatMayBar = 'employerCoverage' | 'otherCoverage'

/** What decides a `depends` outcome, the one thing the answers could not tell: the words and the staff line key on it. */
export type DependsOn = 'yearUnknown' | 'stateUnknown' | 'incomeUnknown' | CoverageThatMayBar

/** The chat's one outcome for a visitor, with the figures and caveats its words need. */
export type ChatOutcome =
  /** 65 or older, or on Medicare today: no credit for themselves, whatever their income. */
  | { kind: 'medicare'; because: 'age' | 'onMedicare' }
  /**
   * Medicaid likely: in an expansion state, with its work requirement from `from` when it applies during the year;
   * or a state's own program for adults under the poverty line (`program`).
   */
  | {
      kind: 'medicaidLikely'
      program: AdultProgram | null
      workRequirement: { from: Day } | null
      caveats: readonly Caveat[]
    }
  /** Under the poverty line in a state that did not expand Medicaid; `program` where one covers some adults. */
  | { kind: 'coverageGap'; program: AdultProgram | null; caveats: readonly Caveat[] }
  | CreditLikely
  /** Over the year's upper limit, as % of the poverty line: plans still, with no credit. */
  | { kind: 'noCredit'; limitPercent: number }
  /**
   * The answers cannot decide; `on` says what does. For coverage that may bar the credit, `withoutIt` is the credit
   * the household would get if it does not.
   */
  | { kind: 'depends'; on: Exclude<DependsOn, CoverageThatMayBar> }
  | { kind: 'depends'; on: CoverageThatMayBar; withoutIt: CreditLikely }

/**
 * The chat's income buttons for a year, state and household, so each maps to one outcome. Every edge is a line the
 * rules decide on, in whole dollars tested the way the estimator tests them (ACA-RULES.md rule 3): the program's
 * line (Medicaid's 138% where the state expanded it, else 100%, under which the credit does not start; 138% is no
 * edge there, as nothing changes at it), 250% where the cost-sharing reductions end (150% and 200% only change their
 * level, which the credit outcome gives at both ends, so four buttons suffice), and the year's upper limit.
 */
export function chatIncomeBands(year: CoverageYear, state: StateCode, householdSize: number): ChatIncomeBand[] {
  const region = povertyRegion(state)
  const atOrUnder = (percent: number) => incomeAt(year, householdSize, percent, region)
  const costSharingEnd = atOrUnder(lines.costSharing[lines.costSharing.length - 1])
  const limit = atOrUnder(incomeGuideTopPercent(year))
  const expanded = findStateMedicaid(state).expanded
  // The poverty line is whole dollars and the credit starts at it: the last income under it is a dollar less.
  const firstTo = expanded ? atOrUnder(lines.medicaidExpansion) : atOrUnder(lines.povertyLine) - 1
  return [
    { code: expanded ? 'toMedicaidLine' : 'belowPovertyLine', from: 0, to: firstTo },
    { code: 'withCostSharing', from: firstTo + 1, to: costSharingEnd },
    { code: 'toLimit', from: costSharingEnd + 1, to: limit },
    { code: 'overLimit', from: limit + 1, to: null },
  ]
}

function estimateAt(year: CoverageYear, state: StateCode, householdSize: number, yearlyIncome: number): Estimate {
  const result = estimateSavings({ coverageYear: year, state, householdSize, yearlyIncome, hasOtherCoverage: false })
  // The chat's answers are buttons the rules made, so a refusal is a bug, not a visitor's mistake.
  if (!result.ok) throw new Error(`chat outcome: the estimator refused ${JSON.stringify(result.errors)}`)
  return result.estimate
}

/** The caveats of both ends of a button, once each: a rule that bites at either end bites somewhere in it. */
function caveatsOf(estimates: readonly Estimate[]): Caveat[] {
  const all = estimates.flatMap(({ caveats }) => caveats)
  return all.filter(
    (caveat, index) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(caveat)) === index,
  )
}

/** The estimator's credit at one end of a credit button: the edges make both ends a credit, so anything else is a bug. */
function creditAt(estimate: Estimate): Extract<Estimate['outcome'], { kind: 'credit' }> {
  if (estimate.outcome.kind !== 'credit')
    throw new Error(`chat outcome: a credit button's end gives ${estimate.outcome.kind}`)
  return estimate.outcome
}

function creditLikely(low: Estimate, high: Estimate | null): CreditLikely {
  const from = creditAt(low)
  const to = high ? creditAt(high) : null
  // 250% is an edge, so both ends of a button have a reduction or neither has (the last button, without a top, has none).
  const pays =
    from.silverPlanPays === null || to === null || to.silverPlanPays === null
      ? null
      : { from: from.silverPlanPays, to: to.silverPlanPays }
  return {
    kind: 'creditLikely',
    monthlyMax: { from: from.monthlyMax, to: to ? to.monthlyMax : null },
    silverPlanPays: pays,
    caveats: caveatsOf(high ? [low, high] : [low]),
  }
}

/** What the income alone decides, from the estimator at the button's lowest income and (when it has one) its highest. */
function byIncome(year: CoverageYear, state: StateCode, householdSize: number, band: ChatIncomeBand): ChatOutcome {
  const low = estimateAt(year, state, householdSize, band.from)
  const high = band.to === null ? null : estimateAt(year, state, householdSize, band.to)
  const { outcome } = low
  switch (outcome.kind) {
    case 'medicaid': {
      const caveats = caveatsOf(high ? [low, high] : [low])
      // The work requirement is the outcome's own field, so it is stated once rather than again among the caveats.
      const work = caveats.find((caveat) => caveat.kind === 'medicaidWorkRequirement')
      return {
        kind: 'medicaidLikely',
        program: outcome.program,
        workRequirement: work ? { from: work.from } : null,
        caveats: caveats.filter((caveat) => caveat !== work),
      }
    }
    case 'coverageGap':
      return { kind: 'coverageGap', program: outcome.program, caveats: caveatsOf(high ? [low, high] : [low]) }
    case 'credit':
      return creditLikely(low, high)
    case 'aboveLimit':
      return { kind: 'noCredit', limitPercent: outcome.limitPercent }
    case 'otherCoverage':
      throw new Error('chat outcome: the estimator was asked without other coverage')
  }
}

/**
 * The one outcome for the visitor's answers. Medicare comes only from being 65 or older or on Medicare today, so
 * someone under 65 on Medicaid (or just off it) gets the answer their state and income give. Job-based coverage bars the credit only when it is affordable (ACA-RULES.md
 * rule 8: a share of income the chat does not ask), and 'other' coverage may be one that bars it (TRICARE, VA) or one
 * that does not (a short-term plan), so on a credit button both are `depends`, with the credit the household gets if
 * it is not barred; Medicaid, the gap and no credit hold whatever coverage they have.
 */
export function chatOutcome(answers: ChatAnswers): ChatOutcome {
  const { year, state, householdSize, band, age, coverage } = answers
  if (coverage === 'medicare') return { kind: 'medicare', because: 'onMedicare' }
  if (age !== null && age >= medicareAge) return { kind: 'medicare', because: 'age' }
  if (year === null) return { kind: 'depends', on: 'yearUnknown' }
  if (state === null) return { kind: 'depends', on: 'stateUnknown' }
  const button = chatIncomeBands(year, state, householdSize).find(({ code }) => code === band)
  // A code the state's buttons do not have (stored for another state, or none picked) decides nothing.
  if (!button) return { kind: 'depends', on: 'incomeUnknown' }
  const outcome = byIncome(year, state, householdSize, button)
  if (outcome.kind !== 'creditLikely' || (coverage !== 'employer' && coverage !== 'other')) return outcome
  return { kind: 'depends', on: coverage === 'employer' ? 'employerCoverage' : 'otherCoverage', withoutIt: outcome }
}

/** A chat lead's answers as the database stores them (contact_submissions), unchecked: what the staff line reads. */
export type StoredChatAnswers = {
  coverageYear: number | null
  zipCode: string | null
  householdSize: number | null
  incomeBand: string | null
  ageRange: string | null
  currentInsurance: string | null
  medicaidDenied: boolean | null
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value)

/**
 * The chat's outcome recomputed from a stored lead, never taken from the browser: the state from its ZIP code as the
 * chat found it, a Medicaid denial as being on Medicaid, and a code or size the chat does not offer as no answer
 * (so it decides nothing rather than something wrong).
 */
export function storedChatOutcome(stored: StoredChatAnswers): ChatOutcome {
  const year = stored.coverageYear
  return chatOutcome({
    year: year !== null && isCoverageYear(year) ? year : null,
    state: stored.zipCode === null ? null : stateOfZip(stored.zipCode),
    householdSize: stored.householdSize !== null && isHouseholdSize(stored.householdSize) ? stored.householdSize : 1,
    band: isOneOf(incomeBands, stored.incomeBand) ? stored.incomeBand : null,
    age: isOneOf(ageRanges, stored.ageRange) ? youngestAge[stored.ageRange] : null,
    coverage: stored.medicaidDenied
      ? 'medicaid'
      : isOneOf(insuranceOptions, stored.currentInsurance)
        ? stored.currentInsurance
        : 'none',
  })
}
