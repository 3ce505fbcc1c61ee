/**
 * `npm run bench`: what a first visit to each route downloads, measured in Chromium against the built site on
 * server/. Prints gzip bytes of JavaScript and CSS per route against the budgets of DESIGN.md and writes
 * bench-results/bench.json. Figures are printed, never asserted: speed is not a timed test.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { createApp } from '../server/app'
import { builtRoutes } from './builtRoutes'

const KB = 1024
const budgets = { homeJs: 130 * KB, pageJs: 110 * KB, css: 15 * KB }

type RouteFigures = { route: string; jsFiles: number; jsGzip: number; cssGzip: number; jsBudget: number; withinBudget: boolean }

async function main() {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
  const routes = await builtRoutes(distDir)
  const server = createApp({ distDir })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('bench server did not bind a TCP port')
  const origin = `http://127.0.0.1:${address.port}`
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const results: RouteFigures[] = []
  try {
    for (const route of routes) results.push(await measure(browser, origin, distDir, route))
  } finally {
    await browser.close()
    server.close()
  }
  print(results)
  await mkdir('bench-results', { recursive: true })
  await writeFile(join('bench-results', 'bench.json'), JSON.stringify({ measuredAt: new Date().toISOString(), budgets, routes: results }, null, 2))
  console.log('\nwritten: bench-results/bench.json')
}

async function measure(browser: import('@playwright/test').Browser, origin: string, distDir: string, route: string): Promise<RouteFigures> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const files = new Map<string, 'script' | 'stylesheet'>()
  page.on('request', (request) => {
    const type = request.resourceType()
    if ((type === 'script' || type === 'stylesheet') && request.url().startsWith(origin)) files.set(new URL(request.url()).pathname, type)
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
  const jsBudget = route === '/' ? budgets.homeJs : budgets.pageJs
  return { route, jsFiles, jsGzip, cssGzip, jsBudget, withinBudget: jsGzip <= jsBudget && cssGzip <= budgets.css }
}

function print(results: RouteFigures[]) {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
  console.log(`First-visit downloads per route (gzip -9). Budgets: JS ${kb(budgets.pageJs)} (home ${kb(budgets.homeJs)}), CSS ${kb(budgets.css)}\n`)
  console.log(['route'.padEnd(34), 'JS files'.padStart(8), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10), '  budget'].join(' '))
  for (const r of results) {
    console.log([r.route.padEnd(34), String(r.jsFiles).padStart(8), kb(r.jsGzip).padStart(10), kb(r.cssGzip).padStart(10), r.withinBudget ? '  within' : '  OVER'].join(' '))
  }
  const over = results.filter((r) => !r.withinBudget)
  console.log(`\n${results.length - over.length} of ${results.length} routes within budget${over.length ? `; over: ${over.map((r) => r.route).join(', ')}` : ''}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
