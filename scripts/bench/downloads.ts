import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { englishPath } from '../../rules/locales'
import type { Site } from './site'

const KB = 1024

/** DESIGN.md speed budgets: first-visit gzip bytes. */
export const downloadBudgets = { homeJs: 130 * KB, pageJs: 110 * KB, css: 15 * KB }

export type RouteDownloads = {
  route: string
  jsFiles: number
  jsGzip: number
  cssGzip: number
  jsBudget: number
  withinBudget: boolean
}

/** What a first visit to each route downloads: the same-origin scripts and stylesheets Chromium requests, gzip -9. */
export async function measureDownloads(
  browser: Browser,
  site: Site,
  routes: readonly string[],
): Promise<RouteDownloads[]> {
  const results: RouteDownloads[] = []
  for (const route of routes) results.push(await measureRoute(browser, site, route))
  return results
}

async function measureRoute(browser: Browser, { origin, distDir }: Site, route: string): Promise<RouteDownloads> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const files = new Map<string, 'script' | 'stylesheet'>()
  page.on('request', (request) => {
    const type = request.resourceType()
    if ((type === 'script' || type === 'stylesheet') && request.url().startsWith(origin))
      files.set(new URL(request.url()).pathname, type)
  })
  await page.goto(origin + route, { waitUntil: 'networkidle' })
  await context.close()
  let jsGzip = 0
  let cssGzip = 0
  let jsFiles = 0
  for (const [path, type] of files) {
    const size = gzipSync(await readFile(join(distDir, path)), { level: 9 }).length
    if (type === 'script') {
      jsGzip += size
      jsFiles += 1
    } else cssGzip += size
  }
  // Both languages' home pages ('/', '/es/') carry the home's budget.
  const jsBudget = englishPath(route) === '/' ? downloadBudgets.homeJs : downloadBudgets.pageJs
  return {
    route,
    jsFiles,
    jsGzip,
    cssGzip,
    jsBudget,
    withinBudget: jsGzip <= jsBudget && cssGzip <= downloadBudgets.css,
  }
}
