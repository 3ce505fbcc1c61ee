import { lowPriceRange } from '../priceClaims'
import { agency } from '../agency'
import { benchmarkPremiumCap, costSharingLevels, medicaidExpansionPercentFpl } from '../figures'
import {
  enrollmentRules,
  lowerCostsFigures,
  metalTiers,
  subsidyBand,
  taxCreditGuide,
  usd,
} from '../figures'
import { amountFor, householdLabel, taxCreditGuideRows } from '../householdTables'
import type { PageConversion, PageMeta } from '../types'

const year = lowerCostsFigures.year
const maxSavings = usd(agency.maxMonthlySavings)
const zeroLinePercent = lowerCostsFigures.zeroPremiumPercentFpl
const costSharingLimitPercent = costSharingLevels[costSharingLevels.length - 1].upToPercentFpl
const silver = metalTiers.find((tier) => tier.name === 'Silver')
if (!silver) throw new Error('content/figures.ts metalTiers has no Silver tier')

export const lowerCostsMeta: PageMeta = {
  path: '/lower-costs',
  title: `Lower Your Health Insurance Costs | Save Up to ${maxSavings}/Month`,
  description: `See ${year} ACA income guidelines, premium tax credits, cost-sharing reductions and $0-premium lines by household size. Call a licensed agent for free.`,
}

export const lowerCostsConversion: PageConversion = {
  smsBody: "Hi! I'd like to find out how much I can save on ACA health insurance with tax credits.",
  callLabel: 'lower_costs_phone_click',
}

export const lowerCostsHero = {
  eyebrow: `Save up to ${maxSavings} a month`,
  heading: 'Lower Your Health Insurance Costs with ACA Savings',
  intro: `Premium tax credits cut your monthly bill and cost-sharing reductions cut what you pay for care. Together they save some households up to ${maxSavings} a month, and many people pay ${usd(lowPriceRange.min)} to ${usd(lowPriceRange.max)} a month for a plan.`,
}

export const savingsStats = {
  heading: 'How Much You Could Save',
  intro:
    'Your savings depend on your household income, household size, age and ZIP code. These are the results our licensed agents see every day.',
  stats: [
    { value: maxSavings, label: 'Monthly savings, at most, for some households' },
    { value: usd(agency.averageMonthlySavings), label: 'Average monthly savings for our clients' },
    {
      value: `${usd(lowPriceRange.min)}-${usd(lowPriceRange.max)}`,
      label: 'What many people pay a month after savings',
    },
  ],
}

export const premiumTaxCredits = {
  heading: 'Premium Tax Credits',
  paragraphs: [
    'A premium tax credit lowers your monthly premium the day your plan starts. The marketplace pays it straight to your insurer, so you do not wait for a tax refund. You can also take it as a lump sum when you file your taxes.',
    `For ${year}, most households earning ${subsidyBand.percentFpl.min}% to ${subsidyBand.percentFpl.max}% of the federal poverty level qualify, and no one pays more than ${benchmarkPremiumCap.percentOfIncome}% of household income for the benchmark Silver plan. Households above that range can still get a credit when the benchmark plan would cost more than that.`,
  ],
  points: [
    'Based on your expected household income and size, never on your health',
    'Works with any metal tier: Bronze, Silver, Gold or Platinum',
    'You choose how much to apply each month, and settle up when you file your taxes',
    'Not available to people who can get affordable job-based coverage, Medicare or Medicaid',
    `In states that expanded Medicaid, adults under ${medicaidExpansionPercentFpl}% of the poverty level usually get Medicaid instead`,
  ],
  table: {
    caption: `Premium tax credit income ranges by household size (${year} estimates)`,
    columns: ['Household size', 'Yearly household income'],
    rows: lowerCostsFigures.creditRanges.map(
      (range) => [householdLabel(range.householdSize), `${usd(range.min)} to ${usd(range.max)}`] as const,
    ),
  },
  rulesYear: year,
  note: `${year} estimates. Tell us if your income changes during the year, so your credit stays right and you avoid a bill at tax time.`,
}

