import { lowPriceRange } from '../priceClaims'
import { enrollmentRules, familyIncome, sep, usd } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../types'

const priceRange = (between: string) => `${usd(lowPriceRange.min)}${between}${usd(lowPriceRange.max)}`

export const familiesMeta: PageMeta = {
  path: '/aca-for-families',
  title: `ACA Health Insurance for Families | ${priceRange('-')} Family Plans`,
  description:
    'Family ACA plans with tax credits that lower premiums for every household size. See 2025 income limits and what is covered, then call a licensed agent free.',
}

export const familiesConversion: PageConversion = {
  smsBody: "Hi! I'd like to check ACA plan options and savings for my family.",
  callLabel: 'families_phone_click',
}

export const familiesHero = {
  heading: 'Affordable ACA Health Insurance for Your Whole Family',
  intro:
    `One plan can cover you, your spouse and your children, and premium tax credits grow with the size of your household. Many families pay ${priceRange(' to ')} a month after savings.`,
}

export const familiesIncome = {
  rulesYear: familyIncome.year,
  heading: `${familyIncome.year} Household Income Limits for the Lowest-Cost Plans`,
  intro:
    'These estimates show where families usually qualify for the deepest savings, including $0-premium plans and extra cost-sharing help. Families earning more often still get a tax credit.',
  columns: ['Household size', 'Annual income under', 'Monthly income under'] as const,
  rows: familyIncome.rows.map((row) => [`${row.householdSize} people`, usd(row.annual), usd(row.monthly)] as const),
  note: `${familyIncome.year} estimates. Your exact savings depend on your income, ZIP code and household size.`,
}

export const familiesCoverage = {
  heading: 'What Family Plans Cover',
  items: [
    { title: 'Pediatric care', text: 'Check-ups, vaccines, and children’s dental and vision care are essential benefits on every plan.' },
    { title: 'Maternity and newborn care', text: 'Prenatal visits, delivery and newborn care are covered, with no waiting period.' },
    { title: 'Preventive care at $0', text: 'Annual physicals, screenings and immunizations cost nothing when you use in-network providers.' },
    { title: 'Prescriptions', text: 'Every plan covers prescription drugs, from antibiotics to long-term medicines.' },
    { title: 'Mental health', text: 'Counseling and behavioral health care are covered like any other medical care.' },
    { title: 'Emergency and hospital care', text: 'Emergency room visits and hospital stays are covered, in or out of network for emergencies.' },
  ],
}

export const familiesFaq: readonly FaqItem[] = [
  {
    question: 'Can I cover my children and my spouse on one ACA plan?',
    answer:
      'Yes. One marketplace plan can cover everyone in your tax household, and the premium tax credit is based on your total household income and size.',
  },
  {
    question: 'How long can my kids stay on my plan?',
    answer: `Children can stay on a parent’s plan until age ${enrollmentRules.dependentMaxAge}, whether or not they are married, in school or living with you.`,
  },
  {
    question: 'What if we just had a baby or adopted a child?',
    answer:
      `Having a baby or adopting opens a Special Enrollment Period: you have ${sep.daysToEnroll} days to add your child or change plans, and coverage can start from the date of birth or adoption.`,
  },
  {
    question: 'Does it cost anything to get help from your agents?',
    answer: 'No. Our licensed agents help you compare plans and enroll at no cost to you; insurers pay our agency.',
  },
]
