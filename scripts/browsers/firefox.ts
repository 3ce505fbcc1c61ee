import puppeteer from 'puppeteer-core'
import { answer, pageExpression, waitingExpression, type BrowserSession, type LaunchOptions } from './session'

/** Debian's Firefox ESR (apt-get install firefox-esr), or FIREFOX_PATH. */
export const firefoxPath = () => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr'

/**
 * Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (no geckodriver). Scroll-driven animations stay
 * as shipped (off in 153 ESR): the site is tested as visitors get it.
 */
export async function launchFirefox({ reducedMotion = false }: LaunchOptions = {}): Promise<BrowserSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: {
      // Two shared cores: two content processes are plenty.
      'dom.ipc.processCount': 2,
      // Scrollbars over the page as on a phone; otherwise a 12 px gutter narrows a 390 px layout to 378.
      'ui.useOverlayScrollbars': 1,
      ...(reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}),
    },
  })
  // The tab Firefox starts with never gets focus when headless (document.hasFocus() stays false, so :focus-within
  // never matches); a tab of our own brought to the front does.
  const page = await browser.newPage()
  await page.bringToFront()
  return {
    engine: 'firefox',
    setViewport: (width, height) => page.setViewport({ width, height }),
    async open(url) {
      await page.goto(url, { waitUntil: 'load' }).catch(async (error: unknown) => {
        // A page that updates its history entry as our navigation starts aborts it (NS_BINDING_ABORTED): go again.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error
        await page.goto(url, { waitUntil: 'load' })
      })
    },
    evaluate: (fn, ...args) => answer(page.evaluate(pageExpression(fn, args))),
    waitFor: (check, timeoutMs) => answer(page.evaluate(waitingExpression(check, timeoutMs))),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    async select(selector, value) {
      await page.select(selector, value)
    },
    press: (key) => page.keyboard.press(key),
    async screenshot(path, { fullPage = false } = {}) {
      await page.screenshot({ path: path as `${string}.png`, fullPage })
    },
    close: () => browser.close(),
  }
}
