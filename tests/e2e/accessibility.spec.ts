import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, openHydrated, settle, test } from './support/fixtures'
import { routes, unknownPaths } from './support/site'

/** WCAG 2.2 AA as axe checks it, on the hydrated page a visitor sees, at phone and desktop widths. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** One readable line per violation and element, so a failure says what to fix and where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
    ),
  )
}

for (const path of [...routes, unknownPaths[0]]) {
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
