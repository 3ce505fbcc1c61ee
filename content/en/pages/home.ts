import { en } from '../../format'
import { agency, reviewCount } from '../agency'
import { creditUpperLimitPercent, guidelineYearOf, incomeAt } from '../../../rules/incomeLines'
import { pageYear } from '../../../rules/pageYear'
import { baselineYear, laterCoverageYears } from '../../../rules/coverageYears'
import { enrollmentRules, sep } from '../figures'
import { lowPrice, lowPricePlansForYear } from './savingsClaims'
import type { CardIconName } from '../../cardIcons'
import type { PageConversion, PageMeta } from '../../types'

/** A card with its icon (src/components/icons/CardIcon.tsx). */
type IconCard = { readonly icon: CardIconName; readonly [field: string]: unknown }

export const homeMeta: PageMeta = {
  path: '/',
  title: `${pageYear} ACA Health Insurance Plans | Free Quotes`,
  description: `Compare ${pageYear} ACA plans with a licensed agent. Depending on income, age and ZIP code, some plans cost ${lowPrice} a month after tax credits. Free quotes, no obligation.`,
}

export const homeConversion: PageConversion = { smsBody: 'SAVE', callLabel: 'home_hero_call' }

export const homeHero = {
  heading: `Our Clients Saved Up to ${en.money(agency.maxMonthlySavings)} a Month on Health Insurance in ${agency.resultsPeriod}`,
  intro: `Licensed agents compare plans from the insurers we work with in your area, apply your tax credits for you, and our help costs you nothing. ${lowPricePlansForYear}`,
  /** Beside the headline's savings figure: what period the agency's figures describe, and that results vary. */
  resultsVary: agency.resultsVary,
  phoneLead: 'Talk to a licensed agent now:',
  quoteButton: 'Get My FREE Quote Now',
  savingsButton: 'See What I Would Pay',
  textButton: "Text 'SAVE' to",
  textBody: 'SAVE',
  hours: agency.hours.line,
  wait: `Average wait ${agency.hours.homeAverageWait}`,
  /** The accessible name of the list of what a call is like ('2-minute call', '100% Free', 'No obligation'). */
  callStripLabel: 'What to expect',
}

/** The hero's right column: the savings estimator's first three questions, answered on /savings-calculator. */
export const heroEstimatorStart = {
  heading: 'What would you pay?',
  intro: 'Three questions, no sign-up. Next you pick the coverage year and see your estimate.',
  submit: 'See My Estimate',
} as const

export const quoteSection = {
  heading: 'Get Your Free Quote Today',
  intro: 'Pick a time that suits you, or leave your details and a licensed agent will call you back.',
  scheduleButton: 'Schedule My Free Appointment',
  or: 'OR',
  callbackHeading: 'Request a Callback',
}

export const topicCards = {
  heading: 'Everything You Need to Know About ACA Coverage',
  cards: [
    {
      to: '/lower-costs',
      icon: 'dollar',
      title: 'Lower Your Costs',
      text: `Premium tax credits and cost-sharing reductions cut your costs: our clients saved up to ${en.money(agency.maxMonthlySavings)} a month in ${agency.resultsPeriod}.`,
    },
    {
      to: '/essential-coverage',
      icon: 'heart',
      title: 'Essential Coverage',
      text: 'Every plan covers the 10 essential health benefits, from doctor visits to prescriptions.',
    },
    {
      to: '/protected-coverage',
      icon: 'shield',
      title: 'Protected Coverage',
      text: 'You cannot be denied or charged more for a pre-existing condition. See every protection.',
    },
    {
      to: '/more-info',
      icon: 'book',
      title: 'ACA Guide',
      text: 'Deadlines, plan tiers and answers to common questions, in one plain-language guide.',
    },
  ],
} as const satisfies { heading: string; cards: readonly IconCard[] }

