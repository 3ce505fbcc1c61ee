import { en } from '../../format'
import { agency } from '../agency'
import { incomeGuideTopPercent, guidelineYearOf, incomeAt, lines } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { medicareAge } from '../figures'
import { openEnrollment } from '../enrollmentDates'
import { enrollmentRules, metalTiers, sep, tierCosts } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { medicaidInstead, repaymentRule, whoGetsTheCredit } from './creditRules'
import { lowPricePlans } from './savingsClaims'
import { capAboveLimit, noLimitYear } from '../../models/sharedFigures'

const { coverageStarts, medicaidNoticeMinimumDays, dependentMaxAge, medicareWindowMonths } = enrollmentRules
/** Who can get a tax credit in the page year, in dollars from its rules: from the poverty line to its upper limit. */
const creditLimit = incomeGuideTopPercent(pageYear)
const creditBand = (size: number) =>
  `${en.money(incomeAt(pageYear, size, lines.povertyLine))} to ${en.money(incomeAt(pageYear, size, creditLimit))}`
/** What the benchmark plan cost at most above 400% of the poverty line in the year without an upper limit, in percent. */
const capAboveLimitPercent = capAboveLimit / 100

export const moreInfoMeta: PageMeta = {
  path: '/more-info',
  title: 'ACA Guide: Deadlines, Plan Tiers & Florida Medicaid Help',
  description: `ACA guide: ${openEnrollment.year} Open Enrollment dates, Special Enrollment, moving from Florida Medicaid to an ACA plan, plan tiers and FAQs.`,
}

export const moreInfoConversion: PageConversion = {
  smsBody: 'Hi! I have a question about ACA enrollment and deadlines. Can a licensed agent help?',
  callLabel: 'more_info_phone_click',
}

export const moreInfoHero = {
  heading: 'Your Guide to ACA Health Insurance',
  intro:
    'How the Affordable Care Act marketplace works, the dates that matter, how to move from Florida Medicaid to an ACA plan, and how the plan tiers compare, all in one place.',
}

export const acaBasics = {
  id: 'aca-basics',
  navLabel: 'How the ACA works',
  heading: 'How the ACA Marketplace Works',
  intro:
    'The Affordable Care Act created one place to buy private health insurance on your own, with savings based on income and the same protections in every state.',
  items: [
    {
      title: 'Marketplace plans',
      text: 'Private health plans sold through HealthCare.gov or your state’s marketplace, for people who do not get affordable coverage through a job, Medicare or Medicaid.',
    },
    {
      title: 'Savings based on income',
      text: `Premium tax credits lower your monthly premium and cost-sharing reductions lower what you pay for care. ${lowPricePlans}`,
    },
    {
      title: 'The same core benefits',
      text: 'Every plan covers the 10 essential health benefits, including preventive care at no cost in network.',
    },
    {
      title: 'Protection for your health history',
      text: 'No one can be turned down or charged more because of a pre-existing condition.',
    },
    {
      title: 'Free help to enroll',
      text: 'Licensed agents compare plans and enroll you at no cost to you: insurers pay the agency.',
    },
  ],
}

export const deadlines = {
  id: 'deadlines',
  navLabel: 'Key deadlines',
  heading: 'Key Dates and Deadlines',
  paragraphs: [
    'Most people can enroll only during Open Enrollment, unless a life event opens a Special Enrollment Period. Miss a window and you may have to wait until next year.',
  ],
  table: {
    caption: 'ACA enrollment dates and deadlines',
    columns: ['Deadline', 'When', 'What it means'],
    rows: [
      [
        `Open Enrollment for ${openEnrollment.year} coverage`,
        openEnrollment.window,
        `Anyone can enroll in or switch marketplace plans. On HealthCare.gov, choose a plan by ${openEnrollment.januaryFirstBy} for coverage from January 1, ${openEnrollment.year}.`,
      ],
      [
        'Coverage start date',
        `The ${coverageStarts}`,
        'Once you choose a plan and pay any first premium, coverage begins on the first day of the next month.',
      ],
      [
        'Medicaid ending',
        `A notice at least ${medicaidNoticeMinimumDays} days before coverage ends (the federal minimum)`,
        'Apply for a marketplace plan as soon as the notice arrives, so your new plan starts when Medicaid stops.',
      ],
      [
        'Special Enrollment Period',
        `${sep.daysToEnroll} days after a qualifying life event`,
        'Losing coverage, moving, getting married or having a baby lets you enroll outside Open Enrollment.',
      ],
      [
        'Leaving a parent’s plan',
        `At age ${dependentMaxAge}`,
        'Young adults can stay on a parent’s plan until then; losing that coverage opens a Special Enrollment Period.',
      ],
      [
        'Medicare sign-up',
        `${medicareWindowMonths} months before to ${medicareWindowMonths} months after the month you turn ${medicareAge}`,
        'Your first chance to sign up for Medicare. Marketplace tax credits generally end when Medicare starts, so plan the switch.',
      ],
    ],
  },
} as const

