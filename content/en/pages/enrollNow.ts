import { en } from '../../format'
import { lowestPlanPrice } from '../priceClaims'
import { agency } from '../agency'
import { enrollmentRules, sep } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'

const lowPrice = en.money(lowestPlanPrice)

export const enrollNowMeta: PageMeta = {
  path: '/enroll-now',
  title: 'Enroll Now in ACA Health Insurance | Free Phone Help',
  description: `Enroll by phone with a licensed agent, at no cost to you. Depending on income, age and ZIP code, some plans cost ${lowPrice} after credits.`,
}

/** Phone-only page: no text button is shown; smsBody completes the PageConversion every page carries. */
export const enrollNowConversion: PageConversion = {
  smsBody: "Hi! I'd like to enroll in an ACA health plan. Can a licensed agent help me?",
  callLabel: 'enroll_now_cta',
}

export const enrollNowTagline = `Licensed ACA Agents • Available ${agency.hours.schedule}`

export const enrollNowHero = {
  heading: 'Enroll in ACA Health Insurance Today by Phone',
  intro:
    'Call and a licensed agent will check your eligibility, apply every tax credit you qualify for and enroll you in a marketplace plan in one short call. Our help is free: insurers pay our agency, not you.',
  points: [
    `Agents available ${agency.hours.schedule}`,
    `Eligibility check in ${agency.timings.agentEligibilityCheck}`,
    `Enrollment by phone in ${agency.timings.phoneEnrollment}`,
    `Depending on income, age and ZIP code, some plans, often Bronze, cost ${lowPrice} a month after tax credits`,
  ],
}

export const enrollNowCall = {
  label: 'Call Now:',
  text: "Check your eligibility and enroll today. There's no cost for assistance.",
  button: 'Call Now to Enroll',
  availability: `Available ${agency.hours.schedule}`,
}

export const enrollNowSteps = {
  heading: 'How Enrolling by Phone Works',
  items: [
    {
      title: 'Tell us about your household',
      text: 'An agent asks for your ZIP code, who needs coverage and your expected income for the year, then checks which savings you qualify for.',
    },
    {
      title: 'Compare plans side by side',
      text: 'You hear what plans from the insurers we work with in your county cost after your tax credit, its deductible, and whether your doctors and prescriptions are covered.',
    },
    {
      title: 'Enroll and get covered',
      text: `Choose a plan and the agent submits your application while you are on the phone. Coverage usually starts the ${enrollmentRules.coverageStarts}.`,
    },
  ],
}

export const enrollNowChecklist = {
  heading: 'What to Have Ready for Your Call',
  items: [
    'Your ZIP code and the date of birth of everyone who needs coverage',
    'Social Security numbers, or immigration document numbers, for everyone applying',
    "An estimate of this year's household income, such as a recent pay stub or last year's tax return",
    'The date your Medicaid or job-based coverage ended, if you are enrolling after losing it',
  ],
  note: 'Missing something? Call anyway: an agent can check your eligibility with an estimate and tell you what to send later.',
}

export const enrollNowFaq: readonly FaqItem[] = [
  {
    question: 'When can I call to enroll?',
    answer: `Our licensed agents answer calls ${agency.hours.schedule}.`,
  },
  {
    question: 'How long does it take to enroll by phone?',
    answer: `Checking your eligibility takes ${agency.timings.agentEligibilityCheck}, and most phone enrollments are finished in ${agency.timings.phoneEnrollment}.`,
  },
  {
    question: 'Can I enroll outside Open Enrollment?',
    answer: `${openEnrollment.runs}. Outside it, you can enroll within ${sep.daysToEnroll} days of a qualifying life event, such as losing job-based coverage, moving, getting married or having a baby; after Medicaid or CHIP ends, HealthCare.gov gives ${enrollmentRules.medicaidLossDaysAfter} days.`,
  },
  {
    question: 'Does it cost anything to enroll through your agency?',
    answer:
      'No. Our help is free and you pay the same premium you would pay enrolling on your own: insurers pay our agency. There is no obligation to buy.',
  },
]

export const enrollNowClosing = {
  heading: 'Ready to Enroll?',
  text: 'A licensed agent can check your savings and get your coverage started in one call.',
}
