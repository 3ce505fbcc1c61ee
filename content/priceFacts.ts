import { lowestShare } from './acaRules/applicablePercentages'
import { pageYear } from './acaRules/pageYear'
import { tenDollarPlans2025 } from './acaRules/yearFacts'

/**
 * The figures a page's price claims use, for every language (content/priceClaims.ts says what they depend on, in
 * words; ../shared/ACA-RULES.md). Under 2026 and 2027 rules nobody pays nothing for the benchmark Silver plan; a plan
 * that costs less than the credit (often Bronze, more often for older people) can still cost from nothing up to
 * `max` a month, depending on income, age and ZIP code: the range of the client's 2025 copy, true of 2025
 * (tenDollarPlans2025).
 */
export const lowPriceRange = { min: 0, max: tenDollarPlans2025.monthlyUpTo } as const

/** The lowest share of income any household pays for the benchmark Silver plan in the page's year, in hundredths. */
export const pageLowestShare = lowestShare(pageYear)
