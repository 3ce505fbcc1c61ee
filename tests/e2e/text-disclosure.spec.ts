import type { Page } from '@playwright/test'
import { textDisclosure as english } from '../../content/en/textDisclosure'
import { textDisclosure as spanish } from '../../content/es/textDisclosure'
import { expect, openHydrated, test } from './support/fixtures'

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Every visible text button and disclosure on screen, and every button a disclosure must leave alone. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y: y + window.scrollY, width, height }
    }
    const all = (selector: string) => [...document.querySelectorAll(selector)].filter(visible)
    const textLinks = all('a[href^="sms:"]')
    return {
      // For each text button, the disclosure that follows it in its own block (its parent or the one above that).
      unexplained: textLinks
        .filter(
          (link) =>
            ![link.parentElement, link.parentElement?.parentElement].some(
              (block) => block && [...block.querySelectorAll('.text-disclosure')].some(visible),
            ),
        )
        .map((link) => link.textContent),
      disclosures: all('.text-disclosure').map(box),
      buttons: all('a.btn, button.btn, .action-bar__btn, .chat-launcher').map(box),
      barPadding: parseFloat(getComputedStyle(document.body).paddingBottom),
      // The bar and the disclosure strip above it, from the strip's top to the bottom of the screen.
      barHeight:
        window.innerHeight -
        Math.min(
          ...[...document.querySelectorAll('.action-bar, .action-bar .text-disclosure')].map(
            (element) => element.getBoundingClientRect().top,
          ),
        ),
    }
  })
}

/**
 * Carriers look for the text program's short disclosure beside every text call-to-action. On a 320 px phone (the
 * narrowest screen the site serves) it sits beside each one in the page's language and covers no button, and the
 * phone action bar, taller by its line, still hides nothing of the page.
 */
test('every text button has the disclosure beside it, in the page language, covering no button at 320 px', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the 320 px phone layout')
  await page.setViewportSize({ width: 320, height: 640 })
  for (const [path, copy, prefix] of [
    ['/', english, ''],
    ['/es/', spanish, '/es'],
  ] as const) {
    await openHydrated(page, path)
    const disclosure = page.locator('.action-bar .text-disclosure')
    await expect(disclosure).toContainText(copy.terms)
    await expect(disclosure.getByRole('link', { name: copy.privacy })).toHaveAttribute(
      'href',
      `${prefix}/privacy-policy`,
    )
    await expect(disclosure.getByRole('link', { name: copy.optOut })).toHaveAttribute('href', `${prefix}/opt-out`)
    const { unexplained, disclosures, buttons, barPadding, barHeight } = await boxes(page)
    expect(unexplained, path).toEqual([])
    for (const text of disclosures)
      for (const button of buttons) expect(overlaps(text, button), `${path}: a disclosure over a button`).toBe(false)
    expect(barPadding, `${path}: the page is padded by the whole bar`).toBeGreaterThanOrEqual(barHeight - 0.5)
  }
})
