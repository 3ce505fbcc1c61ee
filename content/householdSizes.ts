/**
 * The households the pages' income tables show, for every language: no words here (content/en/householdTables.ts and
 * content/es/householdTables.ts word the tables).
 */

/** The household sizes the pages' income tables show. */
export const tableHouseholdSizes = [1, 2, 3, 4] as const

/** The credit's upper income line an income guide uses when it is given none: 400% of the poverty line, the limit from 2026. */
export const defaultUpperLimitPercent = 400