export const costSharingReductions = {
  heading: 'Cost-Sharing Reductions',
  paragraphs: [
    'Cost-sharing reductions lower your deductible, copays, coinsurance and out-of-pocket maximum. They do not change your premium: they make every doctor visit, prescription and hospital stay cost less.',
    `They come only with Silver plans, for households earning up to ${costSharingLimitPercent}% of the federal poverty level. The lower your income, the more the plan pays. A standard Silver plan pays about ${silver.insurerPaysPercent}% of covered costs.`,
  ],
  points: costSharingLevels.map((level, index) => {
    const from = index === 0 ? 'Up to' : `From ${costSharingLevels[index - 1].upToPercentFpl}% to`
    return `${from} ${level.upToPercentFpl}% of the poverty level: the Silver plan pays about ${level.planPaysPercent}% of covered costs`
  }),
  table: {
    caption: `Cost-sharing reduction income limits by household size (${year} estimates)`,
    columns: ['Household size', 'Yearly household income up to'],
    rows: lowerCostsFigures.costSharingUpTo.map((row) => [householdLabel(row.householdSize), usd(row.amount)] as const),
  },
  note: 'You get cost-sharing reductions automatically when you qualify and choose a Silver plan. Pick Bronze or Gold and you keep your tax credit but lose these extra savings.',
  rulesYear: undefined,
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
  rulesYear: taxCreditGuide.year,
  heading: `${taxCreditGuide.year} Income Guidelines`,
  intro: `The marketplace compares your expected ${taxCreditGuide.year} household income with the federal poverty guidelines. Below the first line, a $0-premium Silver plan is likely; up to the second, you qualify for a premium tax credit.`,
  table: {
    caption: `${taxCreditGuide.year} premium tax credit income guide`,
    columns: ['Household size', '$0 premium likely under', 'Premium tax credit for incomes up to'],
    rows: taxCreditGuideRows,
  },
  note: `Based on the ${subsidyBand.year} federal poverty guidelines, which set savings for ${taxCreditGuide.year} coverage. Households of five or more have higher limits: call for your exact figure.`,
}

type ExampleHousehold = { title: string; householdSize: number; income: number; situation: string }

const households: readonly ExampleHousehold[] = [
  {
    title: 'Single adult',
    householdSize: 1,
    income: 19500,
    situation:
      'Works part time in a restaurant with no job-based coverage, in Florida, where adults without children rarely qualify for Medicaid.',
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

/** What each example household qualifies for, worked out from the figures so the examples can never drift. */
function findings({ householdSize, income }: ExampleHousehold): string[] {
  const range = lowerCostsFigures.creditRanges.find((row) => row.householdSize === householdSize)
  if (!range) throw new Error(`No ${householdLabel(householdSize)} credit range`)
  const zeroLine = amountFor(lowerCostsFigures.zeroPremiumUnder, householdSize)
  const costSharingLine = amountFor(lowerCostsFigures.costSharingUpTo, householdSize)
  const points: string[] = []
  points.push(
    income >= range.min && income <= range.max
      ? `Premium tax credit: yes, income is inside the ${usd(range.min)} to ${usd(range.max)} range.`
      : `Premium tax credit: income is outside the ${usd(range.min)} to ${usd(range.max)} range, so call for an exact check.`,
  )
  points.push(
    income < zeroLine
      ? `$0 premium: likely, because income is under the ${usd(zeroLine)} line (${zeroLinePercent}% of the poverty level).`
      : `Low premium: above the ${usd(zeroLine)} line Silver is not free, but a Bronze plan may cost little or nothing after the credit.`,
  )
  points.push(
    income <= costSharingLine
      ? `Cost-sharing reductions: yes, on a Silver plan (income is under ${usd(costSharingLine)}), for a lower deductible and copays.`
      : `Best value: compare Bronze, Silver and Gold on total yearly cost, since income is over the ${usd(costSharingLine)} cost-sharing limit.`,
  )
  if (income > costSharingLine) {
    const cap = Math.round((income * benchmarkPremiumCap.percentOfIncome) / 100 / 12)
    points.push(
      `The benchmark Silver plan costs at most ${usd(cap)} a month: ${benchmarkPremiumCap.percentOfIncome}% of income in ${benchmarkPremiumCap.year}.`,
    )
  }
  return points
}

export const exampleHouseholds = {
  rulesYear: benchmarkPremiumCap.year,
  heading: 'Four Example Households',
  intro: `How the ${year} figures on this page apply to real-life situations. Your own savings also depend on your age and ZIP code.`,
  items: households.map((household) => ({
    title: `${household.title}, ${usd(household.income)} a year`,
    text: household.situation,
    points: findings(household),
  })),
}

export const zeroPremiumThresholds = {
  rulesYear: year,
  heading: '$0-Premium Thresholds',
  paragraphs: [
    `If your household earns under ${zeroLinePercent}% of the federal poverty level, your tax credit can cover the whole premium of the benchmark Silver plan, and that plan also comes with the strongest cost-sharing reductions.`,
    'Above these lines, a $0 plan is still possible: a large tax credit often covers the full premium of a Bronze plan. An agent can show you every $0 option in your ZIP code.',
  ],
  table: {
    caption: `$0-premium income thresholds at ${zeroLinePercent}% of the poverty level (${year} estimates)`,
    columns: ['Household size', 'Yearly household income under'],
    rows: lowerCostsFigures.zeroPremiumUnder.map((row) => [householdLabel(row.householdSize), usd(row.amount)] as const),
  },
  note: `These ${year} estimates run slightly above the guide in the ${taxCreditGuide.year} income guidelines (${usd(amountFor(taxCreditGuide.zeroPremiumUnder, 1))} for 1 person). If your income falls between the two, call: an agent will confirm your exact line.`,
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
    { to: '/aca-for-families', label: 'ACA plans for families', text: 'Income limits and coverage for every household size.' },
    { to: '/compare-aca-plans', label: 'Compare Bronze, Silver and Gold', text: 'Premiums, deductibles and what each tier pays.' },
  ],
} as const
