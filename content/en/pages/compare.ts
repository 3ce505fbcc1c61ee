import { compareModel } from '../../models/compare'
import { en } from '../../format'
import { guidelineYearOf } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { sep, tierCosts, type MetalTier } from '../figures'
import { lowPricePlans } from './savingsClaims'
import { medicaidInstead } from './creditRules'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { premiumExamples } from '../../models/sharedFigures'

export const compareMeta: PageMeta = {
  path: '/compare-aca-plans',
  title: 'Compare ACA Plans: Bronze vs Silver vs Gold | Free Help',
  description:
    'Compare Bronze, Silver and Gold ACA plans side by side: premiums, deductibles and what the plan pays. Learn HMO vs PPO, then get free help choosing.',
}

export const compareConversion: PageConversion = {
  smsBody: "Hi! I'd like help comparing Bronze, Silver and Gold ACA plans for my budget.",
  callLabel: 'compare_plans_phone_click',
}

export const compareHero = {
  heading: 'Compare ACA Plans: Bronze, Silver and Gold',
  intro: `Every marketplace plan covers the same essential health benefits. What changes is how you split the cost: a lower monthly premium with a higher deductible, or the other way round. ${lowPricePlans}`,
}

const bestFor: Record<MetalTier['name'], string> = {
  Bronze: 'Healthy people who want protection from big bills at the lowest premium',
  Silver: 'Most people, and the only tier with extra cost-sharing savings for lower incomes',
  Gold: 'Regular doctor visits, ongoing prescriptions or a planned surgery',
  Platinum: 'The highest expected medical costs',
}

const { chartedTiers, platinum } = compareModel

export const compareChart = {
  heading: 'Bronze vs Silver vs Gold at a Glance',
  intro:
    'Premiums and deductibles depend on the insurer, your ZIP code, your age and your income, so the chart compares the tiers with each other. The share the insurer pays is the average across covered care; you pay the rest through deductibles, copays and coinsurance, up to a yearly out-of-pocket limit.',
  caption: 'Comparison of Bronze, Silver and Gold ACA plans',
  columns: ['Metal tier', 'Monthly premium', 'Yearly deductible', 'Insurer pays', 'Best for'] as const,
  rows: chartedTiers.map(
    (row) =>
      [
        row.name,
        tierCosts[row.name].premium,
        tierCosts[row.name].deductible,
        `${row.insurerPaysPercent}%`,
        bestFor[row.name],
      ] as const,
  ),
  platinumNote: `Platinum plans pay about ${platinum.insurerPaysPercent}% of covered costs, with the lowest deductibles and the highest premiums. Fewer carriers offer them; ask us if one is sold in your area.`,
  dentalNote:
    'Adult dental coverage can be added to many plans for an extra monthly premium: an agent can show you the prices in your area.',
}

export const comparePlanTypes = {
  heading: 'HMO, PPO, EPO or POS: Which Plan Type Fits?',
  intro:
    'The metal tier sets how costs are shared. The plan type sets which doctors you can see and whether you need a referral.',
  items: [
    {
      title: 'HMO (Health Maintenance Organization)',
      text: 'You choose a primary care doctor who refers you to specialists. Care is covered only in the network, except emergencies. Often the lowest premium.',
    },
    {
      title: 'PPO (Preferred Provider Organization)',
      text: 'See any in-network doctor or specialist without a referral, and get some coverage out of network at a higher cost. Usually a higher premium.',
    },
    {
      title: 'EPO (Exclusive Provider Organization)',
      text: 'No referrals needed to see specialists, but only in-network care is covered, except emergencies. A middle ground on price.',
    },
    {
      title: 'POS (Point of Service)',
      text: 'A primary care doctor coordinates your care and refers you to specialists, with some out-of-network coverage when you have a referral.',
    },
  ],
} as const

const { single150, singleTop, couple250, family138 } = premiumExamples

export const comparePremiums = {
  rulesYear: pageYear,
  heading: 'Premium Examples',
  intro: `The most a household pays each month for the benchmark Silver plan with ${pageYear} tax credits (${guidelineYearOf(pageYear)} poverty guidelines, 48 states and DC). Your price depends on your age, ZIP code and the plan you pick: cheaper plans cost less, pricier ones more.`,
  items: [
    {
      title: `Single adult earning ${en.money(single150.yearlyIncome)}`,
      text: `The benchmark Silver plan costs at most about ${en.money(single150.monthlyMax)} a month, and a Silver plan pays about ${single150.silverPlanPays}% of covered costs. ${lowPricePlans}`,
    },
    {
      title: `Single adult earning ${en.money(singleTop.yearlyIncome)}`,
      text: `The top of the ${pageYear} income guide: they pay at most about ${en.money(singleTop.monthlyMax)} a month for the benchmark Silver plan, and get a tax credit only if that plan costs more. Earn more and there is no tax credit for ${pageYear}.`,
    },
    {
      title: `Couple earning ${en.money(couple250.yearlyIncome)}`,
      text: `The benchmark Silver plan costs at most about ${en.money(couple250.monthlyMax)} a month, and Silver still pays about ${couple250.silverPlanPays}% of covered costs at this income.`,
    },
    {
      title: `Family of four earning ${en.money(family138.yearlyIncome)}`,
      text: `In states that expanded Medicaid the adults ${medicaidInstead}; elsewhere the benchmark Silver plan costs at most about ${en.money(family138.monthlyMax)} a month. Children often qualify for Medicaid or CHIP.`,
    },
  ],
}

export const compareFaq: readonly FaqItem[] = [
  {
    question: 'Which metal tier is best for me?',
    answer:
      'If you rarely see a doctor, Bronze keeps your premium lowest. If your income qualifies you for cost-sharing reductions, Silver is usually the best value. If you expect regular care or a procedure, Gold often costs less over the year.',
  },
  {
    question: 'Do all ACA plans cover the same services?',
    answer:
      'Yes. Every tier covers the same essential health benefits, including preventive care at $0 in network, and no plan can turn you down or charge more for a pre-existing condition. Within one insurer, tiers differ mainly in how costs are shared; networks and drug lists differ between plans.',
  },
  {
    question: 'What is the difference between a deductible and an out-of-pocket maximum?',
    answer:
      'The deductible is what you pay for covered care before the plan starts sharing costs. The out-of-pocket maximum is the most you pay in a year; after you reach it, the plan pays 100% of covered in-network care for the rest of the year.',
  },
  {
    question: 'Can I change my plan later?',
    answer: `You can switch plans during ${openEnrollment.named}. Outside it, a qualifying life event, such as a new baby or a move when you had coverage before, usually gives you ${sep.daysToEnroll} days to enroll or change plans; some events limit which plans you can switch to.`,
  },
]

export const compareRelated = {
  heading: 'Keep Exploring',
  links: [
    {
      to: '/zero-dollar-health-plans',
      label: '$0 Health Plans',
      text: 'See who qualifies for a plan with no monthly premium.',
    },
    {
      to: '/sep',
      label: 'Special Enrollment Period',
      text: 'Lost coverage, moved, married or had a baby? Find out if you can enroll now.',
    },
    {
      to: '/aca-for-families',
      label: 'ACA Plans for Families',
      text: 'Household income limits and what family plans cover.',
    },
  ],
} as const

export const compareCta = {
  heading: 'Not Sure Which Plan to Pick?',
  text: 'A licensed agent compares premiums, deductibles, doctors and prescriptions across plans from the insurers we work with in your area, at no cost to you.',
}
