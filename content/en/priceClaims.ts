/**
 * What a page may say about plan prices for the coverage year it describes (../shared/ACA-RULES.md): its figures
 * (rules/priceFacts.ts, shared by every language) and what every price claim names it depends on.
 */
export { lowestPlanPrice, pageLowestShare } from '../../rules/priceFacts'

/** What a plan's price after credits depends on, in the words every claim uses. */
export const priceDependsOn = 'your income, age and ZIP code'
