import { agentHours } from '../../rules/agentSchedule'
import { agencyFacts, type AgencyFigure } from '../../rules/agencyFacts'
import { fullDate } from './browser/dates'
import { scheduleWords } from './scheduleWords'
import { slots } from '../models/slots'

const { figures, resultsPeriod, minutes } = agencyFacts

/** ' (as of March 1, 2026)' after a figure the agency dated; nothing otherwise, so no page claims a date it did not set. */
const asOf = ({ asOf }: AgencyFigure<unknown>) => (asOf ? ` (as of ${fullDate(asOf)})` : '')

const licensedStates = figures.licensedStates.value
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
  licensedStates,
  bbb,
  licensing: `Licensed in All ${licensedStates} States${asOf(figures.licensedStates)}${bbb ? ` • BBB ${bbb.grade} Rated (as of ${bbb.asOf})` : ''}`,
  rating: figures.rating.value,
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
  /** The day each legal text took effect, after 'Effective': 'November 27, 2026'. */
  legalEffective: {
    privacyPolicy: fullDate(agencyFacts.legalVersions.privacyPolicy),
    termsOfService: fullDate(agencyFacts.legalVersions.termsOfService),
  },
} as const

/**
 * The review count with the source that collected the reviews: '2,847 verified reviews on Trustpilot'. The source is
 * the site's setting (VITE_REVIEWS_SOURCE): the words mark its place (content/models/slots.ts) and the page fills it in.
 */
export const verifiedReviews = `${agency.rating.reviews.toLocaleString('en-US')} verified reviews on ${slots.reviewsSource}${asOf(figures.rating)}`
