/**
 * Build step 3 of 3: renders every route of both languages' routers to dist/client/<path>/index.html (complete HTML
 * with head tags; the Spanish twins under es/), each language's not-found page (404.html, es/404.html), sitemap.xml
 * (both languages, each URL with its alternates) and robots.txt from the same table, _headers (each page's
 * Content-Security-Policy, from the hashes of its inline scripts, and the other response headers) and _redirects
 * (each language's not-found page, for hosts that read it).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildAssetManifest, type ViteManifest } from './assetManifest'
import { sitemap } from './sitemap'
import { clientDir as builtClientDir, renderDir, viteManifestFile } from '../../server/distDir'
import { type BuiltPage, HEADERS_FILE, headersFile } from '../../server/headersFile'
import { locales, pathIn, siteLocales, type Locale } from '../../rules/locales'
import { notFoundFile, REDIRECTS_FILE, redirectsFile } from '../../server/notFound'
import { prerenderNotFoundPath } from '../../src/lib/notFoundPath'
import type { SiteConfig } from '../../src/lib/env'

const clientDir = builtClientDir()

type ServerEntry = {
  render: (url: string, manifest: ReturnType<typeof buildAssetManifest>) => Promise<Response>
  routePaths: () => string[]
  config: SiteConfig
}

/** One language's pages: its routes (with the language's prefix) and its not-found page. */
async function prerender(locale: Locale): Promise<{ site: SiteConfig; pages: BuiltPage[]; routes: number }> {
  const viteManifest: ViteManifest = JSON.parse(await readFile(join(clientDir, viteManifestFile(locale)), 'utf8'))
  const manifest = buildAssetManifest(viteManifest)
  const server: ServerEntry = await import(pathToFileURL(join(renderDir(locale), 'entry-server.js')).href)
  const site = server.config
  const prefix = siteLocales[locale].pathPrefix
  const pages: BuiltPage[] = []
  const paths = server.routePaths().sort()
  for (const path of paths) {
    const route = pathIn(locale, path)
    const response = await server.render(site.siteUrl + route, manifest)
    if (response.status !== 200) throw new Error(`Prerendering ${route} answered ${response.status}`)
    const html = await response.text()
    await writePage(join(route.slice(1), 'index.html'), html)
    pages.push({ route, html })
  }
  const notFound = await server.render(`${site.siteUrl}${prefix}${prerenderNotFoundPath}`, manifest)
  if (notFound.status !== 404) throw new Error(`The ${locale} not-found page answered ${notFound.status}, expected 404`)
  const notFoundHtml = await notFound.text()
  const file = notFoundFile(locale)
  await writePage(file, notFoundHtml)
  pages.push({ route: `/${file}`, html: notFoundHtml })
  return { site, pages, routes: paths.length }
}

async function main() {
  const built = []
  for (const locale of locales) built.push(await prerender(locale))
  const site = built[0].site
  const pages = built.flatMap((language) => language.pages)

  const connectSources = site.supabaseUrl ? [new URL(site.supabaseUrl).origin] : []
  const https = new URL(site.siteUrl).protocol === 'https:'
  await writeFile(join(clientDir, HEADERS_FILE), headersFile(pages, { connectSources, https }))
  await writeFile(join(clientDir, REDIRECTS_FILE), redirectsFile())

  const indexed = pages
    .filter(({ route, html }) => canonicalUrl(html) === site.siteUrl + route)
    .map(({ route }) => route)
  await writeFile(join(clientDir, 'sitemap.xml'), sitemap(site.siteUrl, indexed))
  await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)
  const counts = built.map(({ routes }, index) => `${routes} ${locales[index]}`).join(' + ')
  console.log(
    `prerendered ${counts} routes + ${locales.length} not-found pages, sitemap.xml (${indexed.length} URLs), robots.txt, ${HEADERS_FILE}, ${REDIRECTS_FILE}`,
  )
}

/** A page that repeats another names the original as its canonical URL (content/ sets it); the sitemap lists originals only. */
const canonicalUrl = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]

async function writePage(file: string, html: string) {
  const target = join(clientDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
