import { costSharingLevels } from '../../rules/costSharing'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt, lines, povertyLine } from '../../rules/incomeLines'
import { findStateMedicaid, type StateMedicaid } from '../../rules/medicaid'
import { pageYear } from '../../rules/pageYear'
import { benchmarkMonthlyMax, benchmarkShare, percentOfLine } from './benchmarkAtIncome'

/**
 * /lower-costs' four example households and what each qualifies for under the page year's rules, worked out once with
 * the estimator's arithmetic; each language's pages/lowerCostsExamples.ts words them. Every edge is tested in dollars
 * (ACA-RULES.md rule 3).
 */

export type HouseholdKey = 'singleAdult' | 'selfEmployedCouple' | 'singleParent' | 'familyOfFour'

/** One line of what a household qualifies for, first to last as the page lists them. */
export type Finding =
  /** Under the poverty line: no credit; `state` when the page names it (a state that did not expand: the coverage gap). */
  | { kind: 'underPovertyLine'; state: StateMedicaid | null }
  | { kind: 'medicaidLikely'; state: StateMedicaid }
  | { kind: 'overUpperLimit'; upperLimit: number; limitIncome: number }
  | { kind: 'credit'; benchmarkMonthlyMax: number; share: number }
  | { kind: 'costSharing'; planPays: number }
  | { kind: 'noCostSharing'; above: number }
  /** A state that did not expand Medicaid: the credit applies where expansion would have meant Medicaid. */
  | { kind: 'creditInsteadOfMedicaid'; state: StateMedicaid }

export type ExampleHousehold = {
  key: HouseholdKey
  householdSize: number
  /** Yearly household income, in dollars. */
  income: number
  /** The poverty line for the household's size and its income as a percentage of it. */
  povertyLine: number
  percentOfLine: number
  findings: readonly Finding[]
}

const year = pageYear
const upperLimit = creditUpperLimitPercent(year)

function findings(householdSize: number, income: number, state: StateMedicaid | null): Finding[] {
  const percent = percentOfLine(year, householdSize, income)
  if (income < povertyLine(year, householdSize)) return [{ kind: 'underPovertyLine', state }]
  const medicaidLine = incomeAt(year, householdSize, lines.medicaidExpansion)
  if (state?.expanded && income <= medicaidLine) return [{ kind: 'medicaidLikely', state }]
  if (upperLimit !== null && income > incomeAt(year, householdSize, upperLimit)) {
    return [{ kind: 'overUpperLimit', upperLimit, limitIncome: incomeAt(year, householdSize, upperLimit) }]
  }
  const share = benchmarkShare(year, percent)
  if (share === null) throw new Error(`No applicable percentage at ${percent}% for ${year}`)
  const level = costSharingLevels.find((candidate) => income <= incomeAt(year, householdSize, candidate.upToPercent))
  const lastLevel = costSharingLevels[costSharingLevels.length - 1]
  return [
    { kind: 'credit', benchmarkMonthlyMax: benchmarkMonthlyMax(income, share), share },
    level
      ? { kind: 'costSharing', planPays: level.planPays }
      : { kind: 'noCostSharing', above: incomeAt(year, householdSize, lastLevel.upToPercent) },
    ...(state && !state.expanded && income <= medicaidLine
      ? [{ kind: 'creditInsteadOfMedicaid' as const, state }]
      : []),
  ]
}

function household(
  key: HouseholdKey,
  householdSize: number,
  income: number,
  state: StateMedicaid | null = null,
): ExampleHousehold {
  return {
    key,
    householdSize,
    income,
    povertyLine: povertyLine(year, householdSize),
    percentOfLine: percentOfLine(year, householdSize, income),
    findings: findings(householdSize, income, state),
  }
}

export const exampleHouseholdsModel = {
  year,
  guidelineYear: guidelineYearOf(year),
  households: [
    // In Florida, where adults without children rarely qualify for Medicaid.
    household('singleAdult', 1, 19500, findStateMedicaid('FL')),
    household('selfEmployedCouple', 2, 44000),
    household('singleParent', 3, 95000),
    household('familyOfFour', 4, 68000),
  ],
}
