import { en } from '../../format'
import {
  exampleHouseholdsModel,
  type ExampleHousehold,
  type Finding,
  type HouseholdKey,
} from '../../models/lowerCostsExamples'
import { householdLabel } from '../householdTables'
import { stateNames } from '../browser/stateNames'
import { medicaidWorkRule } from './creditRules'

/** /lower-costs' four example households in words: what each qualifies for is content/models/lowerCostsExamples.ts. */

const households: Record<HouseholdKey, { title: string; situation: string; hasChildren?: true }> = {
  singleAdult: {
    title: 'Single adult',
    situation:
      'Works part time in a restaurant with no job-based coverage, in Florida, where adults without children rarely qualify for Medicaid.',
  },
  selfEmployedCouple: {
    title: 'Self-employed couple',
    situation: 'Both in their fifties, running a small cleaning business from home and buying their own coverage.',
  },
  singleParent: {
    hasChildren: true,
    title: 'Single parent with two teenagers',
    situation: 'A freelance graphic designer buying coverage for herself and her children.',
  },
  familyOfFour: {
    hasChildren: true,
    title: 'Family of four',
    situation:
      'Two parents and two school-age children. One parent is self-employed; the other’s job offers no health coverage.',
  },
}

const { year, guidelineYear } = exampleHouseholdsModel

function findingWords({ householdSize, povertyLine, percentOfLine }: ExampleHousehold, finding: Finding): string {
  const where = `${percentOfLine}% of the poverty line (${en.money(povertyLine)} for ${householdLabel(householdSize)})`
  switch (finding.kind) {
    case 'underPovertyLine':
      return `Under the poverty line, at ${where}: no premium tax credit. ${finding.state && !finding.state.expanded ? `${stateNames[finding.state.code]} did not expand Medicaid, so most adults here fall into the coverage gap` : 'In a state that expanded Medicaid, Medicaid; elsewhere most adults fall into the coverage gap'}: an agent checks every option.`
    case 'medicaidLikely':
      return `Medicaid likely, at ${where}, because ${stateNames[finding.state.code]} expanded Medicaid.${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''}`
    case 'overUpperLimit':
      return `No premium tax credit: income is over ${finding.upperLimit}% of the poverty line (${en.money(finding.limitIncome)} for ${householdLabel(householdSize)}).`
    case 'credit':
      return `Premium tax credit: yes, at ${where}. The benchmark Silver plan costs this household at most ${en.money(finding.benchmarkMonthlyMax)} a month (${en.percent(finding.share)} of income).`
    case 'costSharing':
      return `Cost-sharing reductions: yes. On a Silver plan the plan pays about ${finding.planPays}% of covered costs, for a lower deductible and copays.`
    case 'noCostSharing':
      return `No cost-sharing reductions above ${en.money(finding.above)}: compare Bronze, Silver and Gold on total yearly cost.`
    case 'creditInsteadOfMedicaid': {
      const workRule = medicaidWorkRule ? ', if they meet its work requirement or an exemption' : ''
      return `${stateNames[finding.state.code]} did not expand Medicaid, so at this income the tax credit applies; in a state that did, this adult would likely get Medicaid instead${workRule}.`
    }
  }
}

/** Children qualify for CHIP or Medicaid at higher incomes than adults, and a child who can get CHIP cannot get the credit. */
const childrenMayGetChip =
  'At this income the children may qualify for CHIP or Medicaid instead (each state sets its own limits); an agent checks each person.'

export const exampleHouseholds = {
  heading: 'Four Example Households',
  intro: `How the ${year} rules apply to real-life situations, with the arithmetic of our tax credit estimator (${guidelineYear} poverty guidelines, 48 states and DC). Plans cheaper than the benchmark, often Bronze, cost less, down to ${en.money(0)} where the credit is larger than the price; your own savings also depend on your age and ZIP code.`,
  items: exampleHouseholdsModel.households.map((household) => ({
    title: `${households[household.key].title}, ${en.money(household.income)} a year`,
    text: households[household.key].situation,
    points: [
      ...household.findings.map((finding) => findingWords(household, finding)),
      ...(households[household.key].hasChildren ? [childrenMayGetChip] : []),
    ],
  })),
}
