import { test as base, expect, type Page, type Response } from '@playwright/test'
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
type WorkerFixtures = { htmlReader: Page }

export const test = base.extend<TestFixtures, WorkerFixtures>({
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

export type ConsoleEntry = { type: string; text: string; url: string }

/** Records everything the page prints to the console and every uncaught error, from before it loads. */
export function watchConsole(page: Page) {
  const messages: ConsoleEntry[] = []
  const pageErrors: string[] = []
  page.on('console', (message) =>
    messages.push({ type: message.type(), text: message.text(), url: message.location().url }),
  )
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { messages, pageErrors }
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
