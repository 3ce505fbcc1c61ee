import type { Page } from '@playwright/test'
import { sayText } from '../../content/en/browser/chat'
import { navLinks } from '../../content/en/navigation'
import { chatLauncherCopy } from '../../content/en/chatLauncher'
import { expect, openHydrated, test, watchConsole, type ConsoleEntry } from './support/fixtures'
import { routes, unknownPaths } from './support/site'

/**
 * The built site under its own Content-Security-Policy in Chromium: every inline script TanStack Router
 * emits is allowed by hash, so pages hydrate, navigate and open the chat with nothing blocked.
 */

/** Records every violation the page reports, from before its first script runs (init scripts bypass the policy). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim())
    })
  })
}

const violations = (page: Page) => page.evaluate((): unknown => Reflect.get(window, 'cspViolations'))

/** Opens a route and reports what was blocked before whether it hydrated: a blocked script stops hydration. */
async function openUnderPolicy(page: Page, path: string) {
  const opened = await openHydrated(page, path).then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  )
  expect(await violations(page)).toEqual([])
  if ('error' in opened) throw opened.error
  return opened.response
}

/** Chromium also reports blocked scripts and unknown Permissions-Policy features in the console. */
const aboutPolicies = (messages: ConsoleEntry[]) =>
  messages.filter((message) => /content security policy|permissions.policy/i.test(message.text)).map((message) => message.text)

test.describe('every page in Chromium', () => {
  // The policy belongs to the document, whatever the viewport: one layout is enough for the sweep.
  test.skip(({ isMobile }) => isMobile, 'desktop layout only')

  for (const path of [...routes, ...unknownPaths]) {
    test(`${path} hydrates under its Content-Security-Policy with nothing blocked`, async ({ page }) => {
      await recordViolations(page)
      const { messages } = watchConsole(page)
      const response = await openUnderPolicy(page, path)
      const policy = response?.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toContain('unsafe-inline')
      expect(aboutPolicies(messages)).toEqual([])
    })
  }

  test('following a link on the client keeps the policy satisfied', async ({ page }) => {
    await recordViolations(page)
    const { messages } = watchConsole(page)
    await openUnderPolicy(page, '/')
    const link = navLinks[0]
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.label, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === link.to)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations(page)).toEqual([])
    expect(aboutPolicies(messages)).toEqual([])
  })

  test('pages and scripts arrive br-compressed', async ({ page }) => {
    const encodings = new Map<string, string>()
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type === 'document' || type === 'script') encodings.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding'] ?? 'none')
    })
    await openHydrated(page, '/')
    expect(encodings.size).toBeGreaterThan(1)
    for (const [path, encoding] of encodings) expect(encoding, path).toBe('br')
  })
})

test('the chat opens on the home page and greets the visitor with the policy on', async ({ page }) => {
  await recordViolations(page)
  const { messages, pageErrors } = watchConsole(page)
  await openUnderPolicy(page, '/')
  await page.getByRole('button', { name: chatLauncherCopy.button }).click()
  const chat = page.getByRole('dialog', { name: chatLauncherCopy.title })
  await expect(chat).toBeVisible()
  await expect(chat.locator('.chat-msg').first()).toContainText(sayText('greeting', { phone: '', name: '' }))
  expect(await violations(page)).toEqual([])
  expect(aboutPolicies(messages)).toEqual([])
  expect(pageErrors).toEqual([])
})
