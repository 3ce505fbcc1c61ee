import type { CoverageYearFile } from './types'

/** 2026 coverage: the enhanced credits ended with 2025; measured against the 2025 guidelines. */
export const year2026 = {
  year: 2026,
  guidelineYear: 2025,
  applicablePercentages: {
    source: 'applicablePercentage2026',
    bands: [
      { from: 0, to: 133, initial: 210, final: 210 },
      { from: 133, to: 150, initial: 314, final: 419 },
      { from: 150, to: 200, initial: 419, final: 660 },
      { from: 200, to: 250, initial: 660, final: 844 },
      { from: 250, to: 300, initial: 844, final: 996 },
      { from: 300, to: 400, initial: 996, final: 996 },
    ],
    over400: null,
  },
  // 400% again: where the applicable percentage bands end.
  upperLimitPercent: 400,
  affordabilityPercent: 996,
  openEnrollment: {
    start: '2025-11-01',
    end: '2026-01-15',
    januaryFirstBy: '2025-12-15',
    source: 'openEnrollmentBefore2027',
  },
  outOfPocketMax: { self: 10600, family: 21200, source: 'outOfPocketMax2026' },
  repayment: { rule: 'all', source: 'repaymentUncapped' },
  creditEligibility: { rule: 'lawfullyPresentFrom100', source: 'creditEligibility' },
  georgiaPathwaysApproved: { approved: true, source: 'georgiaPathways' },
} as const satisfies CoverageYearFile
