import { stateNames } from '@copy/browser/stateNames'
import { en } from '../../../content/format'
import type { Caveat, Estimate, Outcome, YearEstimate } from '../../../rules/savingsEstimate'

/**
 * The estimate as the agency stores it with a lead (contact_submissions.estimate): one line an agent reads in
 * `npm run leads` or a spreadsheet before calling back, with what the visitor entered and what the site told
 * them. Printable and well under the column's 600 characters, whatever the answers. The state is named as the page
 * names it (content/en/browser/stateNames.ts): 'Carolina del Sur' on a Spanish page.
 */
export function estimateForAgent(estimate: Estimate): string {
  const {
    coverageYear,
    state,
    householdSize,
    yearlyIncomeCents,
    hasOtherCoverage,
    percentOfPovertyLine,
    justOverLine,
  } = estimate
  const household = [
    stateNames[state.code],
    `${householdSize} ${householdSize === 1 ? 'person' : 'people'}`,
    `${en.money(yearlyIncomeCents / 100)} a year (${justOverLine === null ? '' : 'just over '}${percentOfPovertyLine}% of the poverty line)`,
    ...(hasOtherCoverage ? ['job-based coverage or Medicare available'] : []),
  ].join(', ')
  const before = estimate.underBaseline
    ? ` Under ${estimate.underBaseline.coverageYear} rules: ${earlier(estimate.underBaseline)}.`
    : ''
  const told =
    estimate.caveats.length > 0
      ? ` Told: ${estimate.caveats.map((caveat) => caveatLine(caveat, coverageYear)).join('; ')}.`
      : ''
  return `${coverageYear} coverage estimate: ${household}. ${outcomeLine(estimate.outcome)}.${before}${told} Rules checked ${estimate.rulesChecked.month}.`
}

function caveatLine(caveat: Caveat, year: number): string {
  switch (caveat.kind) {
    case 'medicaidWorkRequirement':
      return 'Medicaid work requirement (80 hours a month, 19-64)'
    case 'creditEligibility':
      return caveat.rule === 'citizensAndSomeImmigrants'
        ? 'credit only for citizens, green card holders and a few other groups'
        : 'no credit for lawfully present immigrants under 100% barred from Medicaid'
    case 'programNotApproved':
      return `${caveat.program.name} not approved for ${year}`
  }
}

function outcomeLine(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'credit':
      return `Tax credit: pays at most ${en.money(outcome.monthlyMax)} a month for the benchmark Silver plan (${en.percent(outcome.applicablePercentage)} of income)${outcome.silverPlanPays ? `; Silver plan pays about ${outcome.silverPlanPays}%` : ''}`
    case 'medicaid':
      return `Medicaid likely${outcome.program ? ` (${outcome.program.name})` : ''}`
    case 'coverageGap':
      return `Coverage gap${outcome.program ? ` (ask about ${outcome.program.name})` : ''}`
    case 'aboveLimit':
      return `No tax credit: income above ${outcome.limitPercent}% of the poverty line`
    case 'otherCoverage':
      return 'No tax credit: job-based coverage or Medicare'
  }
}

function earlier(before: YearEstimate): string {
  return before.outcome.kind === 'credit'
    ? `at most ${en.money(before.outcome.monthlyMax)} a month (${en.percent(before.outcome.applicablePercentage)})`
    : outcomeLine(before.outcome)
}
