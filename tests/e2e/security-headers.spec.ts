import { sayText } from '../../content/en/browser/chat'
import { navLinks } from '../../content/en/navigation'
import { chatLauncherCopy } from '../../content/en/chatLauncher'
import {
  cspViolations as violations,
  expect,
  openHydrated,
  recordViolations,
  test,
  watchConsole,
} from './support/fixtures'
import { aboutPolicies, openUnderPolicy } from './support/pageChecks'

/**
 * The built site under its own Content-Security-Policy in Chromium: every inline script TanStack Router
 * emits is allowed by hash, so pages hydrate, navigate and open the chat with nothing blocked. Every page opening
 * under its policy is checked by pages.spec.ts.
 */

test.describe('at desktop width', () => {
  // The policy belongs to the document, whatever the viewport: one layout is enough.
  test.skip(({ isMobile }) => isMobile, 'desktop layout only')

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
      if (type === 'document' || type === 'script')
        encodings.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding'] ?? 'none')
    })
    await openHydrated(page, '/')
    expect(encodings.size).toBeGreaterThan(1)
    for (const [path, encoding] of encodings) expect(encoding, path).toBe('br')
  })
})

test('the chat opens on the home page and greets the visitor with the policy on', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the policy belongs to the document, whatever the width: the desktop project runs it')
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
