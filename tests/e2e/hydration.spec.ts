import { expect, openHydrated, test, watchConsole, type ConsoleEntry } from './support/fixtures'
import { routes, unknownPaths } from './support/site'

/**
 * The client takes over the prerendered HTML without a word in the console: a hydration mismatch, a missing
 * chunk or a runtime error all show up there. Only the 404 page may speak, and only about the 404.
 */
const noisy = (message: ConsoleEntry) => message.type === 'error' || message.type === 'warning' || message.type === 'assert'

for (const path of routes) {
  test(`${path} hydrates with no console error or warning and no page error`, async ({ page }) => {
    const { messages, pageErrors } = watchConsole(page)
    const response = await openHydrated(page, path)
    expect(response?.status()).toBe(200)
    expect(pageErrors).toEqual([])
    expect(messages.filter(noisy)).toEqual([])
  })
}

for (const path of unknownPaths) {
  test(`${path} (unknown) hydrates the 404 page with nothing in the console but the 404`, async ({ page, baseURL }) => {
    const { messages, pageErrors } = watchConsole(page)
    await openHydrated(page, path)
    const documentUrl = new URL(path, baseURL).href
    // Chromium reports the document's own 404 status; the app's one notice names the path.
    const expected = (message: ConsoleEntry) =>
      (message.type === 'error' && message.url === documentUrl && /status of 404/.test(message.text)) ||
      (message.type === 'warning' && message.text.includes(path))
    expect(pageErrors).toEqual([])
    expect(messages.filter(noisy).filter((message) => !expected(message))).toEqual([])
  })
}
