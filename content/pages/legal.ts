import type { PageConversion, PageMeta } from '../types'

/** A paragraph, or a bulleted list of points. */
export type LegalBlock = string | { list: readonly string[] }

export type LegalSection = { heading: string; blocks: readonly LegalBlock[] }

/** A legal page: the privacy policy and the terms of service share this shape and one page component. */
export type LegalDocument = {
  meta: PageMeta
  conversion: PageConversion
  heading: string
  /** 'Effective' and the date the document took effect. */
  effective: string
  intro: readonly string[]
  sections: readonly LegalSection[]
  /** The last section: how to reach the agency. The page prints the phone and text numbers after the text. */
  contact: { heading: string; text: string }
  /** The other legal page, linked at the end. */
  seeAlso: { to: '/privacy-policy' | '/terms-of-service'; label: string }
}
