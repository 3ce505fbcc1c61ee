import { pageYear } from './acaRules/pageYear'
import { lowestShare } from './acaRules/applicablePercentages'
import { tenDollarPlans2025 } from './acaRules/yearFacts'

/**
 * What a page may say about plan prices for the coverage year it describes (../shared/ACA-RULES.md): under 2026
 * and 2027 rules nobody pays $0 for the benchmark Silver plan; a plan that costs less than the credit (often
 * Bronze, more often for older people) can still cost $0 to $10 a month, depending on income, age and ZIP code.
 * The "$0 to $10 a month" of the client's 2025 copy was true of 2025 (tenDollarPlans2025). Every price claim names
 * what it depends on.
 */
export const lowPriceRange = { min: 0, max: tenDollarPlans2025.monthlyUpTo } as const

/** What a plan's price after credits depends on, in the words every claim uses. */
export const priceDependsOn = 'your income, age and ZIP code'

/** The lowest share of income any household pays for the benchmark Silver plan in the page's year, in hundredths. */
export const pageLowestShare = lowestShare(pageYear)
