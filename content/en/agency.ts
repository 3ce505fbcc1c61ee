import { agentHours } from '../../rules/agentSchedule'
import { agencyFacts } from '../../rules/agencyFacts'
import { agencyCredentials } from '../../rules/agencyCredentials'
import { servedLegalVersions } from '../../rules/legalVersions'
import { fullDate } from './browser/dates'
import { scheduleWords } from './scheduleWords'
import { slots } from '../models/slots'

const { figures, resultsPeriod, minutes } = agencyFacts

const { licenses } = agencyCredentials.licensing
/** How many states the agency listed a licence in (VITE_LICENSES), DC apart: 'Licensed in 11 states and DC'. */
const licensedStates = licenses.filter(({ state }) => state !== 'DC').length
const licensedDc = licenses.some(({ state }) => state === 'DC')
const licensedCount = [
  licensedStates > 0 ? `${licensedStates} ${licensedStates === 1 ? 'state' : 'states'}` : '',
  licensedDc ? 'DC' : '',
]
  .filter(Boolean)
  .join(' and ')
/** The review figure the agency configured with the day it read it (VITE_REVIEWS_RATING), or null: no figure shown. */
const configuredRating = agencyCredentials.rating
/** The BBB grade and the day the agency checked it, or null: undated, the pages state no grade (rules/agencyFacts.ts). */
const bbb = figures.bbbRating.asOf ? { grade: figures.bbbRating.value, asOf: fullDate(figures.bbbRating.asOf) } : null

/** When agents answer the main number: the schedule the chat obeys (VITE_AGENT_HOURS), worded while building. */
const schedule = scheduleWords(agentHours)

/**
 * Claims the agency makes on every page (SPEC.md sections 1 and 9), in English, worded from its facts
 * (rules/agencyFacts.ts, the one place it sets them); content/es/agency.ts words the same facts in Spanish. The
 * build writes these values out (scripts/build/staticContent.ts) and then where they are used (vite.config.ts,
 * inlineConst), so no English page downloads code to compose them.
 */
export const agency = {
  name: agencyFacts.name,
  shortName: agencyFacts.shortName,
  /** The number of licences listed (VITE_LICENSES); 0 when none is, and then no page says where the agency is licensed. */
  licenseCount: licenses.length,
  bbb,
  /**
   * The header's and the footer's line, only from the licences listed: 'Licensed in 11 states'. Null when none is
   * listed: the pages then say nothing about licensing beyond the NPN.
   */
  licensing:
    licensedCount || bbb
      ? [licensedCount ? `Licensed in ${licensedCount}` : '', bbb ? `BBB ${bbb.grade} Rated (as of ${bbb.asOf})` : '']
          .filter(Boolean)
          .join(' • ')
      : null,
  /** '11 states' (or '11 states and DC'), from the licences listed; null when none is. */
  licensedIn: licensedCount || null,
  /** For prose, 'licensed in 11 states, as listed on our State Licenses page'; null when none is listed. */
  licensedWhere: licensedCount ? `licensed in ${licensedCount}, as listed on our State Licenses page` : null,
  /** The review figure with the day it was read, or null: no page states a score or a count. */
  rating: configuredRating
    ? {
        score: configuredRating.score,
        outOf: configuredRating.outOf,
        reviews: configuredRating.reviews.toLocaleString('en-US'),
        readOn: fullDate(configuredRating.readOn),
      }
    : null,
  /** In prose and on stat cards: '73,000+'. */
  familiesHelped: `${figures.familiesHelped.value.toLocaleString('en-US')}+`,
  /** In prose: '$8.7M+'. */
  totalSaved: `$${figures.totalSavedMillions.value}M+`,
  /** On stat cards, where Spanish writes another form than in prose (content/es/agency.ts). */
  stats: {
    familiesHelped: `${figures.familiesHelped.value.toLocaleString('en-US')}+`,
    totalSaved: `$${figures.totalSavedMillions.value}M+`,
  },
  maxMonthlySavings: figures.maxMonthlySavings.value,
  averageMonthlySavings: figures.averageMonthlySavings.value,
  floridaMonthlySavings: figures.floridaMonthlySavings.value,
  /** The year the results describe: every savings figure is printed with it. */
  resultsPeriod,
  /** Said beside every savings figure. */
  resultsVary: `Savings figures are our clients' results in ${resultsPeriod}, as reported by our agency, when larger tax credits applied. Your savings depend on your income, household, age, ZIP code and plan; results vary.`,
  hours: {
    /** After 'Available' or 'answer calls': 'Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM (Eastern Time)'. */
    schedule,
    /** A line of its own (the footer, the home page's call box). */
    line: `Hours: ${schedule}`,
    homeAverageWait: `under ${agencyFacts.averageWaitUnderSeconds} seconds`,
  },
  timings: {
    chatEligibilityCheck: `${minutes.chatEligibilityCheck} minutes`,
    agentEligibilityCheck: `under ${minutes.agentEligibilityCheckUnder} minutes`,
    phoneEnrollment: `under ${minutes.phoneEnrollmentUnder} minutes`,
    callStrip: `${minutes.callStrip}-minute call`,
  },
  minimumAge: agencyFacts.minimumAge,
  /** The day each legal text this build serves took effect, after 'Effective': 'November 27, 2026'. */
  legalEffective: {
    privacyPolicy: fullDate(servedLegalVersions.privacyPolicy),
    termsOfService: fullDate(servedLegalVersions.termsOfService),
  },
} as const

/**
 * The review count with the source that collected the reviews and the day the agency read it: '2,847 reviews on
 * Trustpilot, as of November 20, 2026' ('verified reviews' only when VITE_REVIEWS_VERIFIED says the source calls them
 * so). Null with no figure configured. The source is the site's setting (VITE_REVIEWS_SOURCE): the words mark its place
 * (content/models/slots.ts) and the page fills it in.
 */
export const reviewCount = configuredRating
  ? `${configuredRating.reviews.toLocaleString('en-US')} ${configuredRating.verified ? 'verified ' : ''}reviews on ${slots.reviewsSource}, as of ${fullDate(configuredRating.readOn)}`
  : null

/**
 * How the agency collects its reviews, in its own terms (VITE_REVIEWS_INVITATION), beside the figure on the about
 * page; null where the agency has not said or shows no figure.
 */
export const reviewInvitation =
  configuredRating?.invitation === 'every-client'
    ? `We ask every client we help for a review on ${slots.reviewsSource}, whatever their experience, and we offer nothing in return.`
    : null

/** The rating link's words when no figure is configured: a link to the reviews, with no score or count. */
export const readReviews = `Read our reviews on ${slots.reviewsSource}`
