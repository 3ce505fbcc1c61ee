import type { FaqItem, PageMeta } from '../../content/types'
import { agency } from '../../content/agency'
import { htmlLang, localeOfPath, ogLocale } from '../../content/locales'
import type { SiteConfig } from './env'

export type HeadTags = {
  /** The document's language (`<html lang>`), from the page's path. */
  lang: string
  title: string
  meta: Array<{ name?: string; property?: string; content: string }>
  /** Null for a page search engines must not index (the 404 page). */
  canonical: string | null
  jsonLd: Array<Record<string, unknown>>
}

/** A page search engines must not index: its title and `noindex`, nothing to share or cite. */
export type NoindexPage = { path: string; title: string }

/**
 * Turns a page's data into every head tag and structured-data block it needs, the 404 page's included (noindex).
 * Pure, so it is tested directly.
 */
export function buildHead(page: PageMeta | NoindexPage, site: SiteConfig, faq: readonly FaqItem[] = []): HeadTags {
  const locale = localeOfPath(page.path)
  if (!('description' in page)) {
    return { lang: htmlLang[locale], title: page.title, meta: [{ name: 'robots', content: 'noindex' }], canonical: null, jsonLd: [] }
  }
  const canonical = site.siteUrl + (page.canonicalPath ?? page.path)
  const jsonLd: Array<Record<string, unknown>> = [insuranceAgency(site)]
  if (faq.length > 0) jsonLd.push(faqPage(faq))
  return {
    lang: htmlLang[locale],
    title: page.title,
    canonical,
    meta: [
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: agency.name },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: ogLocale[locale] },
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
    // say (a bare price range per month was true of 2025 only), and the agency's own help costs nothing.
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
