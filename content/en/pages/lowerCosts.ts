import { compareModel } from '../../models/compare'
import { en } from '../../format'
import { agency } from '../agency'
import { flatTopBand, lowestShare } from '../../../rules/applicablePercentages'
import { lines } from '../../../rules/incomeLines'
import {
  capAboveLimit,
  costSharingLimitPercent,
  freeBenchmarkUpTo,
  freeBenchmarkYear,
  highestShare,
  noLimitYear,
} from '../../models/sharedFigures'
import { enrollmentRules } from '../figures'
import { householdLabel, pageIncomeGuide } from '../householdTables'
import type { PageConversion, PageMeta } from '../../types'
import { lowerCostsModel } from '../../models/lowerCosts'
import { medicaidInstead, medicaidWorkRule, repaymentRule, whoGetsTheCredit } from './creditRules'
import { benchmarkFloor, lowPrice, lowPricePlans, lowPricePlansForYear, zeroPlanRule } from './savingsClaims'

export { exampleHouseholds } from './lowerCostsExamples'

/** Every figure on this page is the page year's, computed from rules; the agency's own are its period's. */
const { year, guidelineYear, upperLimit, creditTable, costSharing, atStrongestSilver } = lowerCostsModel
const guidelines = `${guidelineYear} poverty guidelines, 48 states and DC`
const period = agency.resultsPeriod
const maxSavings = en.money(agency.maxMonthlySavings)
const { silver } = compareModel
const flatTop = flatTopBand(year)
const shareRises = flatTop
  ? `Between these incomes the share rises with income up to ${en.percent(flatTop.share)} at ${flatTop.fromPercent}% of the poverty line, and stays at ${en.percent(flatTop.share)} up to ${flatTop.toPercent}%.`
  : 'Between these incomes the share rises with income.'

export const lowerCostsMeta: PageMeta = {
  path: '/lower-costs',
  title: `Lower Your Health Insurance Costs | ${year} Tax Credits and Savings`,
  description: `See ${year} ACA income lines, premium tax credits and cost-sharing reductions by household size, computed from the rules. Call a licensed agent for free.`,
}

export const lowerCostsConversion: PageConversion = {
  smsBody: "Hi! I'd like to find out how much I can save on ACA health insurance with tax credits.",
  callLabel: 'lower_costs_phone_click',
}

export const lowerCostsHero = {
  eyebrow: `Our clients saved up to ${maxSavings} a month in ${period}`,
  heading: 'Lower Your Health Insurance Costs with ACA Savings',
  intro: `Premium tax credits cut your monthly bill and cost-sharing reductions cut what you pay for care. ${lowPricePlansForYear}`,
}

export const savingsStats = {
  heading: 'How Much You Could Save',
  intro: `What our clients saved in ${period}, and what some plans cost for ${year} coverage.`,
  stats: [
    { value: maxSavings, label: `a month: the most our clients saved in ${period}` },
    { value: en.money(agency.averageMonthlySavings), label: `average monthly savings for our clients in ${period}` },
    {
      value: lowPrice,
      label: `a month after tax credits for some ${year} plans, often Bronze, depending on income, age and ZIP code`,
    },
  ],
  resultsVary: agency.resultsVary,
}

export const premiumTaxCredits = {
  heading: 'Premium Tax Credits',
  paragraphs: [
    'A premium tax credit lowers your monthly premium the day your plan starts. The marketplace pays it straight to your insurer, so you do not wait for a tax refund. You can also take it as a lump sum when you file your taxes.',
    `For ${year} coverage, households earning from the federal poverty line${upperLimit === null ? '' : ` up to ${upperLimit}% of it`} can get a credit. Each pays a set share of its income for the benchmark (second-lowest-cost) Silver plan, from ${en.percent(lowestShare(year))} at the lowest incomes to ${en.percent(highestShare)} near the top, and the credit pays the rest.${upperLimit === null ? '' : ` Above ${upperLimit}% there is no credit; in ${noLimitYear} there was no upper limit, and nobody paid more than ${en.percent(capAboveLimit)} of income.`}`,
  ],
  points: [
    'Based on your expected household income and size, never on your health',
    'Works with any metal tier: Bronze, Silver, Gold or Platinum',
    'You choose how much to apply each month, and settle up when you file your taxes',
    'Not available to people who can get affordable job-based coverage, Medicare or Medicaid',
    `In states that expanded Medicaid, adults at or under ${lines.medicaidExpansion}% of the poverty line ${medicaidInstead}`,
    whoGetsTheCredit,
  ],
  table: {
    caption: `What one person pays at most for the benchmark Silver plan, ${year} coverage (${guidelines})`,
    columns: ['Yearly income, 1 person', 'Share of income', 'Benchmark Silver plan, at most'],
    rows: [
      ...creditTable.rungs.map(
        ({ percent, yearlyIncome, share, monthlyMax }) =>
          [
            `${en.money(yearlyIncome)} (${percent}% of the poverty line)`,
            en.percent(share),
            `${en.money(monthlyMax)} a month`,
          ] as const,
      ),
      ...(creditTable.overLimit === null
        ? []
        : [[`Over ${en.money(creditTable.overLimit.yearlyIncome)}`, 'No tax credit', 'Full price'] as const]),
    ],
  },
  note: `${shareRises} A credit applies only where the benchmark plan costs more than that share: a younger person whose benchmark plan costs less gets none. ${repaymentRule}${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''}`,
}

