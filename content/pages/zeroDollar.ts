import { agency } from '../agency'
import { sep, usd, zeroPremium } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../types'
import { openEnrollment } from '../enrollmentDates'

const singleLimit = `${usd(zeroPremium.singleAdultUnder.amount)} a year (${zeroPremium.singleAdultUnder.year} ${zeroPremium.singleAdultUnder.note})`
const fplLine = `${zeroPremium.nationalPercentFpl}% of the federal poverty level`

export const zeroDollarMeta: PageMeta = {
  path: '/zero-dollar-health-plans',
  title: '$0 Premium Health Plans | See If You Qualify for Free Coverage',
  description: `Tax credits can cut your ACA premium to $0. Single adults earning under about ${usd(zeroPremium.singleAdultUnder.amount)} often qualify. Free help from licensed agents.`,
}

export const zeroDollarConversion: PageConversion = {
  smsBody: "Hi! I'd like to check if I qualify for a $0 premium health plan.",
  callLabel: 'zero_dollar_phone_click',
}

export const zeroDollarHero = {
  heading: '$0 Premium Health Plans: Full Coverage With No Monthly Bill',
  intro:
    'Premium tax credits can pay the entire monthly premium for many people. A $0-premium plan is real ACA coverage, with doctor visits, prescriptions, hospital care and free preventive care.',
}

export const zeroDollarCoverage = {
  heading: 'What a $0 Plan Covers',
  intro: 'Every marketplace plan, including a $0-premium plan, covers the essential health benefits the law requires.',
  items: [
    { title: 'Doctor visits', text: 'Primary care and specialist visits, including care for ongoing conditions.' },
    { title: 'Preventive care at no cost', text: 'Annual check-ups, screenings and vaccines cost $0 with in-network providers, even before your deductible.' },
    { title: 'Prescription drugs', text: 'Every plan covers prescriptions, from short courses of antibiotics to long-term medicines.' },
    { title: 'Emergency and hospital care', text: 'Emergency room visits, ambulance rides, surgery and hospital stays.' },
    { title: 'Mental health care', text: 'Counseling, therapy and treatment for substance use, covered like other medical care.' },
    { title: 'Pre-existing conditions', text: 'You cannot be turned down or charged more because of your health history.' },
  ],
}

export const zeroDollarQualify = {
  rulesYear: zeroPremium.singleAdultUnder.year,
  heading: 'Who Qualifies for a $0 Premium Plan?',
  intro:
    'Whether your premium can drop to $0 depends on your household income, household size, age and the plans sold in your ZIP code. You are likely to qualify if:',
  points: [
    `you are a single adult earning under about ${singleLimit};`,
    `your household income is under ${fplLine} for your household size;`,
    'you are not eligible for Medicaid, Medicare or affordable health coverage through a job;',
    'you live in the United States and are a U.S. citizen or lawfully present.',
  ],
  note:
    'If your income is very low, you may qualify for Medicaid instead, which is also free or very low cost. Our agents check both for you.',
}

export const zeroDollarFaq: readonly FaqItem[] = [
  {
    question: 'Is a $0 premium health plan really free?',
    answer:
      'Your monthly premium is $0 because premium tax credits pay all of it. Preventive care is free too. When you use other care, such as a specialist visit or a prescription, you may pay a copay or meet a deductible, depending on the plan. An agent can show you $0 plans with low out-of-pocket costs.',
  },
  {
    question: 'How do I know if I qualify for a $0 plan?',
    answer: `It depends on your income, household size, age and ZIP code. As a guide, single adults earning under about ${singleLimit} and households under ${fplLine} often qualify. A licensed agent can confirm it in ${agency.timings.agentEligibilityCheck}, for free.`,
  },
  {
    question: 'Can I sign up for a $0 plan outside Open Enrollment?',
    answer: `Yes, if you have a qualifying life event such as losing other coverage, moving, getting married or having a baby. That opens a Special Enrollment Period, and you usually have ${sep.daysToEnroll} days to enroll. Otherwise, ${openEnrollment.runs}.`,
  },
]

export const zeroDollarRelated = {
  heading: 'Related Pages',
  links: [
    { to: '/sep', label: 'Special Enrollment Period', text: 'Had a life change? See if you can enroll in a $0 plan now.' },
    {
      to: '/insurance-for-self-employed',
      label: 'Health Insurance for the Self-Employed',
      text: 'Freelancers and gig workers with changing income can still qualify.',
    },
  ],
} as const

export const zeroDollarCta = {
  heading: 'Find Out If You Qualify for $0',
  text: 'Call or text a licensed agent. We check your savings and show you every $0 plan in your area, at no cost and with no obligation.',
}
