import { enrollmentRules, sep } from '../figures'
import { pageIncomeGuide } from '../householdTables'
import { lowPricePlans } from './savingsClaims'
import type { FaqItem, PageConversion, PageMeta } from '../../types'

export const familiesMeta: PageMeta = {
  path: '/aca-for-families',
  title: 'ACA Health Insurance for Families | Family Plans & Tax Credits',
  description: `Family ACA plans with tax credits that lower premiums for every household size. See ${pageIncomeGuide.year} income limits and what is covered, then call free.`,
}

export const familiesConversion: PageConversion = {
  smsBody: "Hi! I'd like to check ACA plan options and savings for my family.",
  callLabel: 'families_phone_click',
}

export const familiesHero = {
  heading: 'Affordable ACA Health Insurance for Your Whole Family',
  intro: `One plan can cover you, your spouse and your children, and premium tax credits grow with the size of your household. ${lowPricePlans}`,
}

export const familiesIncome = {
  rulesYear: pageIncomeGuide.year,
  heading: `${pageIncomeGuide.year} Household Income Limits for Savings`,
  intro:
    'With an income from the federal poverty line up to the figure in the last column, a family can get a premium tax credit; up to the figure in the middle column a Silver plan also lowers the deductible and copays. Children often qualify for Medicaid or CHIP at higher incomes than adults.',
  caption: pageIncomeGuide.caption,
  columns: pageIncomeGuide.columns,
  rows: pageIncomeGuide.rows,
  note: 'Alaska and Hawaii have higher limits, and so do households of five or more. Your exact savings depend on your income, age, ZIP code and household size.',
}

export const familiesCoverage = {
  heading: 'What Family Plans Cover',
  items: [
    {
      title: 'Pediatric care',
      text: 'Check-ups, vaccines, and children’s dental and vision care are essential health benefits; in some areas children’s dental comes through a separate dental plan bought with the medical plan.',
    },
    {
      title: 'Maternity and newborn care',
      text: 'Prenatal visits, delivery and newborn care are covered, with no waiting period.',
    },
    {
      title: 'Preventive care at $0',
      text: 'Annual physicals, screenings and immunizations cost nothing when you use in-network providers.',
    },
    { title: 'Prescriptions', text: 'Every plan covers prescription drugs, from antibiotics to long-term medicines.' },
    { title: 'Mental health', text: 'Counseling and behavioral health care are covered like any other medical care.' },
    {
      title: 'Emergency and hospital care',
      text: 'Emergency room visits and hospital stays are covered, in or out of network for emergencies.',
    },
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
    answer: `Having a baby or adopting opens a Special Enrollment Period: you have ${sep.daysToEnroll} days to add your child or change plans, and coverage can start from the date of birth or adoption.`,
  },
  {
    question: 'Does it cost anything to get help from your agents?',
    answer: 'No. Our licensed agents help you compare plans and enroll at no cost to you; insurers pay our agency.',
  },
]

export const familiesCta = {
  heading: 'Get Your Family Covered Today',
  text: 'A licensed agent can compare family plans and apply your savings in one short call.',
}
