import { expect, openHydrated, test } from './support/fixtures'

/**
 * The home page's topic, resource and why-choose-us cards each show a line icon (CSS masks from data: URLs,
 * src/components/icons/cardIcons.css). Each icon is decoration (hidden from screen readers), named in the card's
 * class, and painted: the page's Content-Security-Policy lets the mask images load (a policy without data: in
 * img-src blocked every one silently once, leaving empty squares).
 */
test.skip(({ isMobile }) => isMobile, 'each test sets its width itself')

for (const width of [390, 768, 1280]) {
  test(`home cards show their icons at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.addInitScript(() => {
      const refused: string[] = []
      Object.assign(window, { refused })
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI.slice(0, 40)}`))
    })
    await openHydrated(page, '/')
    const icons = page.locator('.card .card-icon')
    // Four topics, nine resources, three reasons.
    await expect(icons).toHaveCount(16)
    for (const icon of await icons.all()) {
      await icon.scrollIntoViewIfNeeded()
      await expect(icon).toHaveAttribute('aria-hidden', 'true')
      const mask = await icon.evaluate((element) => getComputedStyle(element, '::before').maskImage)
      expect(mask).toMatch(/^url\("data:image\/svg\+xml,/)
    }
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([])
  })
}
