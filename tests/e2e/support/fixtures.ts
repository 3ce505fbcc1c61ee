import { test as base, expect, type ConsoleMessage, type Page, type Response } from '@playwright/test'
import { isHydrated } from '../../../scripts/browsers/inPage'

/** A route's HTML as the server sends it, read the way a crawler that runs no JavaScript reads it. */
export type PrerenderedPage = {
  path: string
  status: number
  contentType: string
  h1: string[]
  titles: Array<{ text: string; inHead: boolean }>
  descriptions: Array<{ content: string; inHead: boolean }>
  canonicals: Array<{ href: string; inHead: boolean }>
  openGraph: Array<{ property: string; content: string }>
  jsonLd: string[]
  /** A section that presents itself as an FAQ: a heading saying so, or an element named 'faq'. */
  hasFaqSection: boolean
  /** The text of the body without scripts, whitespace collapsed. */
  text: string
  /** The same without the parts marked as another language than the page's (`lang` on an element inside the body). */
  textInPageLanguage: string
  /** The same text block by block (paragraphs, list items, cells, headings, buttons): where one sentence ends. */
  blocks: string[]
  links: Array<{ href: string; text: string; target: string; rel: string }>
  ids: string[]
  /** How many forms a lead can be sent from the page has: those with the consent box (src/components/contactForm). */
  leadForms: number
}

/** Runs in the browser on a detached document from DOMParser: nothing in it executes or loads. */
function readDocument(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()
  const all = (selector: string) => [...doc.querySelectorAll(selector)]
  const inHead = (element: Element) => element.parentElement === doc.head
  const body = doc.body.cloneNode(true)
  if (body instanceof HTMLElement) body.querySelectorAll('script, style, template').forEach((node) => node.remove())
  const pageLanguage = doc.documentElement.lang
  const ownLanguage = body.cloneNode(true)
  if (ownLanguage instanceof HTMLElement) {
    ownLanguage.querySelectorAll('[lang]').forEach((node) => {
      if (node.getAttribute('lang') !== pageLanguage) node.remove()
    })
  }
  const blockBody = body.cloneNode(true)
  if (blockBody instanceof HTMLElement) {
    const blocks =
      'p, li, h1, h2, h3, h4, h5, h6, td, th, caption, figcaption, dt, dd, summary, label, button, a, div, section, header, footer, nav'
    blockBody.querySelectorAll(blocks).forEach((element) => element.after(doc.createTextNode('\n')))
  }
  return {
    h1: all('h1').map((h) => clean(h.textContent)),
    titles: all('title')
      .filter((t) => !t.closest('svg'))
      .map((t) => ({ text: clean(t.textContent), inHead: inHead(t) })),
    descriptions: all('meta[name="description"]').map((m) => ({
      content: clean(m.getAttribute('content')),
      inHead: inHead(m),
    })),
    canonicals: all('link[rel="canonical"]').map((l) => ({ href: l.getAttribute('href') ?? '', inHead: inHead(l) })),
    openGraph: all('meta[property^="og:"]').map((m) => ({
      property: m.getAttribute('property') ?? '',
      content: clean(m.getAttribute('content')),
    })),
    jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ''),
    hasFaqSection:
      all('h2, h3').some((h) => /frequently asked|\bfaqs?\b/i.test(h.textContent ?? '')) ||
      all('[class], [id]').some((el) => /(^|[\s_-])faq($|[\s_-])/i.test(`${el.getAttribute('class') ?? ''} ${el.id}`)),
    text: clean(body.textContent),
    textInPageLanguage: clean(ownLanguage.textContent),
    blocks: (blockBody.textContent ?? '').split('\n').map(clean).filter(Boolean),
    links: all('a[href]').map((a) => ({
      href: a.getAttribute('href') ?? '',
      text: clean(a.textContent),
      target: a.getAttribute('target') ?? '',
      rel: a.getAttribute('rel') ?? '',
    })),
    ids: all('[id]').map((el) => el.id),
    leadForms: all('form').filter((form) => form.querySelector('input[name="agreedToContact"]')).length,
  }
}

// Routes are static files: each worker fetches and parses a route once, whichever tests ask for it.
const prerenderedCache = new Map<string, Promise<PrerenderedPage>>()

