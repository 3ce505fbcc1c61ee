import { Fragment } from 'react'
import { Helmet, HelmetProvider } from 'react-helmet-async'
import type { FaqItem, PageMeta } from '../../content/types'
import { config } from '../lib/env'
import { buildHead, crawlerHead, jsonLdText, type NoindexPage } from '../lib/seo'

/**
 * react-helmet-async renders the page tags when the site is prerendered. With React 19 all it does is render
 * <title>/<meta>/<link>, which React itself hoists into <head>; so the browser build renders the same elements
 * without it and saves its 5 KB (gzip) on every first visit. `import.meta.env.SSR` is a build-time constant, so
 * each bundle keeps only its branch.
 */
export const HeadTags = import.meta.env.SSR ? Helmet : Fragment

export const HeadProvider = import.meta.env.SSR ? HelmetProvider : Fragment

/** The one head system: every route renders exactly one <Seo>. JSON-LD stays in the body, where it is valid. */
export function Seo({ page, faq }: { page: PageMeta | NoindexPage; faq?: readonly FaqItem[] }) {
  const head = buildHead(page, config, faq)
  // The twins' hreflang links and og:locale:alternate: in the prerendered HTML only (src/lib/seo.ts, crawlerHead).
  const crawler = import.meta.env.SSR ? crawlerHead(page, config) : undefined
  return (
    <>
      <HeadTags>
        <title>{head.title}</title>
        {head.meta.map((tag) => (
          <meta key={tag.name ?? tag.property} name={tag.name} property={tag.property} content={tag.content} />
        ))}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {crawler?.meta.map((tag) => (
          <meta key={tag.content} property={tag.property} content={tag.content} />
        ))}
        {crawler?.alternates.map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
      </HeadTags>
      {head.jsonLd.map((data) => (
        <script
          key={String(data['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is a script's text; jsonLdText escapes `<`
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  )
}
