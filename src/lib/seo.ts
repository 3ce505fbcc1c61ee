import type { FaqItem, PageMeta } from '../../content/types'
import { agencyName } from '@copy/site'
import { stateLinks } from '@copy/navigation'
import { language, pageLocale, pageLocales } from '@copy/language'
import type { Locale, PageLocale } from '../../rules/locales'
import type { SiteConfig } from './env'

export type HeadTags = {
  /** The document's language (`<html lang>`): the language of the build that renders the page. */
  lang: Locale
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
 * content/ names a page by its route ('/sep'); in another language it lives under its prefix ('/es/sep', the home '/es/'), and
 * each twin names the other. Pure, so it is tested directly in both languages.
 */
export function buildHead(
  page: PageMeta | NoindexPage,
  site: SiteConfig,
  faq: readonly FaqItem[] = [],
  locale: PageLocale = pageLocale,
): HeadTags {
  if (!('description' in page)) {
    return {
      lang: locale.code,
      title: page.title,
      meta: [{ name: 'robots', content: 'noindex' }],
      canonical: null,
      jsonLd: [],
    }
  }
  const canonical = site.siteUrl + locale.pathPrefix + (page.canonicalPath ?? page.path)
  const jsonLd: Array<Record<string, unknown>> = [insuranceAgency(site)]
  if (faq.length > 0) jsonLd.push(faqPage(faq, locale.code))
  return {
    lang: locale.code,
    title: page.title,
    canonical,
    meta: [
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: agencyName },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: locale.og },
      { name: 'twitter:card', content: 'summary' },
    ],
    jsonLd,
  }
}

/** What only crawlers and link previews read of a page: its twins in every language and their Open Graph locales. */
export type CrawlerHead = {
  /** The page in each language and the English one as x-default (`<link rel="alternate" hreflang>`). */
  alternates: Array<{ hreflang: string; href: string }>
  /** og:locale:alternate, one per other language. */
  meta: Array<{ property: string; content: string }>
}

/**
 * The twins of an indexed page. A page that repeats another (a canonicalPath) or must not be indexed names none. Only
 * the prerendered HTML carries these (src/components/Seo.tsx): the browser bundle would download them on every first
 * visit for tags no browser reads.
 */
export function crawlerHead(page: PageMeta | NoindexPage, site: SiteConfig, locale: Locale = language): CrawlerHead {
  if (!('description' in page) || page.canonicalPath) return { alternates: [], meta: [] }
  const url = (twin: PageLocale) => site.siteUrl + twin.pathPrefix + page.path
  return {
    alternates: [
      ...pageLocales.map((twin) => ({ hreflang: twin.code, href: url(twin) })),
      { hreflang: 'x-default', href: url(pageLocales[0]) },
    ],
    meta: pageLocales
      .filter((twin) => twin.code !== locale)
      .map((twin) => ({ property: 'og:locale:alternate', content: twin.og })),
  }
}

function insuranceAgency(site: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: agencyName,
    url: site.siteUrl + '/',
    telephone: site.phone.e164,
    // The states the footer lists as served, not the whole country.
    areaServed: stateLinks.map((state) => ({ '@type': 'State', name: state.label })),
    // No priceRange: what a plan costs after credits depends on income, age and ZIP code, which a range here cannot
    // say (a bare price range per month was true of 2025 only), and the agency's own help costs nothing.
    // No aggregateRating: a business's own markup may not rate itself (search engines ignore or penalise self-serving
    // review markup), and the figure is the review site's, shown on the page with the day it was read.
    sameAs: [site.reviewsUrl],
  }
}

function faqPage(faq: readonly FaqItem[], inLanguage: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
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
