/**
 * `npm run screenshots`: a full-page PNG of every built route at 390, 768 and 1280 px wide, plus the not-found
 * page, taken in the system Chromium from the build (DIST_DIR, default dist; run `npm run build` first) served by
 * server/. Written to SCREENSHOTS_DIR (default screenshots/) as <route>@<width>.png, so anyone can look at
 * every page without clicking through. SCREENSHOT_ROUTES=/,/sep limits the routes.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { chromium } from '@playwright/test'
import { createApp } from '../server/app'

const WIDTHS = [390, 768, 1280] as const
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
const outDir = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')

async function builtRoutes(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...(await builtRoutes(join(dir, entry.name))))
    else if (entry.name === 'index.html') found.push(`/${relative(clientDir, dir).split(sep).join('/')}`)
  }
  return found.sort()
}

const fileName = (route: string, width: number) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}@${width}.png`

async function main() {
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No built site at ${clientDir}: run \`npm run build\` first.`)
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: run \`bash scripts/ensure-chromium.sh\` or set CHROME_PATH.`)
  const only = process.env.SCREENSHOT_ROUTES?.split(',').filter(Boolean)
  const routes = only ?? [...(await builtRoutes(clientDir)), '/this-page-does-not-exist']

  const server = createApp({ distDir: clientDir })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the server did not bind a TCP port')
  const origin = `http://127.0.0.1:${address.port}`

  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })
  try {
    for (const width of WIDTHS) {
      const phone = width < 768
      const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' })
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
        await page.screenshot({ path: join(outDir, fileName(route, width)), fullPage: true })
      }
      await context.close()
      console.log(`${width} px: ${routes.length} pages`)
    }
  } finally {
    await browser.close()
    await new Promise<void>((done) => server.close(() => done()))
  }
  console.log(`written: ${relative(process.cwd(), outDir)}/ (${routes.length * WIDTHS.length} PNGs)`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
