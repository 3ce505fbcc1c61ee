/**
 * Every yearly figure of SPEC.md section 9, stored once with the year it applies to, for every language: no words
 * here, so content/en/figures.ts (English) and content/es/figures.ts (Spanish) re-export these and word the rest. Pages
 * render these; they never restate a number in their own copy.
 */

/** Special Enrollment Period: days to enroll after a qualifying event. (SPEC's /sep income table of 2025 prices is
 * replaced by the page year's, computed from the rules: content/en/pages/sep.ts.) */
export const sep = {
  daysToEnroll: 60,
  /** Marriage opens one only if a spouse had qualifying coverage (or lived abroad) within this many days before it (45 CFR 155.420(a)(5)). */
  marriageLookbackDays: 60,
} as const

/**
 * A metal tier; `name` is the code the pages compare and each language words ('Silver', Spanish 'Plata'). Its
 * actuarial value (45 CFR 156.140) is a rule; its premiums and deductibles are not: they vary by insurer, ZIP code,
 * age and income, and SPEC's dollar ranges were 2025's (enhanced credits) with no source for the deductibles. The
 * pages compare the tiers with each other instead (each language's `tierCosts`).
 */
export type MetalTier = {
  name: 'Bronze' | 'Silver' | 'Gold' | 'Platinum'
  insurerPaysPercent: number
}

export const metalTiers: readonly MetalTier[] = [
  { name: 'Bronze', insurerPaysPercent: 60 },
  { name: 'Silver', insurerPaysPercent: 70 },
  { name: 'Gold', insurerPaysPercent: 80 },
  { name: 'Platinum', insurerPaysPercent: 90 },
]

/** The enrollment rules' figures; content/en/figures.ts adds when coverage starts, in words. */
export const enrollmentRuleFigures = {
  /**
   * The least notice a state must give before Medicaid ends (42 CFR 431.211). SPEC's "30 days" has no rule behind
   * it: pages say "at least" this many, as a federal minimum.
   */
  medicaidNoticeMinimumDays: 10,
  /** The most business days the agency may take to honor a request to stop calls or texts (47 CFR 64.1200(a)(10)). */
  optOutHonorBusinessDays: 10,
  dependentMaxAge: 26,
  medicareWindowMonths: 3,
  floridaCounties: 67,
  /**
   * Losing Medicaid or CHIP: a plan can be picked from this many days before the loss (45 CFR 155.420(c)(2)) to this
   * many after it. Since 2024-01-01 the federal platform (HealthCare.gov, every state the site serves) gives 90 days
   * after, matching Medicaid's 90-day reconsideration period: the 2024 Payment Notice (45 CFR 155.420(c)), CMS's
   * agent bulletin as relayed by Blue KC (2023-08), KFF's FAQ (2025-09-29) and HealthCare.gov's application, which asks
   * who "lost Medicaid or CHIP in the past 90 days" beside "lost coverage in the past 60 days". The regulation's text
   * was not re-read here, so every page that states the window sends the visitor to an agent to confirm the deadline.
   * Other losses of coverage keep `sep.daysToEnroll`.
   */
  medicaidLossDaysBefore: 60,
  medicaidLossDaysAfter: 90,
} as const

/**
 * Free, unbiased Medicare help the chat refers people of Medicare age to, where the agency does not sell Medicare
 * plans: Medicare's own line and site (Medicare.gov, 'Contact Medicare') and the State Health Insurance Assistance
 * Programs, found by state at shiphelp.org (the SHIP Technical Assistance Center, funded by ACL). Names and numbers,
 * the same in every language.
 */
export const medicareHelp = {
  phone: '1-800-MEDICARE (1-800-633-4227)',
  site: 'Medicare.gov',
  counselingSite: 'shiphelp.org',
} as const

/** The Florida cities /health-insurance-florida names, by region (proper names, the same in every language). */
export const floridaCityRegions = [
  {
    region: 'south',
    cities: [
      'Miami',
      'Fort Lauderdale',
      'West Palm Beach',
      'Hialeah',
      'Hollywood',
      'Boca Raton',
      'Port St. Lucie',
      'Fort Myers',
      'Naples',
    ],
  },
  {
    region: 'central',
    cities: [
      'Orlando',
      'Tampa',
      'St. Petersburg',
      'Clearwater',
      'Lakeland',
      'Kissimmee',
      'Sarasota',
      'Daytona Beach',
      'Melbourne',
    ],
  },
  {
    region: 'north',
    cities: [
      'Jacksonville',
      'Tallahassee',
      'Gainesville',
      'Pensacola',
      'Ocala',
      'St. Augustine',
      'Panama City',
      'Palm Coast',
      'Fort Walton Beach',
    ],
  },
] as const

// ACA rules the guide pages explain beyond SPEC section 9 (the yearly figures live in rules/yearFacts.ts).

/** Medicare eligibility age, where the Medicare enrolment window in content/en/figures.ts starts counting. */
export const medicareAge = 65
