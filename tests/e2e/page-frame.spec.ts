import type { Page } from '@playwright/test'
import { brandsInView, callButtonsInView } from '../../scripts/browsers/inPage'
import { expect, openHydrated, test } from './support/fixtures'

/**
 * The frame every page shares, as a visitor sees it at 390, 768 and 1280 px: the phone action bar, the header's
 * one brand and one call button, the mobile menu, and floating elements that never sit on a control.
 */
const WIDTHS = [390, 768, 1280] as const
const SAMPLE = [
  '/',
  '/sep',
  '/enroll-now',
  '/obamacare-in-ohio',
  '/aca-for-families',
  '/health-insurance-florida',
] as const
const PHONE_ONLY = new Set(['/enroll-now', '/obamacare-in-ohio'])

// Each test sets its own widths: run them once, in the phone project (a touch device, as phones are).
test.skip(({ isMobile }) => !isMobile, 'widths are set per test')

async function openAt(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
  await openHydrated(page, path)
}

const bar = (page: Page) => page.getByRole('complementary', { name: 'Call or text a licensed agent' })

test.describe('phone action bar', () => {
  for (const path of SAMPLE) {
    test(`at 390 px ${path} keeps Call${PHONE_ONLY.has(path) ? '' : ', Text'} fixed at the bottom; from 768 px it is gone`, async ({
      reusedTab: page,
    }) => {
      await openAt(page, path, 390)
      for (const y of [0, 2000, 100_000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        const box = await bar(page).boundingBox()
        expect(box && Math.round(box.y + box.height)).toBe(844)
      }
      await expect(bar(page).locator('a[href^="tel:+1"]')).toBeVisible()
      await expect(bar(page).locator('a[href^="sms:+1"]')).toHaveCount(PHONE_ONLY.has(path) ? 0 : 1)
      if (path === '/') {
        // The chat's button joins the bar instead of floating over the page.
        const launcher = await page.getByRole('button', { name: 'Check If You Qualify' }).boundingBox()
        const barBox = await bar(page).boundingBox()
        expect(
          launcher && barBox && launcher.y >= barBox.y && launcher.y + launcher.height <= barBox.y + barBox.height,
        ).toBe(true)
      }
      // The page is padded: its last line scrolls clear of the bar.
      const lastLine = await page.locator('.site-footer__legal p').last().boundingBox()
      const barTop = (await bar(page).boundingBox())?.y ?? 0
      expect(lastLine && lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop)

      for (const width of [768, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await expect(bar(page)).toBeHidden()
      }
    })
  }
})

test('at 390 px the bar steps aside while the visitor is in a form and comes back when they leave it', async ({
  reusedTab: page,
}) => {
  await openAt(page, '/aca-for-families', 390)
  await expect(bar(page)).toBeVisible()
  await page.locator('form.contact-form').getByLabel('First Name').focus()
  await expect(bar(page)).toBeHidden()
  await page.locator('form.contact-form').getByLabel('First Name').blur()
  await expect(bar(page)).toBeVisible()
})

/**
 * Controls whose centre another element covers (a fixed or sticky one), in the part of the screen they are in, and
 * that stay covered when scrolled to the middle of the screen. A floating button that is not a full-width bar (the
 * home page's chat button from 768 px) passes over the page as it scrolls, over some control at about one scroll
 * position in eight at 768 px; what it must never do is keep a control from being used, so a control it covers must
 * come clear once the visitor scrolls it up. (Keyboard focus it never covers: chat.spec.ts.)
 */
function stuckControls(page: Page) {
  return page.evaluate(() => {
    const free = { top: 0, bottom: window.innerHeight }
    // Full-width bars (the sticky navigation, the phone action bar) are the edges of the screen, as on any app.
    for (const element of document.querySelectorAll('nav[aria-label="Main"], aside.action-bar')) {
      const box = element.getBoundingClientRect()
      if (box.height === 0 || box.width < window.innerWidth - 1) continue
      if (box.top <= 1) free.top = Math.max(free.top, box.bottom)
      else free.bottom = Math.min(free.bottom, box.top)
    }
    const coveringElement = (control: HTMLElement): Element | null => {
      const box = control.getBoundingClientRect()
      if (box.top < free.top || box.bottom > free.bottom || box.left < 0 || box.right > window.innerWidth) return null
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return top && !control.contains(top) && !top.contains(control) ? top : null
    }
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), summary, select, textarea',
      ),
    ].filter((control) => {
      const box = control.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && !control.closest('[hidden], .visually-hidden, .contact-form__trap')
    })
    const covered = controls.filter((control) => coveringElement(control) !== null)
    const at = window.scrollY
    const found: string[] = []
    for (const control of covered) {
      control.scrollIntoView({ block: 'center', behavior: 'instant' })
      const top = coveringElement(control)
      if (top) found.push(`${control.textContent?.trim().slice(0, 40)} under ${top.className || top.tagName}`)
      window.scrollTo({ top: at, behavior: 'instant' })
    }
    return found
  })
}

