import { describe, expect, it } from 'vitest'
import { readConfig } from '../../src/lib/readConfig'
import { buildHead, crawlerHead, jsonLdText } from '../../src/lib/seo'
import { locales, pageLocaleOf } from '../../rules/locales'
import { stateLinks } from '../../content/en/navigation'
import { checkStructuredData } from '../support/promises'

const site = readConfig({ VITE_SITE_URL: 'https://agency.example' })
const page = { path: '/sep', title: 'Special Enrollment', description: 'Enroll within 60 days.' }

describe('buildHead', () => {
  it('gives an English page lang en and og:locale en_US', () => {
    const head = buildHead(page, site)
    expect(head.lang).toBe('en')
    expect(head.meta.filter((tag) => tag.property?.startsWith('og:locale'))).toEqual([
      { property: 'og:locale', content: 'en_US' },
    ])
  })

  it('gives a Spanish page lang es, og:locale es_US and its canonical URL under /es', () => {
    const head = buildHead(page, site, [], pageLocaleOf('es'))
    expect(head.lang).toBe('es')
    expect(head.canonical).toBe('https://agency.example/es/sep')
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://agency.example/es/sep' })
    expect(head.meta.filter((tag) => tag.property?.startsWith('og:locale'))).toEqual([
      { property: 'og:locale', content: 'es_US' },
    ])
  })

  it('gives the 404 page the language of the build that answers it', () => {
    expect(buildHead({ path: '/no-such-page', title: 'Página no encontrada' }, site, [], pageLocaleOf('es')).lang).toBe(
      'es',
    )
  })

  it("puts a Spanish page's repeated route's canonical under /es too", () => {
    const head = buildHead(
      { ...page, path: '/self-employed-coverage', canonicalPath: '/insurance-for-self-employed' },
      site,
      [],
      pageLocaleOf('es'),
    )
    expect(head.canonical).toBe('https://agency.example/es/insurance-for-self-employed')
  })

  it('gives a page search engines must not index (the 404) its title and noindex only', () => {
    expect(buildHead({ path: '/no-such-page', title: 'Page not found' }, site)).toEqual({
      lang: 'en',
      title: 'Page not found',
      meta: [{ name: 'robots', content: 'noindex' }],
      canonical: null,
      jsonLd: [],
    })
  })

  it('gives the title, description and a canonical URL on the site address', () => {
    const head = buildHead(page, site)
    expect(head.title).toBe('Special Enrollment')
    expect(head.canonical).toBe('https://agency.example/sep')
    expect(head.meta).toContainEqual({ name: 'description', content: 'Enroll within 60 days.' })
  })

  it('gives Open Graph tags that repeat the title, description and canonical URL', () => {
    const head = buildHead(page, site)
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Special Enrollment' })
    expect(head.meta).toContainEqual({ property: 'og:description', content: 'Enroll within 60 days.' })
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://agency.example/sep' })
  })

  it('points a repeated page at the original with canonicalPath', () => {
    const head = buildHead(
      { ...page, path: '/self-employed-coverage', canonicalPath: '/insurance-for-self-employed' },
      site,
    )
    expect(head.canonical).toBe('https://agency.example/insurance-for-self-employed')
  })

  it('describes the agency on every page and adds FAQPage only where there are questions', () => {
    expect(buildHead(page, site).jsonLd.map((data) => data['@type'])).toEqual(['InsuranceAgency'])
    const withFaq = buildHead(page, site, [{ question: 'How long?', answer: '60 days.' }])
    expect(withFaq.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: '60 days.' } }],
    })
  })

  it('gives the agency no price range: a plan’s price after credits depends on income, age and ZIP code', () => {
    const [agencyData] = buildHead(page, site).jsonLd
    expect(agencyData['@type']).toBe('InsuranceAgency')
    expect(agencyData).not.toHaveProperty('priceRange')
  })

  it('gives the agency no aggregateRating of its own, and the states it serves as its area, not the whole country', () => {
    const [agencyData] = buildHead(page, site).jsonLd
    expect(agencyData).not.toHaveProperty('aggregateRating')
    expect(checkStructuredData(buildHead(page, site).jsonLd)).toEqual([])
    expect(agencyData.areaServed).toEqual(stateLinks.map((state) => ({ '@type': 'State', name: state.label })))
    expect(stateLinks).toHaveLength(11)
  })
})

describe('crawlerHead', () => {
  it('names both twins and English as x-default, and the other language for link previews, in either language', () => {
    for (const locale of locales) {
      const head = crawlerHead(page, site, locale)
      expect(head.alternates).toEqual([
        { hreflang: 'en', href: 'https://agency.example/sep' },
        { hreflang: 'es', href: 'https://agency.example/es/sep' },
        { hreflang: 'x-default', href: 'https://agency.example/sep' },
      ])
      expect(head.meta).toEqual([{ property: 'og:locale:alternate', content: locale === 'en' ? 'es_US' : 'en_US' }])
    }
  })

  it("writes the home pages' twins as their routers link them: '/' and '/es/'", () => {
    expect(crawlerHead({ ...page, path: '/' }, site).alternates.map((link) => link.href)).toEqual([
      'https://agency.example/',
      'https://agency.example/es/',
      'https://agency.example/',
    ])
  })

  it('names no twins on a page that repeats another, nor on the 404 page', () => {
    expect(crawlerHead({ ...page, canonicalPath: '/insurance-for-self-employed' }, site)).toEqual({
      alternates: [],
      meta: [],
    })
    expect(crawlerHead({ path: '/x', title: 'Page not found' }, site)).toEqual({ alternates: [], meta: [] })
  })
})

describe('jsonLdText', () => {
  it('escapes < so copy can never close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
