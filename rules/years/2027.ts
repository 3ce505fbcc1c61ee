import type { CoverageYearFile } from './types'

/** 2027 coverage: the shorter open enrollment and the narrower credit eligibility; measured against the 2026 guidelines. */
export const year2027 = {
  year: 2027,
  guidelineYear: 2026,
  applicablePercentages: {
    source: 'applicablePercentage2027',
    bands: [
      { from: 0, to: 133, initial: 215, final: 215 },
      { from: 133, to: 150, initial: 323, final: 430 },
      { from: 150, to: 200, initial: 430, final: 678 },
      { from: 200, to: 250, initial: 678, final: 866 },
      { from: 250, to: 300, initial: 866, final: 1022 },
      { from: 300, to: 400, initial: 1022, final: 1022 },
    ],
    over400: null,
  },
  upperLimitPercent: 400,
  affordabilityPercent: 1022,
  openEnrollment: {
    start: '2026-11-01',
    end: '2026-12-15',
    januaryFirstBy: '2026-12-15',
    source: 'openEnrollmentFrom2027',
  },
  outOfPocketMax: {
    self: 12000,
    family: 24000,
    source: 'outOfPocketMax2027',
    secondary: 'The 2027 out-of-pocket maximum comes from secondary sources; HHS’s own figure was not yet read.',
  },
  repayment: { rule: 'all', source: 'repaymentUncapped' },
  creditEligibility: { rule: 'citizensAndSomeImmigrants', source: 'creditEligibility' },
  // CMS extended Pathways through 31 December 2026; nothing is approved for 2027 yet.
  georgiaPathwaysApproved: { approved: false, source: 'georgiaPathways' },
} as const satisfies CoverageYearFile
