import { creditUpperLimitPercent, incomeAt } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { en } from '../../format'
import { medicareMarketing } from '../../../rules/medicareMarketing'
import { medicareDisclaimer } from '../browser/medicarePlans'
import { enrollmentRules, sep } from '../figures'
import { pageIncomeGuide } from '../householdTables'
import { lowPricePlans } from './savingsClaims'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'

const medicareMonths = enrollmentRules.medicareWindowMonths

/** The credit grows with age only under the year's upper limit, if it has one (400% of the poverty line from 2026). */
const creditLimit = creditUpperLimitPercent(pageYear)
const underTheLimit =
  creditLimit === null
    ? ''
    : `For households under ${creditLimit}% of the poverty line (${en.money(incomeAt(pageYear, 1, creditLimit))} for one person, ${en.money(incomeAt(pageYear, 2, creditLimit))} for two in ${pageYear}), `
const grows = 'remium tax credits grow as premiums rise with age, which offsets much of the age difference.'
const creditGrowsWithAge = underTheLimit ? `${underTheLimit}p${grows}` : `P${grows}`

export const seniorsMeta: PageMeta = {
  path: '/aca-for-seniors-under-65',
  title: 'ACA Health Insurance for Seniors Under 65 | Bridge to Medicare',
  description: `Retired early or lost job coverage before 65? ACA plans cover you until Medicare; ${creditLimit === null ? '' : `under ${creditLimit}% of the poverty line, `}tax credits grow with age. Free help.`,
}

export const seniorsConversion: PageConversion = {
  smsBody: "Hi! I'm under 65 and I'd like to check ACA plan options and savings until I qualify for Medicare.",
  callLabel: 'seniors_phone_click',
}

export const seniorsHero = {
  eyebrow: 'For adults 50 to 64',
  heading: 'ACA Health Insurance for Seniors Under 65',
  intro: `Retiring early, losing a job or leaving a spouse’s employer plan before 65 does not have to mean going without coverage. An ACA plan bridges the years until Medicare. ${lowPricePlans}`,
}

export const seniorsIncome = {
  rulesYear: pageIncomeGuide.year,
  heading: `${pageIncomeGuide.year} Income Limits for Savings`,
  intro: `Tax credits are based on household income, not savings. ${creditLimit === null ? 'Because premiums rise with age, the credit rises too' : 'Under the limit below, the credit rises as premiums rise with age'}, so people in their 50s and early 60s often get the largest help${creditLimit === null ? '' : '; above it there is no credit at any age'}.`,
  caption: pageIncomeGuide.caption,
  columns: pageIncomeGuide.columns,
  rows: pageIncomeGuide.rows,
  countsHeading: 'What Counts as Income',
  counts: [
    'Wages, self-employment income and unemployment benefits',
    'Pensions and withdrawals from a traditional IRA or 401(k)',
    'Social Security benefits, including the part that is not taxed',
  ],
  doesNotCountHeading: 'What Does Not Count',
  doesNotCount: [
    'Money already in your savings or checking account',
    'Qualified withdrawals from a Roth IRA or Roth 401(k)',
    'The value of your home or other assets',
  ],
  note: `Alaska and Hawaii have higher limits. Timing retirement account withdrawals carefully can keep your income, and your premium, lower.`,
} as const

export const seniorsCoverage = {
  heading: 'Coverage That Fits Your 50s and 60s',
  items: [
    {
      title: 'Pre-existing conditions covered',
      text: 'Diabetes, heart disease, arthritis or a past cancer cannot be used to deny you or charge you more.',
    },
    {
      title: 'Preventive screenings at $0',
      text: 'Colonoscopies, mammograms, blood pressure and cholesterol checks and flu shots cost nothing in network.',
    },
    {
      title: 'Prescription drugs',
      text: 'Every plan covers prescriptions. We check that your medicines are on the plan’s drug list before you enroll.',
    },
    {
      title: 'Specialists and hospital care',
      text: 'Specialist visits, surgery, hospital stays and emergency care are all covered benefits.',
    },
    {
      title: 'No annual or lifetime limits',
      text: 'Plans cannot cap what they pay for essential benefits, and a yearly out-of-pocket maximum limits what you spend.',
    },
    {
      title: 'Mental health care',
      text: 'Counseling and behavioral health care are covered like any other medical care.',
    },
  ],
} as const

export const seniorsMedicare = {
  /** CMS's disclaimer, first, where the agency markets Medicare plans (VITE_MEDICARE_MARKETING); otherwise none. */
  disclaimer: medicareMarketing ? medicareDisclaimer(medicareMarketing) : null,
  heading: 'Moving from Your ACA Plan to Medicare',
  intro: `Your Medicare Initial Enrollment Period starts ${medicareMonths} months before the month you turn 65, includes your birthday month, and ends ${medicareMonths} months after it. Planning the switch avoids both a gap in coverage and paying for two plans.`,
  steps: [
    {
      title: 'Sign up for Medicare early',
      text: 'Enroll in Medicare Part A and Part B in the months before your birthday month, so Medicare starts on the first day of the month you turn 65.',
    },
    {
      title: 'Keep your ACA plan until Medicare starts',
      text: 'Do not cancel early: your marketplace plan protects you until the day your Medicare coverage begins.',
    },
    {
      title: 'Cancel your ACA plan yourself',
      text: 'Marketplace coverage does not end on its own. Once you can get premium-free Part A, tax credits stop, so end the plan the day Medicare begins.',
    },
  ],
  warning:
    'Marketplace coverage does not protect you from Medicare’s late-enrollment penalty. If you miss your Initial Enrollment Period, you may pay more for Part B for as long as you have it.',
} as const

export const seniorsFaq: readonly FaqItem[] = [
  {
    question: 'Can I get an ACA plan if I retire before 65?',
    answer: `Yes. Losing job-based coverage, for example when retiring ends it, is a qualifying life event that gives you ${sep.daysToEnroll} days to enroll, and you can also sign up during ${openEnrollment.named}.`,
  },
  {
    question: 'Can insurers charge me more because of my age or health?',
    answer: `Insurers can charge older adults more because of age, but never because of health or a pre-existing condition. ${creditGrowsWithAge}`,
  },
  {
    question: 'Does my retirement income count toward the income limits?',
    answer:
      'Pensions, traditional IRA and 401(k) withdrawals and Social Security benefits count. Money already in savings and qualified Roth withdrawals do not.',
  },
  {
    question: 'What happens to my ACA plan when I turn 65?',
    answer: `Medicare replaces it. Enroll during the ${medicareMonths} months before your birthday month so Medicare starts on time, then cancel your marketplace plan; it does not end automatically.`,
  },
]

export const seniorsCta = {
  heading: 'Stay Covered Until Medicare',
  text: 'Call or text a licensed agent to check your savings and find plans that include your doctors and prescriptions.',
}
