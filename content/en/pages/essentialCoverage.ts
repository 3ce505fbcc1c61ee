import { pageYear, specialEnrollmentYear } from '../../../rules/pageYear'
import { years } from '../../../rules/years'
import { agency } from '../agency'
import { enrollmentRules } from '../figures'
import { outOfPocketLimits } from './outOfPocketLimits'
import type { PageConversion, PageMeta } from '../../types'

export const essentialCoverageMeta: PageMeta = {
  path: '/essential-coverage',
  title: 'Essential Health Benefits: What Every ACA Plan Covers',
  description:
    'Every ACA plan covers 10 essential health benefits, from doctor visits and prescriptions to maternity and mental health care. See what is included.',
}

export const essentialCoverageConversion: PageConversion = {
  smsBody: "Hi! I'd like help finding an ACA plan that covers my doctors and prescriptions.",
  callLabel: 'essential_coverage_phone_click',
}

export const essentialCoverageHero = {
  heading: 'What Every ACA Plan Covers: The 10 Essential Health Benefits',
  intro:
    'Every marketplace plan, from the lowest-cost Bronze to Platinum, must cover the same ten categories of care. Plans differ in price, network and what you pay when you get care, not in these basics.',
}

/** The ten categories in the order the law lists them; the page numbers them. */
const benefits = [
  {
    title: 'Outpatient care',
    text: 'Care you get without being admitted to a hospital, also called ambulatory patient services.',
    points: [
      'Primary care and specialist visits',
      'Outpatient surgery and procedures',
      'Urgent care and walk-in clinic visits',
      'Home health services',
    ],
  },
  {
    title: 'Emergency services',
    text: 'Care for a sudden illness or injury that could put your health at serious risk.',
    points: [
      'Emergency room visits',
      'Ambulance transport in an emergency',
      'No prior approval needed',
      'Out-of-network emergency rooms at your in-network copay or coinsurance',
    ],
  },
  {
    title: 'Hospitalization',
    text: 'Care when you are admitted to a hospital as an inpatient.',
    points: [
      'Your room, meals and nursing care',
      'Surgery, anesthesia and doctor care during your stay',
      'Tests and medicines given in the hospital',
      'Intensive care when you need it',
    ],
  },
  {
    title: 'Maternity and newborn care',
    text: 'Care before, during and after pregnancy, covered from your first day on the plan.',
    points: [
      'Prenatal visits and screenings',
      'Labor and delivery',
      'Care for your newborn',
      'Postpartum care and breastfeeding support, including a breast pump',
    ],
  },
  {
    title: 'Mental health and substance use disorder services',
    text: 'Behavioral health care, covered on the same terms as medical care.',
    points: [
      'Counseling and psychotherapy',
      'Inpatient mental health care',
      'Treatment for alcohol and drug use',
      'Screening for depression and other mental health conditions',
    ],
  },
  {
    title: 'Prescription drugs',
    text: 'Medicines on your plan’s drug list (formulary), with generics usually costing the least.',
    points: [
      'Drugs in every category and class',
      'Generic and brand-name medicines',
      'A way to ask for a drug that is not on the list',
      'Birth control, at no cost in network',
    ],
  },
  {
    title: 'Rehabilitative and habilitative services and devices',
    text: 'Help to recover skills after an illness or injury, or to gain skills you never had.',
    points: [
      'Physical and occupational therapy',
      'Speech-language therapy',
      'Therapy for children with developmental delays',
      'Medical equipment such as wheelchairs, walkers and crutches',
    ],
  },
  {
    title: 'Laboratory services',
    text: 'Tests that help your doctor find, track or rule out a health problem.',
    points: [
      'Blood and urine tests',
      'Tests ordered to diagnose an illness',
      'Tests that track a chronic condition',
      'Lab work for preventive screenings at no cost in network',
    ],
  },
  {
    title: 'Preventive and wellness services and chronic disease management',
    text: 'Care that keeps you healthy or catches problems early, much of it free in network.',
    points: [
      'A yearly check-up',
      'Recommended vaccines',
      'Screenings for cancer, blood pressure, cholesterol and diabetes',
      'Programs that help you manage conditions such as asthma or diabetes',
    ],
  },
  {
    title: 'Pediatric services, including dental and vision care',
    text: 'Care for children. In some areas children’s dental comes through a separate dental plan bought alongside the medical plan.',
    points: [
      'Well-child visits and vaccines',
      'Developmental and behavioral screenings',
      'Children’s dental check-ups and cleanings',
      'Children’s eye exams and glasses',
    ],
  },
] as const

