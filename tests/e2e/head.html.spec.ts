import { notFoundCopy } from '../../content/en/pages/notFound'
import { readConfig } from '../../src/lib/readConfig'
import { buildHead, crawlerHead } from '../../src/lib/seo'
import { expect, test } from './support/fixtures'
import { routes, unknownPaths } from './support/site'

/**
 * The language and the 404's head come from the one head builder (src/lib/seo.ts), never from literals: each
 * prerendered document carries exactly what buildHead gives for its path. Only the language and robots tags are
 * compared, so the site URL the build was made with does not matter.
 */
const site = readConfig({})

type Head = {
  lang: string | undefined
  title: string | undefined
  meta: Array<{ name?: string; property?: string; content: string }>
  canonical: boolean
}

/** The document's <html lang>, <title>, the page's own <meta> tags (not the root's charset, viewport and theme colour) and whether it has a canonical link. */
function readHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  const meta = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/>/g)]
    .filter(([, , key]) => key !== 'viewport' && key !== 'theme-color')
    .map(([, kind, key, content]) => ({ [kind]: key, content }))
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    meta,
    canonical: head.includes('rel="canonical"'),
  }
}

const localeTags = (meta: Head['meta']) => meta.filter((tag) => tag.property?.startsWith('og:locale'))

for (const path of routes) {
  test(`${path}: <html lang> and og:locale are the head builder's for its path`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const head = readHead(html)
    // A page that repeats another (its canonical URL is the other's) names no twins.
    const canonicalPath = new URL(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '', 'http://x').pathname
    const page = { path, title: '', description: '', ...(canonicalPath === path ? {} : { canonicalPath }) }
    const built = buildHead(page, site)
    expect(head.lang).toBe(built.lang)
    expect(localeTags(head.meta)).toEqual(localeTags([...built.meta, ...crawlerHead(page, site).meta]))
  })
}

for (const path of unknownPaths) {
  test(`${path}: the 404 page's head is the head builder's noindex head`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    const head = readHead(await response.text())
    const built = buildHead({ path, title: notFoundCopy.title }, site)
    expect(built.meta).toEqual([{ name: 'robots', content: 'noindex' }])
    expect(head).toEqual({ lang: built.lang, title: built.title, meta: built.meta, canonical: false })
  })
}
