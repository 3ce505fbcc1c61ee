import { agency } from '../agency'
import { enrollmentRules, sep } from '../figures'
import type { PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'

export const protectedCoverageMeta: PageMeta = {
  path: '/protected-coverage',
  title: 'Pre-Existing Conditions Covered | ACA Protections',
  description:
    'Under the ACA you cannot be denied or charged more for a pre-existing condition, and plans have no annual or lifetime limits. See every protection you have.',
}

export const protectedCoverageConversion: PageConversion = {
  smsBody: "Hi! I have a pre-existing condition and I'd like help finding an ACA plan.",
  callLabel: 'protected_coverage_phone_click',
}

export const protectedCoverageHero = {
  heading: 'Health Coverage Protected by Law, Pre-Existing Conditions Included',
  intro:
    'Asthma, diabetes, cancer, a past surgery or a pregnancy: under the Affordable Care Act none of them can stop you from getting a marketplace plan or raise your price.',
}

export const protections = {
  heading: 'Your Protections Under the ACA',
  intro:
    'These rules apply to every marketplace plan in every state. Your health never affects whether you can enroll or what you pay.',
  items: [
    {
      title: 'You cannot be denied',
      text: 'An insurer must sell you any plan it offers in your area during Open Enrollment or a Special Enrollment Period, whatever your medical history.',
    },
    {
      title: 'Pre-existing conditions are covered',
      text: 'Care for a condition you had before you enrolled is covered from the first day of your plan, with no waiting period and no exclusions.',
    },
    {
      title: 'No health-based pricing',
      text: 'Your premium can depend only on your age, where you live, tobacco use and whether the plan covers just you or your family. Your health and gender play no part.',
    },
    {
      title: 'No annual or lifetime limits',
      text: 'Your plan cannot stop paying for essential health benefits because your care reached a dollar cap for the year or for your lifetime.',
    },
  ],
}

export const commonConditions = {
  intro:
    'A pre-existing condition is any health problem you had before your coverage starts. These are some of the most common, and every one of them is covered like any other condition.',
  items: [
    'Asthma',
    'Diabetes, type 1 or type 2',
    'Cancer, current or past',
    'Heart disease',
    'High blood pressure',
    'High cholesterol',
    'COPD',
    'Arthritis',
    'Depression',
    'Anxiety disorders',
    'Pregnancy',
    'HIV/AIDS',
    'Kidney disease',
    'Epilepsy',
    'Multiple sclerosis',
    'Sleep apnea',
    'Substance use disorder',
  ],
  note: 'Not on the list? The protection covers every condition, not only these.',
} as const

export const commonConditionsHeading = `${commonConditions.items.length} Common Conditions Covered from Day One`

export const beforeAfterAca = {
  heading: 'Before and After the ACA',
  intro: 'How buying your own health insurance changed when the Affordable Care Act took full effect.',
  table: {
    caption: 'Individual health insurance before and after the ACA',
    columns: ['Topic', 'Before the ACA', 'Under the ACA'],
    rows: [
      ['Applying with a health condition', 'Insurers could turn you down', 'You cannot be denied coverage'],
      [
        'Pre-existing conditions',
        'Often excluded, or covered only after a waiting period',
        'Covered from the first day of your plan',
      ],
      [
        'Your price',
        'Could be higher because of your health history or gender',
        'Set only by age, location, tobacco use and household',
      ],
      [
        'Dollar limits',
        'Plans capped what they would pay each year or for life',
        'No annual or lifetime limits on essential benefits',
      ],
      [
        'Cancelling your plan',
        'Insurers could cancel after you got sick, over a form mistake',
        'Never because you got sick: a plan can be rescinded only for fraud, and coverage ends for unpaid premiums or when you are no longer eligible',
      ],
      ['Maternity care', 'Often left out, or sold as a costly extra', 'Covered on every plan'],
      ['Mental health care', 'Often limited or left out', 'Covered on the same terms as medical care'],
      [
        'Preventive care',
        'Usually charged a copay or counted toward your deductible',
        'Recommended screenings and vaccines at no cost in network',
      ],
      [
        'Young adults',
        'Often dropped from a parent’s plan after school',
        `Can stay on a parent’s plan until age ${enrollmentRules.dependentMaxAge}`,
      ],
    ],
  },
} as const

export const specialEnrollmentTriggers = {
  heading: 'Life Events That Let You Enroll Now',
  intro: `Outside ${openEnrollment.named}, these life events open a Special Enrollment Period: you have ${sep.daysToEnroll} days from the event to choose a plan (after Medicaid or CHIP ends, ${enrollmentRules.medicaidLossDaysAfter} days on HealthCare.gov). If you are losing coverage, you can also apply up to ${sep.daysToEnroll} days before it ends.`,
  items: [
    {
      title: 'Losing health coverage',
      text: `Your state must send a notice before Medicaid ends (at least ${enrollmentRules.medicaidNoticeMinimumDays} days before, under federal rules): apply as soon as it arrives to avoid a gap.`,
      points: [
        'Losing job-based coverage',
        'Losing Medicaid or CHIP',
        `Turning ${enrollmentRules.dependentMaxAge} and leaving a parent’s plan`,
        'COBRA coverage running out',
      ],
    },
    {
      title: 'Changes in your household',
      text: 'Coverage for a new family member can start from the date of the birth or adoption.',
      points: [
        `Getting married, if one of you had qualifying coverage in the ${sep.marriageLookbackDays} days before (or lived abroad)`,
        'Having a baby',
        'Adopting or fostering a child',
        'Divorce or a death in the family that ends your coverage',
      ],
    },
    {
      title: 'Moving',
      text: 'A move usually qualifies if you had health coverage before it.',
      points: [
        'Moving to a new ZIP code or county',
        'Moving to the US from abroad',
        'Moving for school or seasonal work',
      ],
    },
    {
      title: 'Other changes',
      text: 'Some changes in your situation also qualify.',
      points: [
        'Becoming a US citizen or lawfully present',
        'Leaving jail or prison',
        'Starting or ending AmeriCorps service',
      ],
    },
  ],
} as const

export const protectedCoverageRelated = {
  heading: 'Related Guides',
  links: [
    {
      to: '/sep',
      label: 'Special Enrollment Period',
      text: 'Lost coverage, moved, married or had a baby? See how to enroll now.',
    },
    {
      to: '/essential-coverage',
      label: 'What every plan covers',
      text: 'The 10 essential health benefits, with examples.',
    },
    {
      to: '/lower-costs',
      label: 'Lower your costs',
      text: 'Tax credits and cost-sharing reductions, by household size.',
    },
  ],
} as const

export const protectedCoverageCta = {
  heading: 'Get Covered, Whatever Your Health',
  text: `A licensed agent can check your eligibility in ${agency.timings.agentEligibilityCheck}, then find plans that cover your doctors and prescriptions, at no cost to you.`,
}
