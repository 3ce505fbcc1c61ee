/** What every page tells search engines and the agency's analytics about itself. */
export type PageMeta = {
  /** The route, e.g. "/sep". */
  path: string
  /** The <title>: under 65 characters so results show it whole. */
  title: string
  /** The meta description: under 160 characters. */
  description: string
  /** Set on a page that repeats another (e.g. the second self-employed route): the path search engines should index. */
  canonicalPath?: string
}

export type FaqItem = { question: string; answer: string }

/** The phone_call analytics event of a call button: its label, and its category as SPEC.md section 7 gives it for that page. */
export type PhoneCallEvent = {
  callLabel: string
  callCategory?: 'engagement' | 'conversion'
}

/** A prefilled text message and the analytics event of a page's call buttons. */
export type PageConversion = PhoneCallEvent & { smsBody: string }

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
