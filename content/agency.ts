import { slots } from './slots'

/** Where the agency is licensed and its Better Business Bureau grade: stated in the licensing line and on pages. */
const licensedStates = 50
const bbbRating = 'A+'

/**
 * The period the agency's own figures below describe: they come from its 2025 copy (SPEC.md), a year of larger
 * (enhanced) tax credits. The agency edits them here, with the period, when it has newer ones.
 */
const resultsPeriod = '2025'

/**
 * Claims the agency makes on every page (SPEC.md sections 1 and 9), in SPEC's English words. The facts behind them,
 * which the Spanish pages word their own way, are content/agencyFacts.ts: tests/unit/agencyFacts.test.ts holds these
 * words to those facts. They stay literal here so the build writes them where they are used (vite.config.ts,
 * inlineConst) and no English page downloads code to compose them.
 */
export const agency = {
  name: 'ACA Health Plan Advisors',
  shortName: 'ACA Plan Advisors',
  licensedStates,
  bbbRating,
  licensing: `Licensed in All ${licensedStates} States • BBB ${bbbRating} Rated`,
  rating: { score: 4.9, outOf: 5, reviews: 2847 },
  familiesHelped: '73,000+',
  totalSaved: '$8.7M+',
  maxMonthlySavings: 800,
  averageMonthlySavings: 450,
  floridaMonthlySavings: { min: 200, max: 400 },
  /** When the results above (families, total and monthly savings, rating) were measured. */
  resultsPeriod,
  /** Said beside every savings figure. */
  resultsVary: `Savings figures are our clients' results in ${resultsPeriod}, when larger tax credits applied. Your savings depend on your income, household, age, ZIP code and plan; results vary.`,
  hours: {
    home: ['Mon-Fri 8AM-8PM', 'Sat 9AM-5PM'],
    homeAverageWait: 'under 30 seconds',
    enroll: '8 AM to 10 PM EST, 7 days a week',
    statePages: '7 days a week',
  },
  timings: {
    chatEligibilityCheck: '2 minutes',
    agentEligibilityCheck: 'under 5 minutes',
    phoneEnrollment: 'under 10 minutes',
    callStrip: '2-minute call',
  },
  minimumAge: 18,
  legalEffectiveDate: 'January 1, 2025',
} as const

/**
 * The review count with the source that collected the reviews: '2,847 verified reviews on Trustpilot'. The source is
 * the site's setting (VITE_REVIEWS_SOURCE): the words mark its place (content/slots.ts) and the page fills it in.
 */
export const verifiedReviews = `${agency.rating.reviews.toLocaleString('en-US')} verified reviews on ${slots.reviewsSource}`
