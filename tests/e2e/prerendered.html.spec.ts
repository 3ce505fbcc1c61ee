import { agency } from '../../content/en/agency'
import { expect, test } from './support/fixtures'
import { faqEntries, ofType, parseJsonLd } from './support/jsonld'
import { contactFormPages, estimatorPage } from '../../rules/formPages'
import { englishPath } from '../../rules/locales'
import { hasBackToHome, routes, spanishRoutes } from './support/site'

/**
 * What a search engine gets from each route without running JavaScript: the status, the one <h1>, the head
 * tags and the structured data, all in the prerendered HTML (the 'html' project, run once, no viewport).
 */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

test('the build has a home page and at least one other route', () => {
  expect(routes[0]).toBe('/')
  expect(routes.length).toBeGreaterThan(1)
})

test('the pages the database takes leads from are the pages with a lead form (rules/formPages.ts)', async ({
  prerendered,
}) => {
  const withForm: string[] = []
  for (const path of routes) if ((await prerendered(path)).leadForms > 0) withForm.push(path)
  expect(withForm.sort()).toEqual([...contactFormPages].sort())
  // The estimator's callback appears after an estimate: its page is the estimator's, with its heading.
  expect(routes).toContain(estimatorPage)
  expect((await prerendered(estimatorPage)).text).toContain('Tax Credit Estimator')
  // Each language's pages are the same routes under its prefix.
  for (const path of spanishRoutes)
    expect((await prerendered(path)).leadForms > 0, path).toBe(
      (contactFormPages as readonly string[]).includes(englishPath(path)),
    )
})

for (const path of routes) {
  test.describe(`prerendered ${path}`, () => {
    test('answers 200 with an HTML document', async ({ prerendered }) => {
      const page = await prerendered(path)
      expect(page.status).toBe(200)
      expect(page.contentType).toMatch(/^text\/html/)
    })

    test('has exactly one <h1>, with text', async ({ prerendered }) => {
      const { h1 } = await prerendered(path)
      expect(h1).toHaveLength(1)
      expect(h1[0]).not.toBe('')
    })

    test('has one <title> in <head>, under 65 characters', async ({ prerendered }) => {
      const { titles } = await prerendered(path)
      expect(titles).toHaveLength(1)
      expect(titles[0].inHead).toBe(true)
      expect(titles[0].text).not.toBe('')
      expect(titles[0].text.length).toBeLessThan(65)
    })

    test('has one meta description in <head>, under 160 characters', async ({ prerendered }) => {
      const { descriptions } = await prerendered(path)
      expect(descriptions).toHaveLength(1)
      expect(descriptions[0].inHead).toBe(true)
      expect(descriptions[0].content).not.toBe('')
      expect(descriptions[0].content.length).toBeLessThan(160)
    })

    test('has one absolute canonical URL naming this route, or the route this page repeats', async ({
      prerendered,
    }) => {
      const { canonicals } = await prerendered(path)
      expect(canonicals).toHaveLength(1)
      expect(canonicals[0].inHead).toBe(true)
      expect(() => new URL(canonicals[0].href)).not.toThrow()
      const target = new URL(canonicals[0].href).pathname
      expect(routes).toContain(target)
      if (target !== path) {
        // A repeated page points at the original, and the original points at itself: no chains.
        const original = await prerendered(target)
        expect(original.canonicals.map((link) => link.href)).toEqual([canonicals[0].href])
      }
    })

    test('has Open Graph title, description and url, the url being the canonical one', async ({ prerendered }) => {
      const { openGraph, canonicals } = await prerendered(path)
      const og = (property: string) => openGraph.filter((tag) => tag.property === property).map((tag) => tag.content)
      expect(og('og:title')).toHaveLength(1)
      expect(og('og:title')[0]).not.toBe('')
      expect(og('og:description')).toHaveLength(1)
      expect(og('og:description')[0]).not.toBe('')
      expect(og('og:url')).toEqual(canonicals.map((link) => link.href))
    })

    test('has valid JSON-LD naming the InsuranceAgency', async ({ prerendered }) => {
      const blocks = parseJsonLd((await prerendered(path)).jsonLd)
      expect(blocks.filter((block) => !block.ok)).toEqual([])
      const agencies = ofType(blocks, 'InsuranceAgency')
      expect(agencies).toHaveLength(1)
      expect(agencies[0].name).toEqual(expect.any(String))
      expect(agencies[0].telephone).toMatch(/^\+1\d{10}$/)
    })

    test('has FAQPage JSON-LD exactly when it shows an FAQ, each question and answer on the page', async ({
      prerendered,
    }) => {
      const page = await prerendered(path)
      const faqPages = ofType(parseJsonLd(page.jsonLd), 'FAQPage')
      if (!page.hasFaqSection) {
        expect(faqPages, 'FAQPage JSON-LD on a page that shows no FAQ section').toEqual([])
        return
      }
      expect(faqPages, 'an FAQ section without FAQPage JSON-LD').toHaveLength(1)
      const entries = faqEntries(faqPages[0])
      expect(entries.length).toBeGreaterThan(0)
      for (const { question, answer } of entries) {
        expect.soft(question).not.toBe('')
        expect.soft(page.text, 'FAQ question shown on the page').toContain(collapse(question))
        expect.soft(page.text, 'FAQ answer shown on the page').toContain(collapse(answer))
      }
    })

    test('links only to pages the site has', async ({ prerendered }) => {
      const page = await prerendered(path)
      const siteOrigin = page.canonicals[0] ? new URL(page.canonicals[0].href).origin : ''
      const internal = page.links
        .filter((link) => /^(\/(?!\/)|https?:)/i.test(link.href))
        .map((link) => new URL(link.href, siteOrigin))
        .filter((url) => url.origin === siteOrigin)
        .map((url) => url.pathname)
      // The language switch links the page's Spanish twin.
      expect(
        [...new Set(internal)].filter((target) => !routes.includes(target) && !spanishRoutes.includes(target)),
      ).toEqual([])
    })

    test(`calls the agency by its brand, ${agency.name}, and never '${agency.shortName}'`, async ({ prerendered }) => {
      const page = await prerendered(path)
      const read = [
        ...page.titles.map((title) => title.text),
        ...page.descriptions.map((meta) => meta.content),
        ...page.openGraph.map((tag) => tag.content),
        page.text,
      ]
      for (const text of read) expect.soft(text).not.toContain(agency.shortName)
      if (path === '/privacy-policy' || path === '/terms-of-service')
        expect(page.descriptions[0]?.content).toContain(agency.name)
    })

    test('has no duplicate id', async ({ prerendered }) => {
      const { ids } = await prerendered(path)
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    })

    if (hasBackToHome(path)) {
      test("links back to / with 'Back to Home'", async ({ prerendered }) => {
        const { links } = await prerendered(path)
        expect(links.filter((link) => link.href === '/' && /back to home/i.test(link.text))).toHaveLength(1)
      })
    }
  })
}

test('sitemap.xml lists exactly the routes whose canonical URL is their own', async ({ request, prerendered }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  // One at a time: the server caps each client's open connections, and both languages' pages are many.
  const pages = []
  for (const path of [...routes, ...spanishRoutes]) pages.push(await prerendered(path))
  const indexable = pages.filter(
    (page) => page.canonicals.length === 1 && new URL(page.canonicals[0].href).pathname === page.path,
  )
  expect([...locs].sort()).toEqual(indexable.map((page) => page.canonicals[0].href).sort())
})

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})
