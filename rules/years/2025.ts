import type { CoverageYearFile } from './types'

/** 2025 coverage: the last year of the enhanced credits (ARPA / IRA), measured against the 2024 guidelines. */
export const year2025 = {
  year: 2025,
  guidelineYear: 2024,
  // ARPA / IRA enhanced credits: nothing under 150%, and nobody pays more than 8.5% of income.
  applicablePercentages: {
    source: 'applicablePercentage2025',
    bands: [
      { from: 0, to: 150, initial: 0, final: 0 },
      { from: 150, to: 200, initial: 0, final: 200 },
      { from: 200, to: 250, initial: 200, final: 400 },
      { from: 250, to: 300, initial: 400, final: 600 },
      { from: 300, to: 400, initial: 600, final: 850 },
    ],
    over400: 850,
  },
  // Under the enhanced credits a credit went on above 400% of the poverty line.
  upperLimitPercent: null,
  // No affordability percentage for 2025 was read from its source: none is stated.
  affordabilityPercent: null,
  openEnrollment: {
    start: '2024-11-01',
    end: '2025-01-15',
    januaryFirstBy: '2024-12-15',
    source: 'openEnrollmentBefore2027',
  },
  outOfPocketMax: { self: 9200, family: 18400, source: 'outOfPocketMax2025' },
  repayment: { rule: 'capped', source: 'repaymentCapped' },
  creditEligibility: { rule: 'lawfullyPresent', source: 'creditEligibility' },
  georgiaPathwaysApproved: { approved: true, source: 'georgiaPathways' },
} as const satisfies CoverageYearFile
