import type { SourceKey } from './sources'

/** The HHS regions with their own poverty guidelines: the 48 contiguous states and DC, Alaska, Hawaii. */
export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii'

export type GuidelineYear = 2024 | 2025 | 2026

/** Whole dollars: the first person, and each additional person of the household. */
export type Guideline = {
  firstPerson: number
  eachAdditional: number
  /** Set where a figure is not yet checked against ASPE's own table. */
  unverified?: string
}

export type PovertyGuidelines = {
  year: GuidelineYear
  source: SourceKey
  regions: Record<PovertyRegion, Guideline>
}

export const povertyGuidelines: Record<GuidelineYear, PovertyGuidelines> = {
  2024: {
    year: 2024,
    source: 'povertyGuidelines2024',
    regions: {
      contiguous: { firstPerson: 15060, eachAdditional: 5380 },
      alaska: { firstPerson: 18810, eachAdditional: 6730 },
      hawaii: { firstPerson: 17310, eachAdditional: 6190 },
    },
  },
  2025: {
    year: 2025,
    source: 'povertyGuidelines2025',
    regions: {
      contiguous: { firstPerson: 15650, eachAdditional: 5500 },
      alaska: { firstPerson: 19550, eachAdditional: 6880 },
      hawaii: { firstPerson: 17990, eachAdditional: 6330 },
    },
  },
  2026: {
    year: 2026,
    source: 'povertyGuidelines2026',
    regions: {
      contiguous: { firstPerson: 15960, eachAdditional: 5680 },
      // Alaska's and Hawaii's increments are the notice's own figures (FR Doc 2026-00755), quoted alike by several
      // independent sources; ASPE's web table was not read here.
      alaska: { firstPerson: 19950, eachAdditional: 7100 },
      hawaii: { firstPerson: 18360, eachAdditional: 6530 },
    },
  },
}
