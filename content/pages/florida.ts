import { lowPriceRange } from '../priceClaims'
import { agency } from '../agency'
import { enrollmentRules, sep, subsidyBand, usd, zeroPremium } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../types'

const counties = enrollmentRules.floridaCounties
const floridaSavings = `${usd(agency.floridaMonthlySavings.min)}–${usd(agency.floridaMonthlySavings.max)}`
const planPrice = `${usd(lowPriceRange.min)}–${usd(lowPriceRange.max)}`

export const floridaMeta: PageMeta = {
  path: '/health-insurance-florida',
  title: `Florida Health Insurance | ACA Plans in All ${counties} Counties`,
  description: `Compare Florida ACA plans from major carriers. Floridians save ${usd(agency.floridaMonthlySavings.min)}-${usd(agency.floridaMonthlySavings.max)} a month on average, and many qualify for $0 plans. Free help from licensed agents.`,
}

export const floridaConversion: PageConversion = {
  smsBody: "Hi! I live in Florida and I'd like to check which ACA health plans and savings I qualify for.",
  callLabel: 'florida_phone_click',
}

export const floridaHero = {
  eyebrow: `Serving all ${counties} Florida counties`,
  heading: 'Affordable Health Insurance in Florida',
  intro: `Floridians who enroll with our licensed agents save ${floridaSavings} a month on average, and many pay ${planPrice} a month after tax credits. We compare every major carrier in your county for free.`,
}

export const floridaSavingsStats = {
  heading: 'What Floridians Save',
  items: [
    { value: floridaSavings, label: 'average monthly savings in Florida' },
    { value: `Under ${zeroPremium.floridaPercentFpl}%`, label: 'of the federal poverty level can mean a $0 plan' },
    { value: String(counties), label: 'Florida counties served' },
    { value: 'Free', label: 'help from licensed agents: insurers pay our agency' },
  ],
  text: `Your savings come from the premium tax credit, which lowers your monthly bill, and for many households from cost-sharing reductions that lower deductibles on Silver plans. Savings of up to ${usd(agency.maxMonthlySavings)} a month are possible, depending on your income and household size.`,
}

export const floridaNetworks = {
  heading: 'Florida Provider Networks',
  intro:
    'Florida has one of the busiest ACA marketplaces in the country, and most counties have several carriers to choose from. Carriers we compare include:',
  carriers: ['Florida Blue', 'Ambetter', 'Oscar', 'UnitedHealthcare', 'Aetna CVS Health', 'Cigna', 'Molina'],
  note: 'Carriers, plans and networks differ from county to county and change every year. We show you only the plans sold where you live.',
  checkHeading: 'Before You Choose a Network',
  checks: [
    'Check that your doctors and specialists are in the plan’s network.',
    'Confirm the hospitals near you, including the one you would use in an emergency.',
    'Look up your prescriptions on the plan’s drug list.',
    'Decide between an HMO, which needs referrals and stays in network, and an EPO or PPO, which give you more choice of specialists.',
  ],
} as const

export const floridaZeroPlans = {
  heading: '$0 Plans for Florida Households',
  intro: `Households earning under ${zeroPremium.floridaPercentFpl}% of the federal poverty level can often find plans with a $0 monthly premium after tax credits. You may qualify if you:`,
  points: [
    'Lost Florida Medicaid or are about to lose it',
    'Work for yourself, freelance, or drive for a gig app',
    'Work part-time or for an employer that does not offer health insurance',
    'Are between jobs or recently lost job-based coverage',
    'Moved to Florida or within the state',
  ],
} as const

export const floridaMedicaid = {
  heading: 'Lost Florida Medicaid? We Help You Move to an ACA Plan',
  intro: `You receive a notice ${enrollmentRules.medicaidLossNoticeDays} days before your Florida Medicaid coverage ends. Losing Medicaid opens a Special Enrollment Period, so you do not have to wait for Open Enrollment.`,
  steps: [
    {
      title: 'Keep your notice',
      text: 'Your Medicaid termination letter shows the date your coverage ends. Have it ready when you call.',
    },
    {
      title: 'Apply before or right after it ends',
      text: `You can enroll in a marketplace plan before your Medicaid ends, or within ${sep.daysToEnroll} days after, so there is no gap in coverage.`,
    },
    {
      title: 'Pick a plan with your savings applied',
      text: `We check your tax credit, compare plans that keep your doctors, and enroll you. Coverage can start on the ${enrollmentRules.coverageStarts}.`,
    },
  ],
  gapNote: `Florida has not expanded Medicaid. Adults earning under ${subsidyBand.percentFpl.min}% of the federal poverty level usually cannot get a tax credit, so call us and we will check every option open to you.`,
} as const

export const floridaCities = {
  heading: 'Florida Cities We Serve',
  intro: `We enroll people in every one of Florida’s ${counties} counties, from the Keys to the Panhandle, including:`,
  /** Links the phone-only Florida landing page, which otherwise only the sitemap would know. */
  phoneEnrollment: { lead: 'Rather enroll by phone today?', link: 'Obamacare in Florida: enroll by phone', to: '/obamacare-in-florida' },
  regions: [
    {
      name: 'South Florida',
      cities: ['Miami', 'Fort Lauderdale', 'West Palm Beach', 'Hialeah', 'Hollywood', 'Boca Raton', 'Port St. Lucie', 'Fort Myers', 'Naples'],
    },
    {
      name: 'Central Florida',
      cities: ['Orlando', 'Tampa', 'St. Petersburg', 'Clearwater', 'Lakeland', 'Kissimmee', 'Sarasota', 'Daytona Beach', 'Melbourne'],
    },
    {
      name: 'North Florida',
      cities: ['Jacksonville', 'Tallahassee', 'Gainesville', 'Pensacola', 'Ocala', 'St. Augustine', 'Panama City', 'Palm Coast', 'Fort Walton Beach'],
    },
  ],
} as const

export const floridaFaq: readonly FaqItem[] = [
  {
    question: 'Can I get ACA health insurance in Florida if I lost Medicaid?',
    answer: `Yes. Losing Medicaid gives you a Special Enrollment Period: you can enroll before your coverage ends or within ${sep.daysToEnroll} days after, and many people who leave Medicaid qualify for a $0 or low-cost plan.`,
  },
  {
    question: 'Which insurance companies sell ACA plans in Florida?',
    answer:
      'Major carriers include Florida Blue, Ambetter, Oscar, UnitedHealthcare, Aetna CVS Health, Cigna and Molina. Which ones are available depends on your county, and we compare all of them for you.',
  },
  {
    question: 'How much can I save on health insurance in Florida?',
    answer: `Floridians who enroll with us save ${floridaSavings} a month on average. Households under ${zeroPremium.floridaPercentFpl}% of the federal poverty level can often find $0-premium plans.`,
  },
  {
    question: 'Do you serve my part of Florida?',
    answer: `Yes. Our licensed agents enroll residents of all ${counties} Florida counties by phone, and there is no cost for our help.`,
  },
]

export const floridaCta = {
  heading: 'Get Florida Health Coverage Today',
  text: 'Call or text a licensed Florida agent. We check your savings and compare plans from every carrier in your county in one short call.',
}