/** Numbers the steps of a process table, so a step can be added or moved without renumbering by hand. */
function numberedSteps(steps: ReadonlyArray<readonly [string, string, string]>) {
  return steps.map(([step, what, when], index) => [`${index + 1}. ${step}`, what, when] as const)
}

export const floridaMedicaidToAca = {
  id: 'florida-medicaid-to-aca',
  navLabel: 'Florida: Medicaid to ACA',
  heading: 'Florida: Moving from Medicaid to an ACA Plan',
  paragraphs: [
    'Florida has not expanded Medicaid, so many adults lose it when their income rises, their children grow up or a pregnancy ends. Losing Medicaid opens a Special Enrollment Period. A tax credit then depends on income (adults under the federal poverty level usually get none in Florida) and on immigration status.',
  ],
  table: {
    caption: 'Steps to move from Florida Medicaid to an ACA plan',
    columns: ['Step', 'What to do', 'When'],
    rows: numberedSteps([
      [
        'Read your notice',
        'The Florida Department of Children and Families (DCF) sends a notice to you and your ACCESS Florida account saying when your Medicaid ends and why.',
        `At least ${medicaidNoticeMinimumDays} days before coverage ends`,
      ],
      [
        'Check the notice',
        'If your income or household is wrong on the notice, update your ACCESS Florida account or ask DCF for a fair hearing.',
        'Before the date on your notice',
      ],
      [
        'Gather your details',
        'Have your notice, recent pay stubs or an estimate of this year’s income, and Social Security numbers (or immigration documents) for everyone applying.',
        'As soon as the notice arrives',
      ],
      [
        'Apply for an ACA plan',
        'Call a licensed agent or apply on HealthCare.gov and report that you are losing Medicaid. This opens your Special Enrollment Period.',
        `From ${enrollmentRules.medicaidLossDaysBefore} days before until ${enrollmentRules.medicaidLossDaysAfter} days after Medicaid or CHIP ends (HealthCare.gov; an agent confirms your deadline)`,
      ],
      [
        'Choose your plan',
        'Compare premiums after your tax credit, deductibles, and whether your doctors and prescriptions are covered. If you qualify, a Silver plan adds cost-sharing reductions.',
        'On the same call',
      ],
      [
        'Pay any first premium',
        'If your plan has a premium, pay the first month so the insurer can start your coverage. A $0-premium plan needs no payment.',
        'Before your coverage start date',
      ],
      [
        'Coverage starts',
        'Pick your plan before Medicaid ends and coverage starts the 1st of the month after Medicaid ends, with no gap. Pick it later and coverage starts the 1st of the month after you enroll.',
        `The ${coverageStarts}`,
      ],
    ]),
  },
  note: 'Your children may stay on Medicaid or move to Florida KidCare even if you move to a marketplace plan. An agent checks everyone in your household.',
} as const

