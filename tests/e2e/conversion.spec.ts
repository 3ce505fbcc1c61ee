import type { Locator, Page } from '@playwright/test'
import { familiesConversion } from '../../content/en/pages/families'
import { expect, openHydrated, test, watchConsole } from './support/fixtures'
import { routes } from './support/site'

/**
 * The call buttons of a sample of pages send the `phone_call` analytics event of SPEC.md section 7 when
 * window.gtag exists, still dial when it does not, and the pages of other sites open in a new tab.
 */
type Expected = { label: string; category?: 'engagement' | 'conversion' }
type Sample = { path: string; button: 'header' | 'page'; event: Expected }

const samples: Sample[] = [
  { path: '/', button: 'header', event: { label: 'header_phone_click' } },
  { path: '/aca-for-families', button: 'header', event: { label: 'header_phone_click' } },
  { path: '/aca-for-families', button: 'page', event: { label: familiesConversion.callLabel } },
  { path: '/sep', button: 'page', event: { label: 'sep_phone_click', category: 'engagement' } },
  { path: '/obamacare-in-texas', button: 'page', event: { label: 'texas_obamacare_cta' } },
  { path: '/obamacare-in-ohio', button: 'page', event: { label: 'ohio_obamacare_cta', category: 'conversion' } },
  { path: '/enroll-now', button: 'page', event: { label: 'enroll_now_cta' } },
]

/**
 * The header's 'Call Now' (on phones, where the phone action bar carries the calls, the header's call is the
 * menu's 'Call' followed by the number), or the first call button of the page's own content.
 */
async function callButton(page: Page, button: Sample['button']): Promise<Locator> {
  if (button !== 'header') return page.getByRole('main').locator('a[href^="tel:"]').first()
  const menuButton = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-controls]')
  if (await menuButton.isVisible()) {
    await menuButton.click()
    return page.locator('#mobile-menu a[href^="tel:"]')
  }
  return page
    .locator('header, nav[aria-label="Main"]')
    .getByRole('link', { name: 'Call Now', exact: true })
    .filter({ visible: true })
    .first()
}

/**
 * Runs before the page's scripts: records whether the app let a tel:/sms: click through (it must: the button
 * also dials), then stops the browser from handing the link to a dialer the test machine does not have.
 */
async function interceptDialing(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="sms:"]') : null
      if (!link) return
      Object.assign(window, { dialCancelledByApp: event.defaultPrevented })
      event.preventDefault()
    })
  })
}

async function stubGtag(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) })
  })
}

const dialCancelledByApp = (page: Page) => page.evaluate(() => Reflect.get(window, 'dialCancelledByApp'))
const phoneCallEvents = (page: Page) =>
  page.evaluate(() => {
    const calls: unknown = Reflect.get(window, 'gtagCalls')
    return Array.isArray(calls) ? calls.filter((call: unknown) => Array.isArray(call) && call[1] === 'phone_call') : []
  })

for (const { path, button, event } of samples) {
  const what = `${path}: the ${button === 'header' ? "header's 'Call Now'" : "page's call button"}`
  // The header's call is another control at each width (the menu's on a phone); a page's own call button is the same
  // link at every width: the desktop project clicks it.
  const oneWidth = (isMobile: boolean) =>
    test.skip(button === 'page' && isMobile, "the page's call button is the same at every width")

  test(`${what} records phone_call '${event.label}'${event.category ? ` in '${event.category}'` : ''}`, async ({
    page,
    isMobile,
  }) => {
    oneWidth(isMobile)
    expect(routes, `${path} is built`).toContain(path)
    await stubGtag(page)
    await interceptDialing(page)
    await openHydrated(page, path)
    await (await callButton(page, button)).click()
    const params = event.category
      ? { event_label: event.label, event_category: event.category }
      : { event_label: event.label }
    await expect.poll(() => phoneCallEvents(page)).toEqual([['event', 'phone_call', expect.objectContaining(params)]])
    expect(await dialCancelledByApp(page)).toBe(false)
  })

  test(`${what} still dials, with no error, when analytics is absent`, async ({ page, isMobile }) => {
    oneWidth(isMobile)
    expect(routes, `${path} is built`).toContain(path)
    const { pageErrors } = watchConsole(page)
    await interceptDialing(page)
    await openHydrated(page, path)
    expect(await page.evaluate(() => typeof Reflect.get(window, 'gtag'))).toBe('undefined')
    await (await callButton(page, button)).click()
    await expect.poll(() => dialCancelledByApp(page)).toBe(false)
    expect(pageErrors).toEqual([])
  })
}

test("/sep: every call link on the page, the footer's number and the phone action bar included, records SPEC's 'sep_phone_click' in 'engagement'", async ({
  page,
}) => {
  await stubGtag(page)
  await interceptDialing(page)
  await openHydrated(page, '/sep')
  const links = page.locator('a[href^="tel:"]').filter({ visible: true })
  const count = await links.count()
  // The header, the hero, the call-and-text block and the footer; on phones the action bar too.
  expect(count).toBeGreaterThanOrEqual(4)
  const sepEvent = ['event', 'phone_call', { event_category: 'engagement', event_label: 'sep_phone_click' }]
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index)
    const where = `${await link.evaluate((a) => a.closest('header, main, footer, aside')?.tagName.toLowerCase())}: '${await link.innerText()}'`
    await link.click()
    await expect.poll(() => phoneCallEvents(page), where).toHaveLength(index + 1)
    expect((await phoneCallEvents(page)).at(-1), where).toEqual(sepEvent)
  }
})

/** Serves a stub for every other site, so a page opened in a new tab loads without the network. */
async function stubOtherSites(page: Page, baseURL: string | undefined) {
  const ours = new URL(baseURL ?? 'http://127.0.0.1').origin
  await page.context().route(
    (url) => url.origin !== ours,
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Other site</title>' }),
  )
}

const newTabLinks = [
  { path: '/', name: /reviews on/i, what: 'the rating link opens the review page' },
  { path: '/', name: 'Schedule My Free Appointment', what: "'Schedule My Free Appointment' opens the scheduling page" },
]

for (const { path, name, what } of newTabLinks) {
  test(`${path}: ${what} in a new tab that cannot reach back to ours`, async ({ page, baseURL, isMobile }) => {
    test.skip(isMobile, 'a link opens its tab the same way at every width: the desktop project runs it')
    await stubOtherSites(page, baseURL)
    await openHydrated(page, path)
    const link = page.getByRole('link', { name }).first()
    await expect(link).toBeVisible()
    const href = await link.getAttribute('href')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(new URL(href ?? '').href)
    expect(await popup.evaluate(() => window.opener === null)).toBe(true)
    await expect(page).toHaveURL((url) => url.pathname === path)
  })
}
