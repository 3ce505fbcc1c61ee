/**
 * Adults at or under this share of the poverty line get Medicaid in a state that expanded it. Its own module so the
 * pages that print income lines do not download every state's Medicaid facts (medicaid.ts) with it.
 */
export const expansionLimitPercent = 138
