import type { Day } from './days'
import type { SourceKey } from './sources'

/**
 * The dated facts a page states about a coverage year (../shared/ACA-RULES.md, "Dates and figures by coverage
 * year"), once, each with its source. `secondary` marks a figure no primary source was read for: pages that state
 * it say so and offer an agent. The estimator's tables (poverty guidelines, applicable percentages, the credit's
 * upper limit) live beside this file; this one is light enough for every page.
 */
export type Sourced<T> = T & {
  source: SourceKey
  /** Why the figure is not yet confirmed by its primary source; absent when it is. */
  secondary?: string
}

export type YearFacts = {
  year: FactYear
  /** HealthCare.gov's open enrollment (all eleven states the site serves use it). */
  openEnrollment: Sourced<{ start: Day; end: Day; /** A plan chosen by this day starts on January 1. */ januaryFirstBy: Day }>
  /** No marketplace plan's in-network out-of-pocket costs for essential benefits exceed these, in dollars. */
  outOfPocketMax: Sourced<{ self: number; family: number }>
  /** Extra advance credit paid back at tax time: capped by income, or all of it. */
  repayment: Sourced<{ rule: 'capped' | 'all' }>
  /**
   * Who may get the credit by immigration status: citizens and lawfully present immigrants; the same, except
   * lawfully present immigrants under 100% of the poverty line; or only citizens, green card holders, Cuban and
   * Haitian entrants and COFA migrants.
   */
  creditEligibility: Sourced<{ rule: 'lawfullyPresent' | 'lawfullyPresentFrom100' | 'citizensAndSomeImmigrants' }>
  /** Whether Georgia Pathways (adults under 100%) is approved for this coverage year. */
  georgiaPathwaysApproved: Sourced<{ approved: boolean }>
}

export const factYears = [2025, 2026, 2027] as const
export type FactYear = (typeof factYears)[number]

const oopSecondary = 'The 2027 out-of-pocket maximum comes from secondary sources; HHS’s own figure was not yet read.'

export const yearFacts: Record<FactYear, YearFacts> = {
  2025: {
    year: 2025,
    openEnrollment: { start: '2024-11-01', end: '2025-01-15', januaryFirstBy: '2024-12-15', source: 'openEnrollmentBefore2027' },
    outOfPocketMax: { self: 9200, family: 18400, source: 'outOfPocketMax2025' },
    repayment: { rule: 'capped', source: 'repaymentCapped' },
    creditEligibility: { rule: 'lawfullyPresent', source: 'creditEligibility' },
    georgiaPathwaysApproved: { approved: true, source: 'georgiaPathways' },
  },
  2026: {
    year: 2026,
    openEnrollment: { start: '2025-11-01', end: '2026-01-15', januaryFirstBy: '2025-12-15', source: 'openEnrollmentBefore2027' },
    outOfPocketMax: { self: 10600, family: 21200, source: 'outOfPocketMax2026' },
    repayment: { rule: 'all', source: 'repaymentUncapped' },
    creditEligibility: { rule: 'lawfullyPresentFrom100', source: 'creditEligibility' },
    georgiaPathwaysApproved: { approved: true, source: 'georgiaPathways' },
  },
  2027: {
    year: 2027,
    openEnrollment: { start: '2026-11-01', end: '2026-12-15', januaryFirstBy: '2026-12-15', source: 'openEnrollmentFrom2027' },
    outOfPocketMax: { self: 12000, family: 24000, source: 'outOfPocketMax2027', secondary: oopSecondary },
    repayment: { rule: 'all', source: 'repaymentUncapped' },
    creditEligibility: { rule: 'citizensAndSomeImmigrants', source: 'creditEligibility' },
    // CMS extended Pathways through 31 December 2026; nothing is approved for 2027 yet.
    georgiaPathwaysApproved: { approved: false, source: 'georgiaPathways' },
  },
}

/**
 * When the rules above were last checked against their sources. An extension of the enhanced credits (passed by
 * the House on 8 January 2026, not enacted as of this check) would be retroactive and change every 2026 and 2027
 * figure: the estimator shows this month on every result.
 */
export const rulesLastChecked = { month: '2026-11', enhancedCreditsEnded: '2025-12-31', source: 'enhancedCreditsEnd' } as const

/**
 * Where the "$0 to $10 a month" of the client's 2025 copy comes from: in 2025's open enrollment about 42% of
 * enrollees chose a plan costing $10 or less a month after credits. True of 2025 only; secondary sources.
 */
export const tenDollarPlans2025 = {
  year: 2025,
  shareOfEnrollees: 42,
  monthlyUpTo: 10,
  source: 'zeroToTenPlans2025',
  secondary: 'CMS data as reported by secondary sources.',
} as const

export function isFactYear(year: number): year is FactYear {
  return (factYears as readonly number[]).includes(year)
}

export function latestFactYear(): FactYear {
  return factYears[factYears.length - 1]
}
