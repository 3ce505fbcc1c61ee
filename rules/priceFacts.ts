import { lowestShare } from './applicablePercentages'
import { pageYear } from './pageYear'

/**
 * The figures a page's price claims use, for every language (content/en/priceClaims.ts says what they depend on, in
 * words; ../shared/ACA-RULES.md, "Price claims for 2026 and later"). Under 2026 and 2027 rules nobody pays nothing for
 * the benchmark Silver plan, yet a plan that costs less than the credit (often Bronze, more often for older people)
 * can cost $0 a month, depending on income, age and ZIP code. That is the one price a page may name for those years:
 * "from $0 up to $10 a month" was true of 2025 only (rules/yearFacts.ts, tenDollarPlans2025), and no source gives
 * a price band for 2026 or 2027.
 */
export const lowestPlanPrice = 0

/** The lowest share of income any household pays for the benchmark Silver plan in the page's year, in hundredths. */
export const pageLowestShare = lowestShare(pageYear)
