import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { Window } from 'happy-dom'
import { defaultLocale, type Locale, locales, pathIn, siteLocales } from '../../rules/locales'

/**
 * Every word a visitor (or a search engine) reads on a prerendered page: the title, the head's descriptions, the
 * visible text block by block, the words in attributes (aria-label, alt, placeholder, title) and the structured
 * data's text. tests/build/pageText.test.ts compares it with a recorded copy, so moving copy between modules cannot
 * change a word unnoticed.
 */
export type PageText = {
  title: string
  head: string[]
  blocks: string[]
  attributes: string[]
  structuredData: string[]
}

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
const blockTags =
  'p, li, h1, h2, h3, h4, h5, h6, td, th, caption, figcaption, dt, dd, summary, label, button, a, div, section, header, footer, nav, option, legend'

/** The strings of a JSON-LD block, in order (keys that are URLs, types and contexts left out). */
function jsonStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return key.startsWith('@') || /^(url|logo|image|sameAs|item|telephone)$/.test(key) ? [] : [clean(value)]
  if (Array.isArray(value)) return value.flatMap((item) => jsonStrings(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => jsonStrings(v, k))
  return []
}

export function readPageText(html: string): PageText {
  const window = new Window()
  const doc = window.document
  doc.write(html)
  const all = (selector: string) => [...doc.querySelectorAll(selector)]
  const head = all('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')
    .filter(
      (meta) => !/:(url|image|type|locale)/.test(meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''),
    )
    .map(
      (meta) => `${meta.getAttribute('name') ?? meta.getAttribute('property')}: ${clean(meta.getAttribute('content'))}`,
    )
  const structuredData = all('script[type="application/ld+json"]').flatMap((script) =>
    jsonStrings(JSON.parse(script.textContent ?? 'null')),
  )
  const body = doc.body
  body.querySelectorAll('script, style, template').forEach((node) => node.remove())
  const attributes = [...body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap((element) =>
    ['aria-label', 'alt', 'placeholder', 'title'].flatMap((name) => {
      const value = element.getAttribute(name)
      return value === null ? [] : [`${name}: ${clean(value)}`]
    }),
  )
  body.querySelectorAll(blockTags).forEach((element) => element.after(doc.createTextNode('\n')))
  const blocks = (body.textContent ?? '').split('\n').map(clean).filter(Boolean)
  const title = clean(all('title').find((element) => !element.closest('svg'))?.textContent)
  window.close()
  return { title, head, blocks, attributes, structuredData }
}

/**
 * Every prerendered page of one language in a build's client folder: '/path' -> its HTML file, the not-found page as
 * '/404.html'. English pages are the folder's, Spanish ones its es/ folder's ('/es/', '/es/sep', '/es/404.html').
 */
export function builtPages(clientDir: string, locale: Locale = defaultLocale): Map<string, string> {
  const pages = new Map<string, string>()
  const root = join(clientDir, siteLocales[locale].pathPrefix)
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const twins = dir === clientDir && locales.some((other) => siteLocales[other].pathPrefix === `/${entry.name}`)
      if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.') && !twins)
        walk(join(dir, entry.name))
      else if (entry.name === 'index.html')
        pages.set(pathIn(locale, '/' + relative(root, dir).split(sep).join('/')), join(dir, entry.name))
    }
  }
  walk(root)
  pages.set(`${siteLocales[locale].pathPrefix}/404.html`, join(root, '404.html'))
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

export function readBuiltText(clientDir: string, locale: Locale = defaultLocale): Record<string, PageText> {
  return Object.fromEntries(
    [...builtPages(clientDir, locale)].map(([path, file]) => [path, readPageText(readFileSync(file, 'utf8'))]),
  )
}
