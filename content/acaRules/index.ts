/** The ACA savings rules by coverage year (../shared/ACA-RULES.md), each fact with its year and source. */
export * from './applicablePercentages'
export * from './costSharing'
export * from './coverageYears'
export * from './medicaid'
export * from './povertyGuidelines'
export * from './sources'
export * from './creditLimits'
