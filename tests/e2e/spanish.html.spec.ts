import { englishPath, pathIn } from '../../rules/locales'
import { agency } from '../../content/en/agency'
import { avoid } from '../../content/es/browser/glossary'
import { englishNames } from '../../content/es/language'
import { readConfig } from '../../src/lib/readConfig'
import { notFoundCopy as spanishNotFound } from '../../content/es/pages/notFound'
import { expect, test, type PrerenderedPage } from './support/fixtures'
import { copyStrings } from './support/copyStrings'
import { ofType, parseJsonLd } from './support/jsonld'
import { routes, spanishRoutes } from './support/site'

/**
 * The Spanish twins, read as a crawler reads them: one twin per English page and no other, each in
 * Spanish with its own canonical URL and reciprocal hreflang links, both listed in the sitemap with their alternates;
 * and no English copy on a Spanish page, no Spanish copy on an English one.
 */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
      lang,
      new URL(href).pathname,
    ]),
  )

async function head(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  return { html, lang: /<html lang="([^"]*)"/.exec(html)?.[1], alternates: alternates(html) }
}

test('every English page has its Spanish twin, and every twin an English page', () => {
  expect(spanishRoutes).toEqual(routes.map((path) => pathIn('es', path)))
})

for (const path of spanishRoutes) {
  test(`${path}: Spanish, self-canonical, and named by its English twin as it names it`, async ({
    prerendered,
    request,
  }) => {
    const english = englishPath(path)
    const [page, twin] = await Promise.all([prerendered(path), prerendered(english)])
    const [own, other] = await Promise.all([head(request, path), head(request, english)])
    expect(page.status).toBe(200)
    expect(own.lang).toBe('es')
    expect(page.titles[0].text).not.toBe(twin.titles[0].text)
    expect(page.openGraph).toContainEqual({ property: 'og:locale', content: 'es_US' })
    const canonical = new URL(page.canonicals[0].href).pathname
    if (canonical === path) {
      expect(page.openGraph).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' })
      expect(own.alternates).toEqual({ en: english, es: path, 'x-default': english })
      expect(other.alternates).toEqual(own.alternates)
    } else {
      // A page that repeats another (the second self-employed route) names its Spanish original and no twins.
      expect(canonical).toBe(pathIn('es', new URL(twin.canonicals[0].href).pathname))
      expect(own.alternates).toEqual({})
    }
    for (const faq of ofType(parseJsonLd(page.jsonLd), 'FAQPage')) expect(faq.inLanguage).toBe('es')
  })
}

test('sitemap.xml lists both languages, each URL with its twin and x-default', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').pathname,
    links: Object.fromEntries(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href).pathname]),
    ),
  }))
  const english = entries.filter((entry) => !entry.loc.startsWith('/es/'))
  expect(entries.filter((entry) => entry.loc.startsWith('/es/')).map((entry) => entry.loc)).toEqual(
    english.map((entry) => pathIn('es', entry.loc)),
  )
  for (const entry of entries)
    expect(entry.links).toEqual({
      en: englishPath(entry.loc),
      es: pathIn('es', entry.loc),
      'x-default': englishPath(entry.loc),
    })
})

/** The visible text, the head's descriptions and the attributes' words of a page, as one string to search. */
const readable = (page: PrerenderedPage) =>
  [page.text, ...page.titles.map((t) => t.text), ...page.descriptions.map((d) => d.content)].join('\n')

test('no English copy on a Spanish page, no Spanish copy on an English page', async ({ prerendered }) => {
  const { english, spanish } = await copyStrings()
  const found: string[] = []
  for (const [index, path] of spanishRoutes.entries()) {
    const [es, en] = await Promise.all([prerendered(path), prerendered(routes[index])])
    found.push(...english.filter((words) => readable(es).includes(words)).map((words) => `${path}: '${words}'`))
    found.push(
      ...spanish.filter((words) => readable(en).includes(words)).map((words) => `${routes[index]}: '${words}'`),
    )
  }
  expect(found).toEqual([])
})

test("Spanish pages use the glossary's terms, never the wordings it replaces", async ({ prerendered }) => {
  const found: string[] = []
  for (const path of spanishRoutes) {
    const text = readable(await prerendered(path))
    for (const { not, use } of avoid) {
      const match = not.exec(text)
      if (match) found.push(`${path}: '${match[0]}' (write '${use}')`)
    }
  }
  expect(found).toEqual([])
})

test('an unknown path under /es answers the Spanish 404 page, noindex, linking the Spanish home', async ({
  request,
  prerendered,
}) => {
  const response = await request.get('/es/no-existe')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(/<html lang="([^"]*)"/.exec(html)?.[1]).toBe('es')
  expect(html).toContain(`<title>${spanishNotFound.title}</title>`)
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  const page = await prerendered('/es/no-existe')
  expect(page.links).toContainEqual(expect.objectContaining({ href: '/es/', text: spanishNotFound.home }))
})

test('English proper names inside Spanish sentences are marked lang="en", so a screen reader says them in English', async ({
  prerendered,
}) => {
  // The names content/es/language.ts lists, and those the site's settings give (defaults, as the tests build it).
  const { agencyLegalName, trust } = readConfig({})
  const names = [...englishNames, agencyLegalName, trust.reviewsSource]
  const unmarked: string[] = []
  const marked = new Set<string>()
  for (const path of spanishRoutes) {
    const page = await prerendered(path)
    for (const name of names) {
      if (page.textInPageLanguage.includes(name)) unmarked.push(`${path}: ${name}`)
      if (page.text.includes(name)) marked.add(name)
    }
  }
  expect(unmarked).toEqual([])
  // The Better Business Bureau is named only once the agency dates its grade (rules/agencyFacts.ts): not by default.
  const shown = names.filter((name) => name !== 'Better Business Bureau' || agency.bbb !== null)
  expect([...marked].sort()).toEqual([...new Set(shown)].sort())
})
