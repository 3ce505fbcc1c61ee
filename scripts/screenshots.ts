/**
 * `npm run screenshots [-- --engine chromium|firefox|webkit]`: a full-page PNG of every built route at 390, 768 and
 * 1280 px wide, plus the not-found page, taken from the build (DIST_DIR, default dist; run `npm run build` first)
 * served by server/, in the system Chromium (default), Firefox ESR or WebKitGTK (driven as the engine smoke suites
 * drive them, tests/engines). Written to SCREENSHOTS_DIR (default screenshots/) as <engine>/<route>@<width>.png, so
 * anyone can look at every page without clicking through, and set one engine's pages beside another's.
 * SCREENSHOT_ROUTES=/,/sep limits the routes.
 */
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { siteChromium } from './browsers/chromiumPath'
import { createApp } from '../server/app'
import { locales, pathIn } from '../rules/locales'
import { builtRoutes } from './bench/builtRoutes'
import { engines, missingFor } from './browsers/engines'
import type { BrowserSession } from './browsers/session'
import { isHydrated } from './browsers/inPage'

const WIDTHS = [390, 768, 1280] as const
const ENGINES = ['chromium', 'firefox', 'webkit'] as const
type Engine = (typeof ENGINES)[number]
const chromePath = siteChromium()
const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')

/** One browser window that takes the pictures: sized per width, then one full-page PNG per route. */
type Camera = {
  resize: (width: number) => Promise<void>
  shoot: (url: string, file: string) => Promise<void>
  close: () => Promise<void>
}

const heightFor = (width: number) => (width < 768 ? 844 : 900)

async function chromiumCamera(): Promise<Camera> {
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: run \`bash scripts/test/ensure-chromium.sh\` or set CHROME_PATH.`)
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  let context = await browser.newContext()
  let page = await context.newPage()
  return {
    async resize(width) {
      await context.close()
      const phone = width < 768
      context = await browser.newContext({
        viewport: { width, height: heightFor(width) },
        isMobile: phone,
        hasTouch: phone,
        reducedMotion: 'reduce',
      })
      page = await context.newPage()
    },
    async shoot(url, file) {
      await page.goto(url, { waitUntil: 'networkidle' })
      await page.screenshot({ path: file, fullPage: true })
    },
    close: () => browser.close(),
  }
}

function engineCamera(session: BrowserSession): Camera {
  return {
    resize: (width) => session.setViewport(width, heightFor(width)),
    async shoot(url, file) {
      await session.open(url)
      if (!(await session.waitFor(isHydrated, 15_000)))
        console.warn(`${url} did not hydrate within 15 s: taken as it is`)
      await session.screenshot(file, { fullPage: true })
    },
    close: () => session.close(),
  }
}

async function openCamera(engine: Engine): Promise<Camera> {
  if (engine === 'chromium') return chromiumCamera()
  const missing = missingFor(engine)
  if (missing)
    throw new Error(
      `${engines[engine].label}: ${missing} (or run \`bash scripts/test/ensure-engines.sh ${engine}\` as root)`,
    )
  return engineCamera(await engines[engine].launch({ reducedMotion: true }))
}

function engineArgument(argv: string[]): Engine {
  const at = argv.indexOf('--engine')
  const value = at === -1 ? 'chromium' : argv[at + 1]
  const engine = ENGINES.find((name) => name === value)
  if (!engine) throw new Error(`--engine must be one of ${ENGINES.join(', ')}, got ${value ?? 'nothing'}`)
  return engine
}

const fileName = (route: string, width: number) =>
  `${route === '/' ? 'home' : route.slice(1).replace(/\/$/, '').replaceAll('/', '_')}@${width}.png`

async function main() {
  const engine = engineArgument(process.argv.slice(2))
  const outDir = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots', engine)
  if (!existsSync(join(clientDir, 'index.html')))
    throw new Error(`No built site at ${clientDir}: run \`npm run build\` first.`)
  const only = process.env.SCREENSHOT_ROUTES?.split(',').filter(Boolean)
  const routes = only ?? [
    ...(await builtRoutes(clientDir)),
    ...locales.map((locale) => pathIn(locale, '/this-page-does-not-exist')),
  ]

  const server = createApp({ distDir: clientDir })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the server did not bind a TCP port')
  const origin = `http://127.0.0.1:${address.port}`

  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const camera = await openCamera(engine)
  try {
    for (const width of WIDTHS) {
      await camera.resize(width)
      for (const route of routes) await camera.shoot(`${origin}${route}`, join(outDir, fileName(route, width)))
      console.log(`${engine}, ${width} px: ${routes.length} pages`)
    }
  } finally {
    await camera.close()
    await new Promise<void>((done) => server.close(() => done()))
  }
  console.log(`written: ${relative(process.cwd(), outDir)}/ (${routes.length * WIDTHS.length} PNGs)`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
