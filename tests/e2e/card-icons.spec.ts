import { expect, openHydrated, test } from './support/fixtures'

/**
 * The home page's topic, resource and why-choose-us cards each show a line icon (inline SVG,
 * src/components/icons/CardIcon.tsx). Each icon is decoration (hidden from screen readers) and drawn: an SVG with
 * shapes, stroked in the accent colour, the size of its square. Nothing on the page
 * is refused by its Content-Security-Policy (as CSS mask images the icons once were, silently, leaving empty squares).
 */
test.skip(({ isMobile }) => isMobile, 'each test sets its width itself')

for (const width of [390, 768, 1280]) {
  test(`home cards show their icons at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.addInitScript(() => {
      const refused: string[] = []
      Object.assign(window, { refused })
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.blockedURI.slice(0, 40)}`),
      )
    })
    await openHydrated(page, '/')
    const icons = page.locator('.card .card-icon')
    // Four topics, nine resources, three reasons.
    await expect(icons).toHaveCount(16)
    for (const icon of await icons.all()) {
      await icon.scrollIntoViewIfNeeded()
      await expect(icon).toHaveAttribute('aria-hidden', 'true')
      const drawn = await icon.evaluate((element) => {
        const svg = element.querySelector('svg')
        const shapes = svg ? [...svg.querySelectorAll('path, circle, rect')] : []
        return {
          shapes: shapes.length,
          stroke: shapes[0] ? getComputedStyle(shapes[0]).stroke : '',
          width: svg?.getBoundingClientRect().width ?? 0,
          box: element.getBoundingClientRect().width,
        }
      })
      expect(drawn.shapes).toBeGreaterThan(0)
      // --blue-700, the cards' accent.
      expect(drawn.stroke).toBe('rgb(11, 79, 138)')
      expect(drawn.width).toBeGreaterThan(drawn.box / 2)
    }
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([])
  })
}