export const essentialBenefits = {
  heading: 'The 10 Essential Health Benefits',
  intro:
    'Federal law sets these ten categories for every individual and family plan. Each state picks a benchmark plan that fills in the details, such as how many therapy visits are covered, so the exact limits can vary by state.',
  items: benefits.map((benefit, index) => ({ ...benefit, title: `${index + 1}. ${benefit.title}` })),
}

export const federalGuarantees = {
  heading: 'Federal Guarantees on Every Marketplace Plan',
  intro: 'These protections come with every plan sold on the marketplace, in every state, whatever your health.',
  items: [
    {
      title: 'Preventive care at no cost',
      text: 'Recommended screenings, vaccines and check-ups cost nothing in network, even before you meet your deductible.',
    },
    {
      title: 'No annual or lifetime dollar limits',
      text: 'Your plan cannot stop paying for essential health benefits because you reached a dollar cap for the year or for life.',
    },
    {
      title: 'A yearly out-of-pocket maximum',
      text: outOfPocketLimits(years[pageYear], specialEnrollmentYear === null ? null : years[specialEnrollmentYear]),
    },
    {
      title: 'No denial for pre-existing conditions',
      text: 'Insurers cannot turn you down, charge you more or refuse to cover a condition you had before you enrolled.',
    },
    {
      title: 'Mental health parity',
      text: 'Copays, deductibles and visit limits for mental health and substance use care cannot be stricter than for medical care.',
    },
    {
      title: 'Young adults on a parent’s plan',
      text: `Children can stay on a parent’s plan until age ${enrollmentRules.dependentMaxAge}.`,
    },
    {
      title: 'The right to appeal',
      text: 'If your plan denies a claim, you can appeal to the insurer and then ask for an independent review.',
    },
    {
      title: 'A plain-language summary',
      text: 'Every plan gives you a Summary of Benefits and Coverage in the same format, so plans are easy to compare side by side.',
    },
  ],
}

export const oftenIncludedExtras = {
  heading: 'Extras Many Plans Include',
  intro:
    'These are not essential health benefits, so no plan has to offer them. Many do, and they can make one plan a better fit than another. What is included varies by insurer, plan and state.',
  items: [
    {
      title: 'Adult dental',
      text: `Dental care for adults is not an essential benefit, but many insurers offer it as an add-on for an extra monthly premium, or you can buy a separate dental plan.`,
    },
    {
      title: 'Adult vision',
      text: 'Eye exams, glasses and contact lenses for adults are extras. Some plans include a yearly eye exam or offer a vision add-on.',
    },
    {
      title: 'Telehealth visits',
      text: 'Many plans let you see a doctor by phone or video, often with a low copay or none at all.',
    },
    {
      title: '24/7 nurse line',
      text: 'A nurse can help you decide, day or night, whether you need the ER, urgent care or a regular appointment.',
    },
    {
      title: 'Wellness rewards',
      text: 'Some insurers offer gym discounts, fitness programs or gift cards for completing a yearly check-up.',
    },
    {
      title: 'Chiropractic care',
      text: 'Some plans cover a set number of chiropractic visits a year; others leave it out. Check before you choose.',
    },
  ],
}

export const essentialCoverageRelated = {
  heading: 'Related Guides',
  links: [
    {
      to: '/protected-coverage',
      label: 'Pre-existing condition protections',
      text: 'Why no one can be denied or charged more because of their health.',
    },
    {
      to: '/compare-aca-plans',
      label: 'Compare Bronze, Silver and Gold',
      text: 'Same benefits, different prices and deductibles.',
    },
    {
      to: '/lower-costs',
      label: 'Lower your costs',
      text: 'Tax credits and cost-sharing reductions, by household size.',
    },
  ],
} as const

export const essentialCoverageCta = {
  heading: 'Find a Plan That Covers Your Care',
  text: `A licensed agent can check your eligibility in ${agency.timings.agentEligibilityCheck} and confirm that your doctors, hospital and prescriptions are covered before you enroll, at no cost to you.`,
}
