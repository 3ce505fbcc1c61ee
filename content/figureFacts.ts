/**
 * Every yearly figure of SPEC.md section 9, stored once with the year it applies to, for every language: no words
 * here, so content/figures.ts (English) and content/es/figures.ts (Spanish) re-export these and word the rest. Pages
 * render these; they never restate a number in their own copy.
 */

/** Special Enrollment Period: days to enroll after a qualifying event. (SPEC's /sep income table of 2025 prices is
 * replaced by the page year's, computed from the rules: content/pages/sep.ts.) */
export const sep = {
  daysToEnroll: 60,
} as const

/** A metal tier; `name` is the code the pages compare and each language words ('Silver', Spanish 'Plata'). */
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

/** The enrollment rules' figures; content/figures.ts adds when coverage starts, in words. */
export const enrollmentRuleFigures = {
  medicaidLossNoticeDays: 30,
  dependentMaxAge: 26,
  medicareWindowMonths: 3,
  floridaCounties: 67,
} as const

// ACA rules the guide pages explain beyond SPEC section 9 (the yearly figures live in content/acaRules/yearFacts.ts).

/** Medicare eligibility age, where the Medicare enrolment window in content/figures.ts starts counting. */
export const medicareAge = 65
