import { Helmet } from 'react-helmet-async'
import type { FaqItem, PageMeta } from '../../content/types'
import { config } from '../lib/env'
import { buildHead, jsonLdText } from '../lib/seo'

/** The one head system: every route renders exactly one <Seo>. JSON-LD stays in the body, where it is valid. */
export function Seo({ page, faq }: { page: PageMeta; faq?: readonly FaqItem[] }) {
  const head = buildHead(page, config, faq)
  return (
    <>
      <Helmet>
        <title>{head.title}</title>
        {head.meta.map((tag) => (
          <meta key={tag.name ?? tag.property} name={tag.name} property={tag.property} content={tag.content} />
        ))}
        <link rel="canonical" href={head.canonical} />
      </Helmet>
      {head.jsonLd.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  )
}
