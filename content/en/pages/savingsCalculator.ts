import { topShare } from '../../../rules/applicablePercentages'
import { baselineYear, laterCoverageYears } from '../../../rules/coverageYears'
import { bandsTopPercent } from '../../../rules/creditLimits'
import { years } from '../../../rules/years'
import { en } from '../../format'
import type { FaqItem, PageConversion, PageMeta } from '../../types'

/** The last year of the enhanced credits, and the years the estimator knows after it. */
const oldest = baselineYear
const newer = laterCoverageYears(oldest)

export const savingsCalculatorMeta: PageMeta = {
  path: '/savings-calculator',
  title: `ACA Tax Credit Estimator: ${newer.join(' and ')} Coverage`,
  description: `Estimate the most your household pays for a benchmark Silver plan under the ${newer.join(' or ')} tax credit rules, or whether Medicaid fits. Free.`,
}

export const savingsCalculatorConversion: PageConversion = {
  smsBody: "Hi! I used your tax credit estimator and I'd like an agent to check my estimate.",
  callLabel: 'savings_calculator_phone_click',
}

export const savingsCalculatorHero = {
  heading: 'What Would the Benchmark Silver Plan Cost You?',
  intro: `The tax credit rules changed after ${oldest}: the enhanced credits ended, so above ${bandsTopPercent}% of the poverty line there is no credit again, and everyone below it pays a larger share of income. Answer five questions to see what your household would pay under the rules of the year you are buying, ${newer.join(' or ')}.`,
}

export const savingsCalculatorFaq: readonly FaqItem[] = [
  {
    question: `Why would I pay more in ${newer[0]} than in ${oldest}?`,
    answer: `The enhanced premium tax credits ended after ${oldest}. From ${newer[0]} there is no credit above ${bandsTopPercent}% of the poverty line, and below it households pay a larger share of income for the benchmark Silver plan: up to ${en.list(
      newer.map((year) => `${en.percent(topShare(year))} in ${year}`),
      'and',
    )}, against at most ${en.percent(years[oldest].applicablePercentages.over400 ?? 0)} in ${oldest}.`,
  },
  {
    question: 'What is the benchmark Silver plan?',
    answer:
      'The second-lowest-cost Silver plan where you live. Your tax credit is its price minus the most your household is expected to pay, and you can use the credit on any metal level: cheaper plans, often Bronze, can cost less, down to $0, and pricier plans cost more.',
  },
  {
    question: 'Is this estimate an eligibility decision?',
    answer:
      'No. It is an estimate, not an eligibility decision; prices depend on your ZIP code and plan. Children often qualify for Medicaid or CHIP at higher incomes that vary by state, and immigration status and state programs can change the answer. A licensed agent can check all of it for free.',
  },
]

export const savingsCalculatorCta = {
  heading: 'Want an Agent to Check Your Estimate?',
  text: 'A licensed agent looks up the real plan prices for your ZIP code and applies every credit you qualify for, at no cost to you.',
}