type TestFixtures = {
  /** Fetches a route without a browser page (status and raw HTML) and reads it as a crawler would. */
  prerendered: (path: string) => Promise<PrerenderedPage>
}
type WorkerFixtures = {
  htmlReader: Page
  /** The tab behind `reusedTab`, as the worker keeps it. */
  workerTab: Page
}
type TabFixtures = {
  /**
   * One browser tab per worker, at the project's viewport, kept from test to test: for what a visit of the site
   * shows and stores, whatever was visited before. Each test's own `page` is a new browser context, which costs a new renderer
   * process with nothing compiled yet: a route opened and scanned by axe took 1.4 s in a fresh context and 0.6 s in
   * a tab that had opened others (30 routes, one quiet core). The tab starts each test with the viewport reset and
   * the site's cookies and storage cleared and its routes removed, so no test sees what another left; a failed test's
   * worker is replaced, tab and all. It records Content-Security-Policy violations from each document's start
   * (`recordViolations`). A test that installs a fake clock, an init script or a listener that acts keeps its own
   * `page`: none of these can be taken back from a tab.
   */
  reusedTab: Page
}

export const test = base.extend<TestFixtures & TabFixtures, WorkerFixtures>({
  workerTab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL })
      const tab = await context.newPage()
      await recordViolations(tab)
      await use(tab)
      await context.close()
    },
    { scope: 'worker' },
  ],
  reusedTab: async ({ workerTab }, use, testInfo) => {
    // What the last test routed (a refused or lost request) ends with it.
    await workerTab.unrouteAll({ behavior: 'ignoreErrors' })
    const { viewport } = testInfo.project.use
    if (viewport) await workerTab.setViewportSize(viewport)
    await workerTab.context().clearCookies()
    // Off the last test's page first, to a file of the site that is no page (no script, nothing to restore): the
    // storage is cleared after that page has gone, with whatever it wrote as it went (the router's scroll positions),
    // and a visit of the same address as the last test's is a new visit, not a reload. about:blank would do as much
    // but start a new renderer process at the next page, which is what the tab is kept to avoid.
    await workerTab.goto('/favicon.svg')
    await workerTab.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await use(workerTab)
  },
  htmlReader: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  prerendered: async ({ request, htmlReader }, use) => {
    await use((path) => {
      const cached = prerenderedCache.get(path)
      if (cached) return cached
      const loading = (async (): Promise<PrerenderedPage> => {
        const response = await request.get(path, { maxRedirects: 0 })
        const html = await response.text()
        const read = await htmlReader.evaluate(readDocument, html)
        return { path, status: response.status(), contentType: response.headers()['content-type'] ?? '', ...read }
      })()
      prerenderedCache.set(path, loading)
      return loading
    })
  },
})

export { expect }

/** Records every Content-Security-Policy violation the page reports, from before its first script runs (init scripts bypass the policy). */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim())
    })
  })
}

export const cspViolations = (page: Page) => page.evaluate((): unknown => Reflect.get(window, 'cspViolations'))

export type ConsoleEntry = { type: string; text: string; url: string }

/** Records everything the page prints to the console and every uncaught error, from before it loads. */
export function watchConsole(page: Page) {
  const messages: ConsoleEntry[] = []
  const pageErrors: string[] = []
  const onConsole = (message: ConsoleMessage) =>
    messages.push({ type: message.type(), text: message.text(), url: message.location().url })
  const onError = (error: Error) => pageErrors.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onError)
  /** Stops recording: for a tab that outlives the test (`reusedTab`). */
  const stop = () => {
    page.off('console', onConsole)
    page.off('pageerror', onError)
  }
  return { messages, pageErrors, stop }
}

/** Opens a route and waits until React has hydrated it (isHydrated), then one more task so effects and hydration warnings have run. */
export async function openHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await page.waitForFunction(isHydrated)
  await settle(page)
  return response
}

/** Lets queued effects run and finite animations finish, so what is checked is what a visitor ends up seeing. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    // Time-based ones only: a scroll-driven animation (the sticky bar's brand and call) moves with scrolling, not time.
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity,
      )
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ])
  })
}
