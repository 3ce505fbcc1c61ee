/**
 * Every yearly figure of SPEC.md section 9, stored once with the year it applies to. Pages render these;
 * they never restate a number in their own copy.
 */

export type HouseholdRow = { householdSize: number; amount: number }

/** 2025 premium tax credit guide: upper income limit per household size, and the $0-premium threshold. */
export const taxCreditGuide = {
  year: 2025,
  upperLimit: [
    { householdSize: 1, amount: 60240 },
    { householdSize: 2, amount: 81760 },
    { householdSize: 3, amount: 103280 },
    { householdSize: 4, amount: 124800 },
  ],
  zeroPremiumUnder: [
    { householdSize: 1, amount: 22590 },
    { householdSize: 2, amount: 30660 },
    { householdSize: 3, amount: 38730 },
    { householdSize: 4, amount: 46800 },
  ],
} as const

/** Lower-costs page: credit ranges, cost-sharing reduction limits and the $0 line at 150% FPL. */
export const lowerCostsFigures = {
  year: 2025,
  creditRanges: [
    { householdSize: 1, min: 15300, max: 61200 },
    { householdSize: 2, min: 20760, max: 83040 },
    { householdSize: 3, min: 26220, max: 104880 },
    { householdSize: 4, min: 31680, max: 126720 },
  ],
  costSharingUpTo: [
    { householdSize: 1, amount: 38250 },
    { householdSize: 2, amount: 51900 },
    { householdSize: 3, amount: 65550 },
    { householdSize: 4, amount: 79200 },
  ],
  zeroPremiumPercentFpl: 150,
  zeroPremiumUnder: [
    { householdSize: 1, amount: 22950 },
    { householdSize: 2, amount: 31140 },
    { householdSize: 3, amount: 39330 },
    { householdSize: 4, amount: 47520 },
  ],
} as const

/** FAQ subsidy band (2024 poverty guidelines). */
export const subsidyBand = {
  year: 2024,
  percentFpl: { min: 100, max: 400 },
  single: { min: 15060, max: 60240 },
  familyOfFour: { min: 31200, max: 124800 },
} as const

/** Special Enrollment Period figures and the /sep monthly income table. */
export const sep = {
  daysToEnroll: 60,
  incomeTable: [
    { householdSize: 1, monthlyIncomeUnder: 2000, cost: { min: 0, max: 10 } },
    { householdSize: 2, monthlyIncomeUnder: 2700, cost: { min: 0, max: 15 } },
    { householdSize: 3, monthlyIncomeUnder: 3400, cost: { min: 0, max: 20 } },
  ],
} as const

/** $0-premium eligibility lines quoted on different pages. */
export const zeroPremium = {
  singleAdultUnder: { amount: 21870, year: 2025, note: 'estimate' },
  nationalPercentFpl: 150,
  floridaPercentFpl: 250,
  statePagesPercentFpl: 250,
} as const

/** Family income table (2025 estimates), annual and monthly. */
export const familyIncome = {
  year: 2025,
  rows: [
    { householdSize: 2, annual: 29580, monthly: 2465 },
    { householdSize: 3, annual: 37280, monthly: 3107 },
    { householdSize: 4, annual: 44980, monthly: 3748 },
    { householdSize: 5, annual: 52680, monthly: 4390 },
  ],
} as const

export type MetalTier = {
  name: 'Bronze' | 'Silver' | 'Gold' | 'Platinum'
  premium?: { min: number; max: number }
  deductible?: { min: number; max: number }
  insurerPaysPercent: number
}

export const metalTiers: readonly MetalTier[] = [
  { name: 'Bronze', premium: { min: 1, max: 150 }, deductible: { min: 6000, max: 8000 }, insurerPaysPercent: 60 },
  { name: 'Silver', premium: { min: 1, max: 200 }, deductible: { min: 3000, max: 5000 }, insurerPaysPercent: 70 },
  { name: 'Gold', premium: { min: 1, max: 300 }, deductible: { min: 500, max: 2000 }, insurerPaysPercent: 80 },
  { name: 'Platinum', insurerPaysPercent: 90 },
]

export const adultDentalAddOn = { min: 15, max: 40 } as const

export const enrollmentRules = {
  coverageStarts: '1st of the month after enrollment',
  medicaidLossNoticeDays: 30,
  dependentMaxAge: 26,
  medicareWindowMonths: 3,
  floridaCounties: 67,
} as const

/** Formats a dollar figure the way the site prints it: $60,240. */
export function usd(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}

// ACA rules the guide pages explain beyond SPEC section 9, kept here so every yearly figure lives in one file.

/**
 * 2025 coverage (American Rescue Plan / Inflation Reduction Act): nobody pays more than this share of household
 * income for the benchmark (second-lowest-cost) Silver plan.
 */
export const benchmarkPremiumCap = { year: 2025, percentOfIncome: 8.5 } as const

/**
 * Cost-sharing reductions: how much of covered costs an eligible Silver plan pays, by income as a percentage of
 * the federal poverty level. They end above the last band. A standard Silver plan pays about 70%.
 */
export const costSharingLevels = [
  { upToPercentFpl: 150, planPaysPercent: 94 },
  { upToPercentFpl: 200, planPaysPercent: 87 },
  { upToPercentFpl: 250, planPaysPercent: 73 },
] as const

/** The out-of-pocket maximum no marketplace plan may exceed for in-network essential benefits. */
export const outOfPocketMax = { year: 2025, individual: 9200, family: 18400 } as const

/** Medicare eligibility age, where the Medicare enrolment window in content/figures.ts starts counting. */
export const medicareAge = 65

/** Adults under this share of the poverty level get Medicaid, not marketplace credits, in expansion states. */
export const medicaidExpansionPercentFpl = 138
