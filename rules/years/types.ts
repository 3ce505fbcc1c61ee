import type { Day } from '../days'
import type { GuidelineYear } from '../povertyGuidelines'
import type { SourceKey } from '../sources'

/**
 * One band of the applicable percentage table. Percentages are in hundredths of a percent (6.60% = 660) so the
 * arithmetic stays in whole numbers. Within a band the percentage rises in a straight line from `initial` at
 * `from` to `final` at `to` (income as a whole % of the poverty line).
 */
export type PercentageBand = { from: number; to: number; initial: number; final: number }

/** The share of income a household pays for the benchmark Silver plan, by income, for one coverage year. */
export type ApplicablePercentageTable = {
  source: SourceKey
  /** From 0% up to 400% of the poverty line; the last band includes 400%. */
  bands: readonly PercentageBand[]
  /** Above 400%: the share nobody pays more than, or null when there is no credit above 400%. */
  over400: number | null
}

/**
 * A fact with the document it comes from (rules/sources.ts, by key). `secondary` marks a figure no primary
 * source was read for: pages that state it say so and offer an agent.
 */
export type Sourced<T> = T & {
  source: SourceKey
  /** Why the figure is not yet confirmed by its primary source; absent when it is. */
  secondary?: string
}

/** The dated facts a page states about a coverage year (../shared/ACA-RULES.md, "Dates and figures by coverage year"). */
export type DatedFacts = {
  /** HealthCare.gov's open enrollment (all eleven states the site serves use it). */
  openEnrollment: Sourced<{
    start: Day
    end: Day /** A plan chosen by this day starts on January 1. */
    januaryFirstBy: Day
  }>
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

/**
 * Everything a coverage year needs, in its own file (rules/years/<year>.ts): the type checker refuses a
 * year file that leaves one out. The poverty guidelines themselves stay keyed by the year HHS published them
 * (../povertyGuidelines.ts), because several coverage years can be measured against one set.
 */
export type CoverageYearFile = DatedFacts & {
  year: number
  /** The guidelines published before open enrollment for this coverage year (26 CFR 1.36B-1(h)). */
  guidelineYear: GuidelineYear
  /** The share of income a household pays for the benchmark Silver plan, by income. */
  applicablePercentages: ApplicablePercentageTable
  /** The highest income, as % of the poverty line, that gets a credit (26 U.S.C. 36B(c)(1)(A)); null: no upper limit. */
  upperLimitPercent: number | null
  /** The employer-coverage affordability percentage, in hundredths of a percent; null where none is published here. */
  affordabilityPercent: number | null
}
