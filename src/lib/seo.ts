import type { FaqItem, PageMeta } from '../../content/types'
import { agency } from '../../content/agency'
import type { SiteConfig } from './env'

export type HeadTags = {
  title: string
  meta: Array<{ name?: string; property?: string; content: string }>
  canonical: string
  jsonLd: Array<Record<string, unknown>>
}

/** Turns a page's data into every head tag and structured-data block it needs. Pure, so it is tested directly. */
export function buildHead(page: PageMeta, site: SiteConfig, faq: readonly FaqItem[] = []): HeadTags {
  const canonical = site.siteUrl + (page.canonicalPath ?? page.path)
  const jsonLd: Array<Record<string, unknown>> = [insuranceAgency(site)]
  if (faq.length > 0) jsonLd.push(faqPage(faq))
  return {
    title: page.title,
    canonical,
    meta: [
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: agency.name },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary' },
    ],
    jsonLd,
  }
}

function insuranceAgency(site: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: agency.name,
    url: site.siteUrl + '/',
    telephone: site.phone.e164,
    areaServed: 'US',
    // No priceRange: what a plan costs after credits depends on income, age and ZIP code, which a range here cannot
    // say (a bare "$0-$10 per month" was true of 2025 only), and the agency's own help costs nothing.
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: agency.rating.score,
      bestRating: agency.rating.outOf,
      reviewCount: agency.rating.reviews,
    },
    sameAs: [site.reviewsUrl],
  }
}

function faqPage(faq: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** JSON for a <script type="application/ld+json"> block: '<' escaped so copy can never close the script. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
