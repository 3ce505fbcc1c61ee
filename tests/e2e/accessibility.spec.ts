import { violations } from './support/axe'
import { expect, openHydrated, settle, test } from './support/fixtures'
import { routes, spanishRoutes, unknownPaths } from './support/site'

/**
 * WCAG 2.2 AA on the hydrated page a visitor sees, at phone and desktop widths, in both languages (the Spanish twins'
 * words change the names axe checks against what is shown). The open chat is scanned in chat.spec.ts, the forms'
 * error toasts in form-toasts.spec.ts.
 */
for (const path of [...routes, unknownPaths[0], ...spanishRoutes, `/es${unknownPaths[0]}`]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await openHydrated(page, path)
    expect(await violations(page)).toEqual([])
  })
}

test('axe finds no WCAG 2.2 AA violation with the phone menu open', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button shows at phone width only')
  await openHydrated(page, '/')
  const button = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await settle(page)
  expect(await violations(page)).toEqual([])
})