export const planTiers = {
  id: 'plan-tiers',
  navLabel: 'Plan tiers',
  heading: 'Plan Tiers: Bronze, Silver, Gold and Platinum',
  paragraphs: [
    'Every tier covers the same essential health benefits. The tier sets how you and your plan share costs: a lower premium means you pay more when you get care, and a higher premium means you pay less.',
    '“Plan pays” is the share of covered costs the plan pays for an average enrollee over a year. You pay the rest through your deductible, copays and coinsurance.',
  ],
  table: {
    caption: 'ACA plan tiers compared',
    columns: ['Plan tier', 'Monthly premium', 'Yearly deductible', 'Plan pays, on average'],
    rows: metalTiers.map(
      (tier) =>
        [
          tier.name,
          tierCosts[tier.name].premium,
          tierCosts[tier.name].deductible,
          `${tier.insurerPaysPercent}%`,
        ] as const,
    ),
  },
  note: 'Premiums and deductibles are compared between tiers: yours depend on the insurer, your income, age and ZIP code. Only Silver plans come with cost-sharing reductions, and Platinum plans are not sold in every area.',
}

export const moreInfoFaqSection = { id: 'faq', navLabel: 'Frequently asked questions' } as const

export const moreInfoFaq: readonly FaqItem[] = [
  {
    question: 'Who qualifies for ACA subsidies?',
    answer: `For ${pageYear} coverage, households earning ${lines.povertyLine}% to ${creditLimit}% of the federal poverty level can get a premium tax credit: ${creditBand(1)} for a single person and ${creditBand(4)} for a family of four (${guidelineYearOf(pageYear)} poverty guidelines, 48 states and DC). Above that there is no tax credit for ${pageYear}; in ${noLimitYear} households above it still qualified when the benchmark Silver plan would cost more than ${capAboveLimitPercent}% of their income. In states that expanded Medicaid, adults at or under ${lines.medicaidExpansion}% of the poverty line ${medicaidInstead}. ${whoGetsTheCredit}`,
  },
  {
    question: 'When can I enroll in an ACA plan?',
    answer: `Anyone can enroll during ${openEnrollment.named}. Outside it, you need a Special Enrollment Period: you have ${sep.daysToEnroll} days after a qualifying life event such as losing coverage, moving, marriage or a new baby.`,
  },
  {
    question: 'I am losing Medicaid. What should I do?',
    answer: `Apply for a marketplace plan as soon as your notice arrives: your state must send it at least ${medicaidNoticeMinimumDays} days before Medicaid ends (the federal minimum), and on HealthCare.gov you can pick a plan from ${enrollmentRules.medicaidLossDaysBefore} days before until ${enrollmentRules.medicaidLossDaysAfter} days after it ends (the same for CHIP); an agent can confirm your deadline. Choose a plan before Medicaid stops and your new coverage starts with no gap.`,
  },
  {
    question: 'When does my coverage start?',
    answer: `Coverage usually starts on the ${coverageStarts}, once any first premium is paid. During Open Enrollment on HealthCare.gov, enroll by ${openEnrollment.januaryFirstBy} for coverage from January 1, ${openEnrollment.year}.`,
  },
  {
    question: 'Which plan tier should I choose?',
    answer:
      'If you qualify for cost-sharing reductions, Silver usually gives the most value. If you rarely see a doctor, Bronze keeps premiums low. If you expect regular care or prescriptions, Gold can cost less over the year.',
  },
  {
    question: 'What if my income changes during the year?',
    answer: `Report the change to the marketplace as soon as you can, so your tax credit is adjusted. The credit is settled on your tax return: if you received too little you get the rest as a refund. ${repaymentRule}`,
  },
  {
    question: 'Does your help cost anything?',
    answer:
      'No. Our licensed agents compare plans and enroll you at no cost to you; insurers pay our agency. There is no obligation to enroll.',
  },
]

export const quickNav = {
  heading: 'Quick Navigation',
  links: [acaBasics, deadlines, floridaMedicaidToAca, planTiers, moreInfoFaqSection].map((section) => ({
    href: `#${section.id}`,
    label: section.navLabel,
  })),
}

export const moreInfoCta = {
  heading: 'Questions About Your Situation?',
  text: `A licensed agent can answer them, check your savings and enroll you in ${agency.timings.phoneEnrollment}, at no cost.`,
}
