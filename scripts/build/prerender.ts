/**
 * Build step 3 of 3: renders every route of the router to dist/client/<path>/index.html (complete HTML with
 * head tags), the not-found page to dist/client/404.html, sitemap.xml + robots.txt from the same table, and
 * _headers: each page's Content-Security-Policy (hashes of its inline scripts) and the other response headers.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildAssetManifest, type ViteManifest } from './assetManifest'
import { clientDir as builtClientDir, renderDir } from '../../server/distDir'
import { type BuiltPage, HEADERS_FILE, headersFile } from '../../server/headersFile'
import type { SiteConfig } from '../../src/lib/env'

const clientDir = builtClientDir()

type ServerEntry = {
  render: (url: string, manifest: ReturnType<typeof buildAssetManifest>) => Promise<Response>
  routePaths: () => string[]
  config: SiteConfig
}

async function main() {
  const viteManifest: ViteManifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'))
  const manifest = buildAssetManifest(viteManifest)
  const server: ServerEntry = await import(pathToFileURL(join(renderDir(), 'entry-server.js')).href)
  const site = server.config
  const paths = server.routePaths().sort()
  const pages: BuiltPage[] = []

  for (const path of paths) {
    const response = await server.render(site.siteUrl + path, manifest)
    if (response.status !== 200) throw new Error(`Prerendering ${path} answered ${response.status}`)
    const html = await response.text()
    await writePage(path === '/' ? 'index.html' : join(path.slice(1), 'index.html'), html)
    pages.push({ route: path, html })
  }
  const notFound = await server.render(`${site.siteUrl}/__prerender-not-found__`, manifest)
  if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}, expected 404`)
  const notFoundHtml = await notFound.text()
  await writePage('404.html', notFoundHtml)
  pages.push({ route: '/404.html', html: notFoundHtml })

  const connectSources = site.supabaseUrl ? [new URL(site.supabaseUrl).origin] : []
  const https = new URL(site.siteUrl).protocol === 'https:'
  await writeFile(join(clientDir, HEADERS_FILE), headersFile(pages, { connectSources, https }))

  const indexed = pages.filter(({ route, html }) => canonicalUrl(html) === site.siteUrl + route).map(({ route }) => route)
  await writeFile(join(clientDir, 'sitemap.xml'), sitemap(site.siteUrl, indexed))
  await writeFile(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)
  console.log(`prerendered ${paths.length} routes + 404.html, sitemap.xml (${indexed.length} URLs), robots.txt, ${HEADERS_FILE}`)
}

/** A page that repeats another names the original as its canonical URL (content/ sets it); the sitemap lists originals only. */
const canonicalUrl = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]

function sitemap(siteUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

async function writePage(file: string, html: string) {
  const target = join(clientDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
