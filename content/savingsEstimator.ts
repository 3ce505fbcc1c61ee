import { coverageYears } from './acaRules/coverageYears'

/** What the estimator says when it cannot estimate: one plain sentence per field. */
export const estimateRefusals = {
  householdSize: 'Enter how many people are in your household: a whole number from 1 to 20.',
  income: "Enter your household's yearly income before taxes, in dollars: 0 or more.",
  incomeTooHigh: 'Enter a yearly income under $10,000,000.',
  state: 'Choose the state you live in.',
  yearNotPublished: (year: number) =>
    `The ${year} rules are not out yet: the IRS has not published the ${year} tables, so we do not guess. An agent can help you plan.`,
  yearNotCovered: (year: number) =>
    `This estimator covers coverage years ${coverageYears[0]} to ${coverageYears[coverageYears.length - 1]}; ${year} is not one of them.`,
} as const
