import { en } from '../../format'
import { costSharingLevels } from '../../acaRules/costSharing'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt, lines, povertyLine } from '../../acaRules/incomeLines'
import { findStateMedicaid, type StateMedicaid } from '../../acaRules/medicaid'
import { pageYear } from '../../acaRules/pageYear'
import { householdLabel } from '../householdTables'
import { stateNames } from '../stateNames'
import { benchmarkMonthlyMax, benchmarkShare, percentOfLine } from './benchmarkAtIncome'
import { medicaidWorkRule } from './creditRules'

/** /lower-costs' four example households, worked out for the page's coverage year with the estimator's arithmetic. */

type ExampleHousehold = {
  title: string
  householdSize: number
  income: number
  situation: string
  /** Where the household lives, when its situation names the state (Medicaid depends on it). */
  state?: StateMedicaid
}

const households: readonly ExampleHousehold[] = [
  {
    title: 'Single adult',
    householdSize: 1,
    income: 19500,
    situation:
      'Works part time in a restaurant with no job-based coverage, in Florida, where adults without children rarely qualify for Medicaid.',
    state: findStateMedicaid('FL'),
  },
  {
    title: 'Self-employed couple',
    householdSize: 2,
    income: 44000,
    situation: 'Both in their fifties, running a small cleaning business from home and buying their own coverage.',
  },
  {
    title: 'Single parent with two teenagers',
    householdSize: 3,
    income: 95000,
    situation: 'A freelance graphic designer buying coverage for herself and her children.',
  },
  {
    title: 'Family of four',
    householdSize: 4,
    income: 68000,
    situation: 'Two parents and two school-age children. One parent is self-employed; the other’s job offers no health coverage.',
  },
]

const year = pageYear
const upperLimit = creditUpperLimitPercent(year)

/** What a household qualifies for under the page year's rules; every edge is tested in dollars (ACA-RULES.md rule 3). */
function findings({ householdSize, income, state }: ExampleHousehold): string[] {
  const line = povertyLine(year, householdSize)
  const percent = percentOfLine(year, householdSize, income)
  const where = `${percent}% of the poverty line (${en.money(line)} for ${householdLabel(householdSize)})`
  if (income < line) {
    return [
      `Under the poverty line, at ${where}: no premium tax credit. ${state && !state.expanded ? `${stateNames[state.code]} did not expand Medicaid, so most adults here fall into the coverage gap` : 'In a state that expanded Medicaid, Medicaid; elsewhere most adults fall into the coverage gap'}: an agent checks every option.`,
    ]
  }
  if (state?.expanded && income <= incomeAt(year, householdSize, lines.medicaidExpansion)) {
    return [`Medicaid likely, at ${where}, because ${stateNames[state.code]} expanded Medicaid.${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''}`]
  }
  if (upperLimit !== null && income > incomeAt(year, householdSize, upperLimit)) {
    return [`No premium tax credit: income is over ${upperLimit}% of the poverty line (${en.money(incomeAt(year, householdSize, upperLimit))} for ${householdLabel(householdSize)}).`]
  }
  const share = benchmarkShare(year, percent)
  if (share === null) throw new Error(`No applicable percentage at ${percent}% for ${year}`)
  const points = [
    `Premium tax credit: yes, at ${where}. The benchmark Silver plan costs this household at most ${en.money(benchmarkMonthlyMax(income, share))} a month (${en.percent(share)} of income).`,
  ]
  const level = costSharingLevels.find((candidate) => income <= incomeAt(year, householdSize, candidate.upToPercent))
  const lastLevel = costSharingLevels[costSharingLevels.length - 1]
  points.push(
    level
      ? `Cost-sharing reductions: yes. On a Silver plan the plan pays about ${level.planPays}% of covered costs, for a lower deductible and copays.`
      : `No cost-sharing reductions above ${en.money(incomeAt(year, householdSize, lastLevel.upToPercent))}: compare Bronze, Silver and Gold on total yearly cost.`,
  )
  if (state && !state.expanded && income <= incomeAt(year, householdSize, lines.medicaidExpansion)) {
    const workRule = medicaidWorkRule ? ', if they meet its work requirement or an exemption' : ''
    points.push(`${stateNames[state.code]} did not expand Medicaid, so at this income the tax credit applies; in a state that did, this adult would likely get Medicaid instead${workRule}.`)
  }
  return points
}

export const exampleHouseholds = {
  heading: 'Four Example Households',
  intro: `How the ${year} rules apply to real-life situations, with the arithmetic of our savings calculator (${guidelineYearOf(year)} poverty guidelines, 48 states and DC). Plans cheaper than the benchmark, often Bronze, cost less, down to ${en.money(0)} where the credit is larger than the price; your own savings also depend on your age and ZIP code.`,
  items: households.map((household) => ({
    title: `${household.title}, ${en.money(household.income)} a year`,
    text: household.situation,
    points: findings(household),
  })),
}
