import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './support/fixtures'
import { routes, spanishRoutes, unknownPaths } from './support/site'

/** Nothing sideways on a phone or a tablet, in either language: no page wider than the screen, no table wider than its box. */
test.skip(({ isMobile }) => !isMobile, 'widths are set per test')

function overflow(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page is ${document.documentElement.scrollWidth} px wide`)
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement
      if (box && (table.getBoundingClientRect().width > box.clientWidth + 0.5 || box.scrollWidth > box.clientWidth))
        found.push(`table '${table.caption?.textContent}' is ${Math.round(table.getBoundingClientRect().width)} px in ${box.clientWidth} px`)
    }
    return found
  })
}

for (const path of [...routes, unknownPaths[0], ...spanishRoutes]) {
  test(`${path} has no sideways scroll and no table wider than its box at 320, 390 and 768 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await openHydrated(page, path)
    for (const width of [320, 390, 768]) {
      await page.setViewportSize({ width, height: 800 })
      expect(await overflow(page), `at ${width} px`).toEqual([])
    }
  })
}

test('under 600 px each table row is a card of labelled values, and still a table with its headers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHydrated(page, '/compare-aca-plans')
  const table = page.getByRole('table').first()
  const columns = await table.getByRole('columnheader').allTextContents()
  expect(columns.length).toBeGreaterThanOrEqual(5)
  const firstRow = table.locator('tbody tr').first()
  const cells = firstRow.locator('td')
  for (let index = 0; index < (await cells.count()); index += 1) {
    const cell = cells.nth(index)
    // The label beside each value is its column's name, and the whole card is on screen.
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(columns[index + 1])
    const box = await cell.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  }
  // The header row is there for screen readers, not on screen.
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute')
  await expect(table.getByRole('row')).toHaveCount((await table.locator('tr').count()))

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(table.locator('thead')).not.toHaveCSS('position', 'absolute')
  expect(await cells.first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe('none')
})
