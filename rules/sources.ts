/** Where each fact of the estimator comes from (../shared/ACA-RULES.md cites the same). */
export type Source = { title: string; url: string }

/**
 * Facts name their source by its key here (`source: 'form8962'`), so a page or form that reads a fact does not
 * download every source's title: only what shows the sources (the estimator's result) imports this list.
 */
export type SourceKey = keyof typeof sources

export const sources = {
  povertyGuidelines2024: {
    title: 'HHS poverty guidelines for 2024, Federal Register, 17 January 2024',
    url: 'https://aspe.hhs.gov/poverty-guidelines',
  },
  povertyGuidelines2025: {
    title: 'HHS poverty guidelines for 2025, Federal Register, 17 January 2025 (FR Doc 2025-01377)',
    url: 'https://aspe.hhs.gov/poverty-guidelines',
  },
  povertyGuidelines2026: {
    title: 'HHS poverty guidelines for 2026, Federal Register, 15 January 2026 (FR Doc 2026-00755, 91 FR 1798)',
    url: 'https://aspe.hhs.gov/poverty-guidelines',
  },
  applicablePercentage2025: {
    title:
      '26 U.S.C. 36B(b)(3)(A) as amended by the American Rescue Plan Act (sec. 9661) and the Inflation Reduction Act (sec. 12001)',
    url: 'https://www.law.cornell.edu/uscode/text/26/36B',
  },
  applicablePercentage2026: { title: 'IRS Revenue Procedure 2025-25', url: 'https://www.irs.gov/irb' },
  applicablePercentage2027: { title: 'IRS Revenue Procedure 2026-26', url: 'https://www.irs.gov/irb' },
  guidelineYearRule: {
    title: '26 CFR 1.36B-1(h): the guidelines published before open enrollment for the coverage year',
    url: 'https://www.ecfr.gov/current/title-26/section-1.36B-1',
  },
  form8962: {
    title: 'IRS Form 8962 and its instructions (rounding conventions)',
    url: 'https://www.irs.gov/forms-pubs/about-form-8962',
  },
  medicaidExpansion: {
    title: 'KFF, Status of State Medicaid Expansion Decisions (2026)',
    url: 'https://www.kff.org/medicaid/issue-brief/status-of-state-medicaid-expansion-decisions/',
  },
  costSharing: {
    title: '45 CFR 156.420: cost-sharing reductions on Silver plans',
    url: 'https://www.ecfr.gov/current/title-45/section-156.420',
  },
  openEnrollmentBefore2027: {
    title: '45 CFR 155.410(e): annual open enrollment period (before the 2027 coverage year)',
    url: 'https://www.ecfr.gov/current/title-45/section-155.410',
  },
  openEnrollmentFrom2027: {
    title:
      '45 CFR 155.410(e) as amended by the 2025 Marketplace Integrity and Affordability rule (90 FR 27074, 25 June 2025)',
    url: 'https://www.ecfr.gov/current/title-45/section-155.410',
  },
  outOfPocketMax2025: {
    title: 'HHS Notice of Benefit and Payment Parameters for 2025 (maximum annual limitation on cost sharing)',
    url: 'https://www.healthcare.gov/glossary/out-of-pocket-maximum-limit/',
  },
  outOfPocketMax2026: {
    title:
      'HHS premium adjustment percentage guidance for 2026, as revised by the 2025 Marketplace Integrity and Affordability rule',
    url: 'https://www.cms.gov/marketplace/resources/regulations-guidance',
  },
  outOfPocketMax2027: {
    title: 'HHS premium adjustment percentage guidance for 2027, as reported by secondary sources',
    url: 'https://www.cms.gov/marketplace/resources/regulations-guidance',
  },
  repaymentCapped: {
    title: '26 U.S.C. 36B(f)(2)(B): limits on repaying excess advance credit',
    url: 'https://www.law.cornell.edu/uscode/text/26/36B',
  },
  repaymentUncapped: {
    title: 'Public Law 119-21, sec. 71305: no limit on repaying excess advance credit after 2025',
    url: 'https://www.congress.gov/bill/119th-congress/house-bill/1',
  },
  creditEligibility: {
    title:
      'Public Law 119-21 (H.R. 1, signed 4 July 2025): which lawfully present immigrants may get the premium tax credit',
    url: 'https://www.congress.gov/bill/119th-congress/house-bill/1',
  },
  medicaidWorkRequirement: {
    title: 'Public Law 119-21, sec. 71119: Medicaid community engagement requirement',
    url: 'https://www.congress.gov/bill/119th-congress/house-bill/1',
  },
  medicaidWorkRequirementNebraska: {
    title:
      'KFF, Medicaid work requirements: Nebraska began enforcing the requirement on 1 May 2026 (with news reports of the same)',
    url: 'https://www.kff.org/medicaid/',
  },
  georgiaPathways: {
    title: 'CMS, Georgia Pathways to Coverage section 1115 demonstration (extended through 31 December 2026)',
    url: 'https://www.medicaid.gov/medicaid/section-1115-demonstrations',
  },
  enhancedCreditsEnd: {
    title:
      '26 U.S.C. 36B(b)(3)(A) as amended by the Inflation Reduction Act (sec. 12001): the enhanced credits end with 2025',
    url: 'https://www.law.cornell.edu/uscode/text/26/36B',
  },
  aetnaExit: {
    title: 'CVS Health, 1 May 2025: Aetna leaves the ACA individual market in every state from 2026',
    url: 'https://www.cvshealth.com/news',
  },
  zeroToTenPlans2025: {
    title: 'CMS 2025 open enrollment data, as reported by secondary sources',
    url: 'https://www.cms.gov/data-research/statistics-trends-reports/marketplace-products',
  },
} as const satisfies Record<string, Source>
