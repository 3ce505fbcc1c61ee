import { expect, openHydrated, test } from './support/fixtures'

/** Tables on a phone: a card per row. No page or table wider than the screen, every page in both languages: pages.spec.ts. */
test.skip(({ isMobile }) => !isMobile, 'widths are set per test')

test('under 600 px each table row is a card of labelled values, and still a table with its headers', async ({
  page,
}) => {
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
  await expect(table.getByRole('row')).toHaveCount(await table.locator('tr').count())

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(table.locator('thead')).not.toHaveCSS('position', 'absolute')
  expect(await cells.first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe('none')
})
