import type { Page } from '@playwright/test'
import { navLinks } from '../../content/en/navigation'
import { expect, openHydrated, test, type PrerenderedPage } from './support/fixtures'
import { routes } from './support/site'

/** Navigation as a visitor uses it: the top links (content/en/navigation.ts), the phone menu, 'Back to Home'. */
const START = '/'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** A link's accessible name: its label, then the visually hidden detail some labels carry. */
const linkName = (link: (typeof navLinks)[number]) =>
  'hiddenDetail' in link ? `${link.label} ${link.hiddenDetail}` : link.label
const menuButton = (page: Page) => mainNav(page).locator('button[aria-expanded]')

/** The client-side page a link led to is the page the server prerenders for that path. */
async function expectArrivedAt(page: Page, target: PrerenderedPage) {
  await expect(page).toHaveURL((url) => url.pathname === target.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.h1[0] ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('at phone width', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only')

  test('the navigation offers a closed menu button instead of the row of links', async ({ reusedTab: page }) => {
    await openHydrated(page, START)
    await expect(menuButton(page)).toBeVisible()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    for (const link of navLinks) {
      await expect(mainNav(page).getByRole('link', { name: linkName(link), exact: true })).toBeHidden()
    }
  })

  test('the menu button opens and closes the menu', async ({ reusedTab: page }) => {
    await openHydrated(page, START)
    const menu = page.locator(`#${await menuButton(page).getAttribute('aria-controls')}`)
    await menuButton(page).click()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: linkName(navLinks[0]), exact: true })).toBeVisible()
    await menuButton(page).click()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  for (const link of navLinks) {
    test(`choosing '${link.label}' in the menu closes it and shows ${link.to}`, async ({
      reusedTab: page,
      prerendered,
    }) => {
      expect(routes, `${link.to} is built`).toContain(link.to)
      const target = await prerendered(link.to)
      await openHydrated(page, START)
      await menuButton(page).click()
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
      await mainNav(page)
        .getByRole('link', { name: linkName(link), exact: true })
        .click()
      await expectArrivedAt(page, target)
      // The new page may bring its own header (the /sep page does): no menu is left open either way.
      await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0)
      await expect(mainNav(page).getByRole('link', { name: linkName(link), exact: true })).toBeHidden()
    })
  }
})

test.describe('at desktop width', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout only')

  for (const link of navLinks) {
    test(`the nav link '${link.label}' shows ${link.to}`, async ({ reusedTab: page, prerendered }) => {
      expect(routes, `${link.to} is built`).toContain(link.to)
      const target = await prerendered(link.to)
      await openHydrated(page, START)
      await expect(menuButton(page)).toBeHidden()
      await mainNav(page)
        .getByRole('link', { name: linkName(link), exact: true })
        .click()
      await expectArrivedAt(page, target)
    })
  }
})

for (const path of ['/aca-for-families', '/sep']) {
  test(`'Back to Home' on ${path} shows the home page`, async ({ reusedTab: page, prerendered, isMobile }) => {
    test.skip(isMobile, "'Back to Home' is the same link at every width: the desktop project follows it")
    expect(routes, `${path} is built`).toContain(path)
    const home = await prerendered('/')
    await openHydrated(page, path)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expectArrivedAt(page, home)
  })
}

test('the brand link shows the home page', async ({ reusedTab: page, prerendered }) => {
  const home = await prerendered('/')
  await openHydrated(page, '/aca-for-families')
  await page.locator('header, nav[aria-label="Main"]').locator('a[href="/"]').filter({ visible: true }).first().click()
  await expectArrivedAt(page, home)
})
