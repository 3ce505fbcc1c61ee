import { costSharingLimitPercent } from '../../models/sharedFigures'
import { floridaCityRegions } from '../../../rules/figureFacts'
import { en } from '../../format'
import { agency } from '../agency'
import { pageYear } from '../../../rules/pageYear'
import { enrollmentRules } from '../figures'
import type { FaqItem, PageConversion, PageMeta } from '../../types'
import { whoGetsTheCredit } from './creditRules'
import { lowPricePlans, lowPricePlansForYear, zeroPlanRule } from './savingsClaims'

const counties = enrollmentRules.floridaCounties
const floridaSavings = `${en.money(agency.floridaMonthlySavings.min)}–${en.money(agency.floridaMonthlySavings.max)}`
/** The agency's savings figures describe this period (content/en/agency.ts). */
const period = agency.resultsPeriod
/** Up to this share of the poverty line a Silver plan comes with lower deductibles and copays. */
const costSharingLine = costSharingLimitPercent

export const floridaMeta: PageMeta = {
  path: '/health-insurance-florida',
  title: `Florida Health Insurance | ACA Plans in All ${counties} Counties`,
  description: `Compare Florida ACA plans with a licensed agent. Our Florida clients saved ${floridaSavings} a month on average in ${period}; results vary. Free help from licensed agents.`,
}

export const floridaConversion: PageConversion = {
  smsBody: "Hi! I live in Florida and I'd like to check which ACA health plans and savings I qualify for.",
  callLabel: 'florida_phone_click',
}

export const floridaHero = {
  eyebrow: `Serving all ${counties} Florida counties`,
  heading: 'Affordable Health Insurance in Florida',
  // The agency's savings figures wait for the savings section, where the results-may-vary line stands beside them.
  intro: `Our licensed agents compare plans from the insurers we work with in your county and apply every tax credit you qualify for, at no cost to you. ${lowPricePlans}`,
}

export const floridaSavingsStats = {
  heading: 'What Floridians Save',
  items: [
    { value: floridaSavings, label: `average monthly savings for our Florida clients in ${period}` },
    {
      value: `100%–${costSharingLine}%`,
      label: 'of the federal poverty line: a Silver plan with lower deductibles and copays',
    },
    { value: String(counties), label: 'Florida counties served' },
    { value: 'Free', label: 'help from licensed agents: insurers pay our agency' },
  ],
  text: `Your savings come from the premium tax credit, which lowers your monthly bill, and for many households from cost-sharing reductions that lower deductibles on Silver plans. Our clients saved up to ${en.money(agency.maxMonthlySavings)} a month in ${period}.`,
  resultsVary: agency.resultsVary,
}

export const floridaNetworks = {
  heading: 'Florida Provider Networks',
  intro:
    'Florida has one of the busiest ACA marketplaces in the country, and most counties have several insurers to choose from. Which insurers sell plans differs from county to county and changes every year.',
  note: 'We compare plans from the insurers we work with in your county (listed at the bottom of this page) and show you only the plans sold where you live. HealthCare.gov lists the plans sold in your county too.',
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
  intro: `${zeroPlanRule} Whether you can find one for ${pageYear} coverage depends on your income, age and ZIP code. We often find low-cost plans for Floridians who:`,
  points: [
    'Lost Florida Medicaid or are about to lose it, with an income at or above the federal poverty level',
    'Work for yourself, freelance, or drive for a gig app',
    'Work part-time or for an employer that does not offer health insurance',
    'Are between jobs or recently lost job-based coverage',
    'Moved to Florida or within the state',
  ],
  note: whoGetsTheCredit,
} as const

export const floridaMedicaid = {
  heading: 'Lost Florida Medicaid? We Help You Move to an ACA Plan',
  intro: `Florida must send you a notice before your Medicaid coverage ends (at least ${enrollmentRules.medicaidNoticeMinimumDays} days before, under federal rules). Losing Medicaid opens a Special Enrollment Period, so you do not have to wait for Open Enrollment. Whether a tax credit lowers your premium depends on your income and your immigration status.`,
  steps: [
    {
      title: 'Keep your notice',
      text: 'Your Medicaid termination letter shows the date your coverage ends. Have it ready when you call.',
    },
    {
      title: 'Apply before or right after it ends',
      text: `On HealthCare.gov you can pick a marketplace plan from ${enrollmentRules.medicaidLossDaysBefore} days before your Medicaid or CHIP ends until ${enrollmentRules.medicaidLossDaysAfter} days after; an agent can confirm your deadline. Choose before it ends and your new plan can start when Medicaid stops.`,
    },
    {
      title: 'Pick a plan with your savings applied',
      text: `We check your tax credit, compare plans that keep your doctors, and enroll you. Coverage can start on the ${enrollmentRules.coverageStarts}.`,
    },
  ],
  gapNote:
    'Florida has not expanded Medicaid. Adults earning under the federal poverty line usually cannot get Medicaid or a tax credit (the coverage gap), so call us and we will check every option open to you.',
} as const

/** The regions' names: their cities are rules/figureFacts.ts's. */
const regionNames: Record<(typeof floridaCityRegions)[number]['region'], string> = {
  south: 'South Florida',
  central: 'Central Florida',
  north: 'North Florida',
}

export const floridaCities = {
  heading: 'Florida Cities We Serve',
  intro: `We enroll people in every one of Florida’s ${counties} counties, from the Keys to the Panhandle, including:`,
  /** Links the phone-only Florida landing page, which otherwise only the sitemap would know. */
  phoneEnrollment: {
    lead: 'Rather enroll by phone today?',
    link: 'Obamacare in Florida: enroll by phone',
    to: '/obamacare-in-florida',
  },
  regions: floridaCityRegions.map(({ region, cities }) => ({ name: regionNames[region], cities })),
} as const

export const floridaFaq: readonly FaqItem[] = [
  {
    question: 'Can I get ACA health insurance in Florida if I lost Medicaid?',
    answer: `Usually, yes. Losing Medicaid usually gives you a Special Enrollment Period: you can pick a plan from ${enrollmentRules.medicaidLossDaysBefore} days before your coverage ends until ${enrollmentRules.medicaidLossDaysAfter} days after. A tax credit to lower the premium depends on your income and your immigration status: Florida did not expand Medicaid, so adults earning under the federal poverty level usually get neither Medicaid nor a tax credit. An agent can check your options and confirm your deadline.`,
  },
  {
    question: 'Which insurance companies sell ACA plans in Florida?',
    answer:
      'It depends on your county, and it changes every year. We compare plans from the insurers we work with in your county, listed at the bottom of this page, and HealthCare.gov lists the plans sold where you live.',
  },
  {
    question: 'How much can I save on health insurance in Florida?',
    answer: `Our Florida clients saved ${floridaSavings} a month on average in ${period}, when larger tax credits applied; results vary. ${lowPricePlansForYear}`,
  },
  {
    question: 'Do you serve my part of Florida?',
    answer: `Yes. Our licensed agents enroll residents of all ${counties} Florida counties by phone, and there is no cost for our help.`,
  },
]

export const floridaCta = {
  heading: 'Get Florida Health Coverage Today',
  text: 'Call or text a licensed Florida agent. We check your savings and compare plans from the insurers we work with in your county in one short call.',
}

/** What the quote form's state field starts with on this page. */
export const floridaFormState = 'Florida'