test.describe('floating elements', () => {
  for (const width of WIDTHS) {
    for (const path of ['/', '/sep', '/obamacare-in-ohio', '/compare-aca-plans']) {
      test(`keep no control on ${path} covered at ${width} px, from the top of the page to its end`, async ({
        reusedTab: page,
      }) => {
        await openAt(page, path, width)
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
        for (const y of [0, Math.round(height / 3), Math.round((2 * height) / 3), height]) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
          expect(await stuckControls(page), `scrolled to ${y}`).toEqual([])
        }
      })
    }
  }
})

test.describe('header', () => {
  for (const width of WIDTHS) {
    test(`shows one brand, named as the agency, and at most one call button at a time at ${width} px`, async ({
      reusedTab: page,
    }) => {
      await openAt(page, '/aca-for-families', width)
      for (const y of [0, 30, 1200]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        // The sticky bar's brand and call follow a scroll-driven animation, applied on the next frames: poll.
        await expect
          .poll(() => page.evaluate(brandsInView), { message: `scrolled to ${y}` })
          .toEqual(['ACA Health Plan Advisors'])
        await expect
          .poll(() => page.evaluate(callButtonsInView), { message: `scrolled to ${y}` })
          .toBe(width < 768 ? 0 : 1)
      }
      // Scrolled down, the brand is in the sticky bar.
      await expect(page.getByRole('navigation', { name: 'Main' }).locator('a.brand')).toBeVisible()
    })
  }

  test('the phone menu lies over the page, shows a close icon, offers Call and Text and keeps focus inside', async ({
    reusedTab: page,
  }) => {
    await openAt(page, '/aca-for-families', 390)
    const toggle = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-controls]')
    const menu = page.locator('#mobile-menu')
    const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveText('Close')
    // Over the page: the content under it has not moved, and the menu is on top of it.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBe(headingBefore?.y)
    const menuBox = await menu.boundingBox()
    expect(
      menuBox &&
        (await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#mobile-menu') !== null, {
          x: 20,
          y: menuBox.y + menuBox.height / 2,
        })),
    ).toBe(true)
    await expect(menu.locator('a[href^="tel:+1"]')).toBeVisible()
    await expect(menu.locator('a[href^="sms:+1"]')).toBeVisible()

    const stops = 1 + (await menu.locator('a').count())
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu, .main-nav__toggle'))),
      ).toBe(true)
    }
    for (let step = 0; step < stops + 2; step += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu, .main-nav__toggle'))),
      ).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveText('Menu')
  })
})

test.describe('lists of facts', () => {
  for (const width of WIDTHS) {
    test(`city and carrier names read as plain text, not as buttons, at ${width} px`, async ({ reusedTab: page }) => {
      for (const path of ['/obamacare-in-ohio', '/health-insurance-florida']) {
        await openAt(page, path, width)
        const looks = await page.locator('.city-grid li, .carrier-list li').evaluateAll((items) =>
          items.map((item) => {
            const style = getComputedStyle(item)
            return {
              text: item.textContent,
              background: style.backgroundColor,
              border: style.borderTopStyle,
              link: item.querySelector('a') !== null,
            }
          }),
        )
        expect(looks.length).toBeGreaterThanOrEqual(9)
        for (const look of looks)
          expect(look, `${path}: ${look.text}`).toMatchObject({
            background: 'rgba(0, 0, 0, 0)',
            border: 'none',
            link: false,
          })
      }
    })
  }
})
