import { en } from '../../format'
import { lowestPlanPrice } from '../priceClaims'
import { agency, reviewCount, reviewInvitation } from '../agency'
import type { PageConversion, PageMeta } from '../../types'
import { openEnrollment } from '../enrollmentDates'

const { licensedIn, licensedWhere, rating, bbb, resultsPeriod: period } = agency
const lowPrice = en.money(lowestPlanPrice)

export const aboutUsMeta: PageMeta = {
  path: '/about-us',
  title: `About Us | ${agency.name}`,
  description: `ACA health insurance agents${licensedIn ? ` licensed in ${licensedIn}` : ''} who have helped ${agency.familiesHelped} families find affordable health coverage. Free help, no obligation.`,
}

export const aboutUsConversion: PageConversion = {
  smsBody: "Hi! I'd like to talk with one of your licensed agents about my health insurance options.",
  callLabel: 'about_us_phone_click',
}

export const aboutUsHero = {
  heading: `About ${agency.name}`,
  intro: `We are a health insurance agency that helps people find Affordable Care Act plans they can afford, at no cost to them.`,
}

/**
 * The agency's numbers; who collected the reviews is `slots.reviewsSource` (VITE_REVIEWS_SOURCE, filled in by the page).
 * The rating and the licences only as configured (rules/agencyCredentials.ts).
 */
export const aboutUsStats = {
  heading: 'Our Agency in Numbers',
  items: [
    { value: agency.stats.familiesHelped, label: `families helped, as of ${period}` },
    ...(rating && reviewCount ? [{ value: `${rating.score}/${rating.outOf}`, label: `from ${reviewCount}` }] : []),
    { value: agency.stats.totalSaved, label: `saved by our clients, as of ${period}` },
    ...(licensedIn ? [{ value: licensedIn, label: 'where we are licensed' }] : []),
    ...(bbb ? [{ value: bbb.grade, label: `Better Business Bureau rating, as of ${bbb.asOf}` }] : []),
  ],
}

export const aboutUsMission = {
  heading: 'Our Mission',
  paragraphs: [
    'Everyone who can get affordable health coverage should have it. That is the whole mission.',
    `Premium tax credits can bring some plans, often Bronze, down to ${lowPrice} a month, depending on income, age and ZIP code, yet a lot of people who qualify never apply because the process looks confusing or they assume they earn too much or too little. We do the comparing, the paperwork and the follow-up, and we explain every step in plain words.`,
  ],
}

export const aboutUsStory = {
  heading: 'Our Story',
  paragraphs: [
    'Our agency started with a small team of licensed agents who kept hearing the same thing on the phone: “I didn’t know I could afford coverage.” People who had lost Medicaid, left a job or started working for themselves believed health insurance was out of reach. Once we showed them the savings they qualified for, most were surprised by how little they would pay.',
    `${licensedIn ? `Since then we have become licensed in ${licensedIn}, and as` : 'As'} of ${period} we had helped ${agency.familiesHelped} families get covered. We still work the same way we did on day one: one conversation, honest answers, and no cost to you.`,
    'Our help is free because insurance companies pay our agency a commission when you enroll. Marketplace prices are set by the insurers and approved by regulators, so your premium is the same whether you enroll with us, on HealthCare.gov or directly with the insurer.',
  ],
}

export const aboutUsValues = {
  heading: 'What We Stand For',
  items: [
    {
      title: 'Plain answers',
      text: 'We explain premiums, deductibles, networks and tax credits in everyday words, and we tell you what a plan does not cover before you choose it.',
    },
    {
      title: 'Your needs first',
      text: 'We start from your doctors, your prescriptions and your budget, and recommend the plan that fits them.',
    },
    {
      title: 'No cost, no pressure',
      text: 'Quotes are free and there is no obligation. If a plan is not right for you, we will say so, and the decision is always yours.',
    },
    {
      title: 'Respect for your privacy',
      text: 'We never sell your information. We contact you only in the ways you agreed to, and we stop as soon as you ask.',
    },
  ],
}

/** Why people choose the agency; who collected the reviews as for aboutUsStats. */
export const aboutUsReasons = {
  heading: 'Why People Choose Us',
  items: [
    ...(licensedWhere
      ? [
          {
            title: 'Licensed and accountable',
            text: `Our agency is ${licensedWhere}${bbb ? `, and it holds a BBB ${bbb.grade} rating (as of ${bbb.asOf})` : ''}.`,
          },
        ]
      : []),
    {
      title: 'Savings for our clients',
      text: `In ${period} some of our clients saved up to ${en.money(agency.maxMonthlySavings)} a month. ${agency.resultsVary}`,
    },
    {
      title: 'Fast, friendly help',
      text: `A licensed agent can check your eligibility in ${agency.timings.agentEligibilityCheck}, and most phone enrollments take ${agency.timings.phoneEnrollment}.`,
    },
    {
      title: 'Help all year',
      text: `${openEnrollment.runs}, but we also enroll people who qualify for a Special Enrollment Period after a qualifying life event, any time of year.`,
    },
    {
      title: 'Support after you enroll',
      text: 'Call us when your income or household changes, when it is time to renew, or when you have a question about your plan. Our help stays free.',
    },
    ...(rating && reviewCount
      ? [
          {
            title: 'Our reviews',
            text: `We are rated ${rating.score} out of ${rating.outOf} from ${reviewCount}.${reviewInvitation ? ` ${reviewInvitation}` : ''}`,
          },
        ]
      : []),
  ],
}

export const aboutUsCta = {
  heading: 'Ready to Find Your Plan?',
  text: 'Tell us a little about your household and we will show you the plans and savings available to you. It is free and there is no obligation.',
}
