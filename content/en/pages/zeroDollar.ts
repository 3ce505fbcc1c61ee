import { en } from '../../format'
import { agency } from '../agency'
import { pageYear } from '../../../rules/pageYear'
import { singlePersonUpperLimits } from '../../../rules/creditLimits'
import { years } from '../../../rules/years'
import { povertyGuidelines } from '../../../rules/povertyGuidelines'
import { sep } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'
import { medicaidWorkRule, repaymentRule, youCanGetTheCredit } from './creditRules'
import { benchmarkFloor, zeroPlanRule } from './savingsClaims'

/** The incomes that can get a credit for the page's year, for one person (48 states and DC). */
const { guidelineYear } = years[pageYear]
const singleLimit = singlePersonUpperLimits().find((limit) => limit.year === pageYear)
const creditRange = singleLimit
  ? `between the federal poverty line and ${singleLimit.percent}% of it (${en.money(povertyGuidelines[guidelineYear].regions.contiguous.firstPerson)} to ${en.money(singleLimit.dollars)} for one person, from the ${guidelineYear} guidelines)`
  : 'at or above the federal poverty line'

export const zeroDollarMeta: PageMeta = {
  path: '/zero-dollar-health-plans',
  title: '$0-Premium Health Plans | See If You Qualify',
  description: `When your tax credit is larger than a plan's price, that plan costs ${en.money(0)}: often Bronze, depending on income, age and ZIP code. Free help from licensed agents.`,
}

export const zeroDollarConversion: PageConversion = {
  smsBody: "Hi! I'd like to check if I qualify for a $0 premium health plan.",
  callLabel: 'zero_dollar_phone_click',
}

export const zeroDollarHero = {
  heading: '$0-Premium Plans: No Monthly Premium, Deductibles Still Apply',
  intro: `${zeroPlanRule} Whether you can find one for ${pageYear} coverage depends on your income, age and ZIP code. A $0-premium plan is real ACA coverage: it covers doctor visits, prescriptions and hospital care, and preventive care is free. For other care you still pay copays and your deductible.`,
}

export const zeroDollarCoverage = {
  heading: 'What a $0 Plan Covers',
  intro: 'Every marketplace plan, including a $0-premium plan, covers the essential health benefits the law requires.',
  items: [
    { title: 'Doctor visits', text: 'Primary care and specialist visits, including care for ongoing conditions.' },
    {
      title: 'Preventive care at no cost',
      text: 'Annual check-ups, screenings and vaccines cost $0 with in-network providers, even before your deductible.',
    },
    {
      title: 'Prescription drugs',
      text: 'Every plan covers prescriptions, from short courses of antibiotics to long-term medicines.',
    },
    {
      title: 'Emergency and hospital care',
      text: 'Emergency room visits, ambulance rides, surgery and hospital stays.',
    },
    {
      title: 'Mental health care',
      text: 'Counseling, therapy and treatment for substance use, covered like other medical care.',
    },
    {
      title: 'Pre-existing conditions',
      text: 'You cannot be turned down or charged more because of your health history.',
    },
  ],
}

export const zeroDollarQualify = {
  heading: 'Who Qualifies for a $0 Premium Plan?',
  intro: `Whether your premium can drop to $0 depends on your household income, household size, age and the plans sold in your ZIP code. For ${pageYear} coverage you are more likely to find one if:`,
  points: [
    'your premium tax credit is larger than the price of a plan sold where you live, which happens most often with Bronze plans and for older people;',
    `your household income is ${creditRange}: the lower your income, the larger your credit;`,
    'you are not eligible for Medicaid, Medicare or affordable health coverage through a job;',
    `${youCanGetTheCredit}.`,
  ],
  note: `If your income is very low, you may qualify for Medicaid instead, which is also free or very low cost.${medicaidWorkRule ? ` ${medicaidWorkRule}` : ''} Our agents check both for you.`,
  calculatorLink: `See what you would pay for ${pageYear} coverage with our tax credit estimator`,
}

export const zeroDollarFaq: readonly FaqItem[] = [
  {
    question: 'Is a $0 premium health plan really free?',
    answer: `No: a $0 premium is not free care. Your monthly premium is $0 because your premium tax credit pays all of it. Preventive care is free too. When you use other care, such as a specialist visit or a prescription, you may pay a copay or meet a deductible, depending on the plan. ${repaymentRule} An agent can compare the deductibles and out-of-pocket limits of any $0 plans from the insurers we work with in your ZIP code.`,
  },
  {
    question: 'How do I know if I qualify for a $0 plan?',
    answer: `${zeroPlanRule} ${benchmarkFloor} Your income, household size, age and ZIP code decide your credit and the prices you see: a licensed agent can check plans from the insurers we work with in your ZIP code in ${agency.timings.agentEligibilityCheck}, for free.`,
  },
  {
    question: 'Can I sign up for a $0 plan outside Open Enrollment?',
    answer: `Yes, if you have a qualifying life event such as losing other coverage, moving, getting married or having a baby. That opens a Special Enrollment Period, and you usually have ${sep.daysToEnroll} days to enroll. Otherwise, ${openEnrollment.runs}.`,
  },
]

export const zeroDollarRelated = {
  heading: 'Related Pages',
  links: [
    {
      to: '/sep',
      label: 'Special Enrollment Period',
      text: 'Lost coverage, moved, married or had a baby? See if you can enroll outside Open Enrollment.',
    },
    {
      to: '/insurance-for-self-employed',
      label: 'Health Insurance for the Self-Employed',
      text: 'Freelancers and gig workers with changing income can still qualify.',
    },
  ],
} as const

export const zeroDollarCta = {
  heading: 'Find Out If You Qualify for $0',
  text: 'Call or text a licensed agent. We check your savings and show you any $0 plans from the insurers we work with in your area, at no cost and with no obligation.',
}
