import { en } from '../../format'
import { years } from '../../../rules/years'
import { sources } from '../../../rules/sources'
import { fullDate, monthOfYear } from './dates'
import { incomeAt } from '../../../rules/incomeLines'
import { expansionLimitPercent, povertyRegion } from '../../../rules/medicaid'
import { stateNames } from './stateNames'
import { adultProgramNotes, caveatText } from './caveats'
import type { Estimate, Outcome, YearEstimate } from '../../../rules/savingsEstimate'
import { describeEstimateFrom } from '../../copyReaders/wordLookups'

const people = (size: number) => `${size} ${size === 1 ? 'person' : 'people'}`

/** `percent`% of the household's poverty line in whole dollars, an income still at or under it: '$21,597 a year for 1 person'. */
function atLine(estimate: Estimate, percent: number): string {
  const { coverageYear, householdSize, state } = estimate
  return `${en.money(incomeAt(coverageYear, householdSize, percent, povertyRegion(state.code)))} a year for ${people(householdSize)}`
}

function incomeLine(estimate: Estimate): string {
  return `Your income is ${estimate.justOverLine === null ? '' : 'just over '}${estimate.percentOfPovertyLine}% of the poverty line (${en.money(estimate.povertyLine)} for ${people(estimate.householdSize)} in ${stateNames[estimate.state.code]}, ${estimate.guidelineYear} guidelines).`
}

function plainWords(estimate: Estimate, outcome: Outcome): string {
  const { coverageYear: year } = estimate
  const state = stateNames[estimate.state.code]
  switch (outcome.kind) {
    case 'credit':
      return `You can likely get a tax credit for ${year}: your household would pay at most ${en.money(outcome.monthlyMax)} a month for the benchmark Silver plan.`
    case 'medicaid':
      return outcome.program
        ? `You likely qualify for ${outcome.program.name}, ${state}'s Medicaid for adults, not a tax credit.`
        : `You likely qualify for Medicaid in ${state}, not a tax credit.`
    case 'coverageGap':
      return `You may fall in ${state}'s coverage gap: most adults under the poverty line there get neither Medicaid nor a tax credit.`
    case 'aboveLimit':
      return `No tax credit for ${year}: your income is above ${outcome.limitPercent}% of the poverty line.`
    case 'otherCoverage':
      return 'You cannot get the tax credit for yourself: you can get affordable job-based coverage, or you have Medicare.'
  }
}

function numbers(estimate: Estimate, outcome: Outcome): string[] {
  const state = stateNames[estimate.state.code]
  switch (outcome.kind) {
    case 'credit':
      return [
        `That is ${en.percent(outcome.applicablePercentage)} of your income. ${incomeLine(estimate)}`,
        ...(outcome.silverPlanPays
          ? [
              `On a Silver plan you also get lower deductibles and copays: the plan pays about ${outcome.silverPlanPays}% of your costs.`,
            ]
          : []),
        'Cheaper plans, often Bronze, can cost less, down to $0; pricier plans cost more. Your credit itself depends on the plan prices in your ZIP code: an agent can look them up.',
      ]
    case 'medicaid':
      return [
        incomeLine(estimate),
        outcome.program
          ? adultProgramNotes[outcome.program.state]
          : `${state} expanded Medicaid to adults up to ${expansionLimitPercent}% of the poverty line: ${atLine(estimate, expansionLimitPercent)}.`,
        'Children qualify for Medicaid or CHIP at higher incomes that vary by state.',
      ]
    case 'coverageGap':
      return [
        incomeLine(estimate),
        ...(outcome.program ? [`${adultProgramNotes[outcome.program.state]} Ask an agent whether you qualify.`] : []),
        'Children qualify for Medicaid or CHIP at higher incomes that vary by state. A higher expected income can also change the answer: an agent can check.',
      ]
    case 'aboveLimit':
      return [
        `${incomeLine(estimate)} The credit stops at ${atLine(estimate, outcome.limitPercent)}.`,
        'You can still buy a marketplace plan at full price, and an agent can compare plans for you.',
      ]
    case 'otherCoverage':
      return [
        incomeLine(estimate),
        'Others in your household, and Medicaid, follow their own rules: an agent can check them.',
      ]
  }
}

function comparison(before: YearEstimate | null): string | null {
  if (!before) return null
  const then = `Under ${before.coverageYear}'s rules, the same household`
  switch (before.outcome.kind) {
    case 'credit':
      return `${then} paid at most ${en.money(before.outcome.monthlyMax)} a month for the benchmark Silver plan (${en.percent(before.outcome.applicablePercentage)} of income): the enhanced credits ended after ${before.coverageYear}.`
    case 'medicaid':
      return `${then} would likely have had Medicaid too.`
    case 'coverageGap':
      return `${then} was in the coverage gap too.`
    case 'aboveLimit':
    case 'otherCoverage':
      return null
  }
}

function lastChecked({ rulesChecked }: Estimate): string {
  const extension = rulesChecked.enhancedCreditsEnded
    ? ` The enhanced tax credits ended on ${fullDate(rulesChecked.enhancedCreditsEnded)}; if Congress extends them, this estimate would change.`
    : ''
  return `Rules last checked: ${monthOfYear(rulesChecked.month)}.${extension}`
}

export const describeEstimate = describeEstimateFrom({
  headline: plainWords,
  details: numbers,
  comparison,
  caveat: (estimate, caveat) => caveatText(caveat, estimate.coverageYear, estimate.state.code),
  basis: (estimate) =>
    `Coverage year ${estimate.coverageYear}: ${estimate.guidelineYear} HHS poverty guidelines and ${sources[years[estimate.coverageYear].applicablePercentages.source].title}.`,
  lastChecked,
})

/** The result's own words around the estimate: its heading, the sources' heading, its buttons and the callback form. */
export const resultCopy = {
  disclaimer: 'An estimate, not an eligibility decision; prices depend on your ZIP code and plan.',
  resultHeading: 'Your estimate',
  sourcesHeading: 'Where these numbers come from',
  call: 'Call an agent',
  text: 'Text us',
  agentCheck: 'Have an agent check this',
  /** The callback form the agent-check button opens below the result. */
  callback: {
    heading: 'Have a licensed agent check your estimate',
    intro:
      'Leave your details and a licensed agent will call you back with the real prices in your ZIP code. Free, no obligation. Your estimate (the year, state, household size, income and result above) is sent with your details.',
  },
} as const