export const resources = {
  heading: 'Resources for Your Situation',
  intro: 'Find the page that fits you, or call and we will work it out together.',
  links: [
    {
      to: '/sep',
      icon: 'calendar',
      title: 'Special Enrollment',
      text: `Lost coverage, moved, married or had a baby? You may have ${sep.daysToEnroll} days to enroll.`,
    },
    {
      to: '/zero-dollar-health-plans',
      icon: 'tag',
      title: '$0 Premium Plans',
      text: 'Who qualifies for a plan with no monthly premium.',
    },
    {
      to: '/compare-aca-plans',
      icon: 'columns',
      title: 'Compare Plans',
      text: 'Bronze, Silver and Gold side by side.',
    },
    {
      to: '/aca-for-families',
      icon: 'people',
      title: 'Families',
      text: 'One plan for the whole household, with bigger tax credits.',
    },
    {
      to: '/aca-for-seniors-under-65',
      icon: 'clock',
      title: 'Seniors Under 65',
      text: 'Coverage until Medicare, and help with the switch.',
    },
    {
      to: '/insurance-for-self-employed',
      icon: 'briefcase',
      title: 'Self-Employed',
      text: 'Plans for 1099 contractors, freelancers and gig workers.',
    },
    {
      to: '/health-insurance-florida',
      icon: 'pin',
      title: 'Florida Plans',
      text: `Networks, savings and Medicaid help in all ${enrollmentRules.floridaCounties} counties.`,
    },
    {
      to: '/enroll-now',
      icon: 'phone',
      title: 'Enroll by Phone',
      text: `Enroll in ${agency.timings.phoneEnrollment} with a licensed agent.`,
    },
    {
      to: '/savings-calculator',
      icon: 'calculator',
      title: 'Tax Credit Estimator',
      text: `The most your household would pay for the benchmark Silver plan in ${en.list(laterCoverageYears(baselineYear).map(String), 'or')}, under that year’s rules.`,
    },
  ],
  statesHeading: 'Obamacare Help in Your State',
} as const satisfies { heading: string; intro: string; links: readonly IconCard[]; statesHeading: string }

export const whyChooseUs = {
  heading: 'Why Choose Us',
  cards: [
    // Where the agency is licensed only as its configuration lists it (rules/agencyCredentials.ts); with no licence
    // listed, the way to check its licence by NPN.
    agency.licensedIn && agency.licensedWhere
      ? {
          icon: 'shield-check',
          title: `Licensed in ${agency.licensedIn}`,
          text: `Our agency is ${agency.licensedWhere}${agency.bbb ? `, and we are BBB ${agency.bbb.grade} rated (as of ${agency.bbb.asOf})` : ''}.`,
        }
      : {
          icon: 'shield-check',
          title: 'Check Our License',
          text: 'Look up our agency by its National Producer Number (NPN), shown at the bottom of every page.',
        },
    {
      icon: 'check-circle',
      title: 'Free Help, No Obligation',
      text: 'Insurers pay our agency, so comparing plans and enrolling costs you nothing. You decide, with no pressure.',
    },
    {
      icon: 'bolt',
      title: 'Real Savings, Fast',
      text: `Our clients saved ${en.money(agency.averageMonthlySavings)} a month on average in ${agency.resultsPeriod}. Checking your eligibility takes ${agency.timings.agentEligibilityCheck}.`,
    },
  ],
} as const satisfies { heading: string; cards: readonly IconCard[] }

/** The agency's numbers; who collected the reviews (VITE_REVIEWS_SOURCE) is a mark the page fills in (content/models/slots.ts). */
export const socialProof = {
  heading: 'Our Agency in Numbers',
  stats: [
    { value: agency.stats.familiesHelped, label: `families helped, as of ${agency.resultsPeriod}` },
    ...(agency.rating && reviewCount
      ? [{ value: `${agency.rating.score}/${agency.rating.outOf}`, label: `from ${reviewCount}` }]
      : []),
    { value: en.money(agency.averageMonthlySavings), label: `average monthly savings in ${agency.resultsPeriod}` },
  ],
  resultsVary: agency.resultsVary,
}

const creditLimit = creditUpperLimitPercent(pageYear)
const creditIncomes =
  creditLimit === null
    ? 'earning at least the poverty line, with no upper income limit,'
    : `earning from the poverty line up to ${en.money(incomeAt(pageYear, 1, creditLimit))} (1 person) or ${en.money(incomeAt(pageYear, 4, creditLimit))} (family of four)`

export const closingCta = {
  heading: 'Ready to See How Much You Can Save?',
  text: `Households ${creditIncomes} can get a tax credit for ${pageYear} coverage (${guidelineYearOf(pageYear)} poverty guidelines) when Medicaid and job-based coverage are not open to them and their immigration status allows it. A free, no-obligation call is all it takes.`,
}