export const costSharingReductions = {
  heading: 'Cost-Sharing Reductions',
  paragraphs: [
    'Cost-sharing reductions lower your deductible, copays, coinsurance and out-of-pocket maximum. They do not change your premium: they make every doctor visit, prescription and hospital stay cost less.',
    `They come only with Silver plans, for households earning from the federal poverty line up to ${costSharingLimitPercent}% of it (above ${lines.medicaidExpansion}% in states that expanded Medicaid, where adults below that usually qualify for Medicaid). The lower your income, the more the plan pays. A standard Silver plan pays about ${silver.insurerPaysPercent}% of covered costs.`,
  ],
  points: costSharing.levels.map((level) => {
    const from = level.fromPercent === null ? 'From the poverty line up to' : `More than ${level.fromPercent}%, up to`
    return `${from} ${level.upToPercent}% of the poverty line: the Silver plan pays about ${level.planPays}% of covered costs`
  }),
  table: {
    caption: `Cost-sharing reduction income limits by household size, ${year} coverage (${guidelines})`,
    columns: [
      'Household size',
      ...costSharing.levels.map((level) => `Silver pays about ${level.planPays}%: income up to`),
    ],
    rows: costSharing.limits.map(
      ({ householdSize, incomes }) =>
        [householdLabel(householdSize), ...incomes.map((income) => en.money(income))] as const,
    ),
  },
  note: 'You get cost-sharing reductions automatically when you qualify and choose a Silver plan. Pick Bronze or Gold and you keep your tax credit but lose these extra savings.',
}

export const familySavings = {
  heading: 'Family Savings',
  intro:
    'Tax credits are figured for your whole household, so the income limits rise with each person you add and a family’s credit is usually larger than a single person’s.',
  items: [
    {
      title: 'One plan for the household',
      text: 'You, your spouse and your children can share one marketplace plan, with one premium and one tax credit based on your combined income.',
    },
    {
      title: 'Children stay covered longer',
      text: `Children can stay on a parent’s plan until age ${enrollmentRules.dependentMaxAge}, whether or not they are married, in school or living at home.`,
    },
    {
      title: 'Medicaid or CHIP for children',
      text: 'Children often qualify for Medicaid or the Children’s Health Insurance Program at higher incomes than adults. Parents can still choose a marketplace plan for themselves.',
    },
    {
      title: 'Help when job coverage costs too much',
      text: 'If family coverage through a job is too expensive, your spouse and children may get tax credits on a marketplace plan even when the worker’s own coverage counts as affordable.',
    },
  ],
}

export const incomeGuidelines = {
  heading: `${year} Income Guidelines`,
  intro: `The marketplace compares your expected ${year} household income with the ${guidelineYear} federal poverty guidelines. With an income from the federal poverty line up to the figure in the last column, you can get a premium tax credit; up to the figure in the middle column a Silver plan also comes with extra savings.`,
  table: { caption: pageIncomeGuide.caption, columns: pageIncomeGuide.columns, rows: pageIncomeGuide.rows },
  note: `Alaska and Hawaii have higher guidelines, and households of five or more have higher limits: call for your exact figure.${upperLimit === null ? '' : ` For ${noLimitYear} coverage, the last year of the larger tax credits, there was no upper income limit.`}`,
}

export const zeroPremiumThresholds = {
  heading: `${en.money(0)}-Premium Plans for ${year} Coverage`,
  paragraphs: [
    `${benchmarkFloor}${freeBenchmarkUpTo ? ` In ${freeBenchmarkYear}, households at or under ${freeBenchmarkUpTo}% of the poverty line could get it for ${en.money(0)}; that ended with ${freeBenchmarkYear}.` : ''}`,
    `A ${en.money(0)} plan is still possible. ${zeroPlanRule} ${lowPricePlans} An agent can show you the ${en.money(0)} plans, if any, from the insurers we work with in your ZIP code.`,
  ],
  table: {
    caption: `The most the benchmark Silver plan costs at ${atStrongestSilver.linePercent}% of the poverty line, ${year} coverage (${guidelines})`,
    columns: [
      'Household size',
      `Yearly income at ${atStrongestSilver.linePercent}% of the poverty line`,
      'Benchmark Silver plan, at most',
    ],
    rows: atStrongestSilver.rows.map(
      (row) =>
        [
          householdLabel(row.householdSize),
          en.money(row.yearlyIncome),
          row.monthlyMax === null ? 'No tax credit' : `${en.money(row.monthlyMax)} a month`,
        ] as const,
    ),
  },
  note: `At lower incomes the benchmark plan costs less, down to ${en.percent(atStrongestSilver.lowestShare)} of income, and at or under these incomes a Silver plan also pays about ${atStrongestSilver.silverPlanPays}% of covered costs.`,
}

export const lowerCostsCta = {
  heading: 'Find Out How Much You Can Save',
  text: `A licensed agent can check your tax credit, cost-sharing reductions and $0 options in ${agency.timings.agentEligibilityCheck}. There is no cost and no obligation.`,
}

export const lowerCostsRelated = {
  heading: 'Related Guides',
  links: [
    {
      to: '/zero-dollar-health-plans',
      label: '$0 premium health plans',
      text: 'Who qualifies for a plan with no monthly premium.',
    },
    {
      to: '/aca-for-families',
      label: 'ACA plans for families',
      text: 'Income limits and coverage for every household size.',
    },
    {
      to: '/compare-aca-plans',
      label: 'Compare Bronze, Silver and Gold',
      text: 'Premiums, deductibles and what each tier pays.',
    },
  ],
} as const
