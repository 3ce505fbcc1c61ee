import { violations } from './support/axe'
import { expect, openHydrated, settle, test } from './support/fixtures'

/**
 * WCAG 2.2 AA with the phone menu open. Every page as it opens is scanned at both widths in both languages by
 * pages.spec.ts, the open chat in chat.spec.ts, the forms' error toasts in form-toasts.spec.ts.
 */

test('axe finds no WCAG 2.2 AA violation with the phone menu open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button shows at phone width only')
  await openHydrated(page, '/')
  const button = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await settle(page)
  expect(await violations(page)).toEqual([])
})
