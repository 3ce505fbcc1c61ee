/** Where each fact of the estimator comes from (../shared/ACA-RULES.md cites the same). */
export type Source = { title: string; url: string }

export const sources = {
  povertyGuidelines2024: { title: 'HHS poverty guidelines for 2024, Federal Register, 17 January 2024', url: 'https://aspe.hhs.gov/poverty-guidelines' },
  povertyGuidelines2025: { title: 'HHS poverty guidelines for 2025, Federal Register, 17 January 2025 (FR Doc 2025-01377)', url: 'https://aspe.hhs.gov/poverty-guidelines' },
  povertyGuidelines2026: { title: 'HHS poverty guidelines for 2026, Federal Register, 15 January 2026', url: 'https://aspe.hhs.gov/poverty-guidelines' },
  applicablePercentage2025: {
    title: '26 U.S.C. 36B(b)(3)(A) as amended by the American Rescue Plan Act (sec. 9661) and the Inflation Reduction Act (sec. 12001)',
    url: 'https://www.law.cornell.edu/uscode/text/26/36B',
  },
  applicablePercentage2026: { title: 'IRS Revenue Procedure 2025-25', url: 'https://www.irs.gov/irb' },
  applicablePercentage2027: { title: 'IRS Revenue Procedure 2026-26', url: 'https://www.irs.gov/irb' },
  guidelineYearRule: { title: '26 CFR 1.36B-1(h): the guidelines published before open enrollment for the coverage year', url: 'https://www.ecfr.gov/current/title-26/section-1.36B-1' },
  form8962: { title: 'IRS Form 8962 and its instructions (rounding conventions)', url: 'https://www.irs.gov/forms-pubs/about-form-8962' },
  medicaidExpansion: { title: 'KFF, Status of State Medicaid Expansion Decisions (2026)', url: 'https://www.kff.org/medicaid/issue-brief/status-of-state-medicaid-expansion-decisions/' },
  costSharing: { title: '45 CFR 156.420: cost-sharing reductions on Silver plans', url: 'https://www.ecfr.gov/current/title-45/section-156.420' },
} as const satisfies Record<string, Source>
