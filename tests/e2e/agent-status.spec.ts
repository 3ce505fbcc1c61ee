import type { Page } from '@playwright/test'
import { agentStatusCopy } from '../../content/en/browser/agentStatus'
import { expect, openHydrated, test } from './support/fixtures'
import { recordShifts, shiftsSoFar } from './support/layoutShifts'

/**
 * The line on the main number, in the home hero and in the content pages' closing call section: whether
 * agents answer now, or when they are back, from the one schedule (VITE_AGENT_HOURS, default Mon-Fri 8-8, Sat 9-5 in
 * New York) and the visitor's own clock and time zone, decided once the page runs, never in the HTML the server
 * sends, and shown without moving anything.
 */
test.use({ timezoneId: 'America/Chicago' })
const status = (page: Page) => page.locator('.home-hero .agent-status')
/** Whether the line fits the height its slot reserved before it came, so nothing below it moved. */
const fitsItsSlot = (page: Page) =>
  status(page).evaluate(
    (slot) => slot.getBoundingClientRect().height <= parseFloat(getComputedStyle(slot).minHeight) + 0.5,
  )

async function openAt(page: Page, now: string, path = '/') {
  await recordShifts(page)
  await page.clock.setFixedTime(new Date(now))
  await page.goto('about:blank')
  await openHydrated(page, path)
}

test('the HTML the server sends holds the empty slot, not a word on whether agents answer', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the server sends one HTML for every width: the desktop project reads it')
  const html = await (await request.get('/')).text()
  expect(html).toContain('<p class="agent-status"></p>')
  expect(html).not.toContain(agentStatusCopy.open)
  expect(html).not.toContain('Our agents are back')
})

// Sunday 29 November 2026, 6 PM in New York (5 PM in Chicago): closed until Monday 8 AM.
const sundayEvening = '2026-11-29T23:00:00Z'

test('on a Sunday evening the page says when agents are back, in New York time and the visitor’s own, and nothing moves', async ({
  page,
}) => {
  await openAt(page, sundayEvening)
  await expect(status(page)).toHaveText('Our agents are back tomorrow at 8 AM ET, 7 AM your time.')
  await expect(status(page)).toHaveAttribute('data-open', 'false')
  expect(await fitsItsSlot(page)).toBe(true)
  expect(await shiftsSoFar(page)).toEqual([])
})

test('the Spanish home page says it in Spanish, its longer line within the reserved slot on a phone', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the narrowest screen is where the Spanish line is longest')
  await openAt(page, sundayEvening, '/es/')
  // The Spanish hero's buttons sit below a phone's first screen: the line is worked out as the visitor nears it.
  await status(page).scrollIntoViewIfNeeded()
  await expect(status(page)).toHaveText(
    /^Nuestros agentes vuelven mañana a las 8\sa\.\sm\.\shora del Este \(ET\), a las 7\sa\.\sm\.\sen su hora local\.$/,
  )
  expect(await fitsItsSlot(page)).toBe(true)
  expect(await shiftsSoFar(page)).toEqual([])
})

test('on a weekday morning the page says agents are taking calls now', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'one width is enough: the slot is the same at every width')
  // Monday 30 November 2026, 10 AM in New York.
  await openAt(page, '2026-11-30T15:00:00Z')
  await expect(status(page)).toHaveText(agentStatusCopy.open)
  await expect(status(page)).toHaveAttribute('data-open', 'true')
})

test('a content page says it in its closing call section, fetching the schedule only as the visitor scrolls there', async ({
  page,
}, info) => {
  test.skip(info.project.name === 'phone', 'one width is enough: what loads when does not depend on it')
  const fetched: string[] = []
  page.on('request', (request) => {
    if (/agentStatusText|agentHours/.test(request.url())) fetched.push(request.url())
  })
  await openAt(page, sundayEvening, '/aca-for-families')
  const closing = page.locator('.cta-band .agent-status')
  await expect(closing).toBeEmpty()
  expect(fetched).toEqual([])
  await closing.scrollIntoViewIfNeeded()
  await expect(closing).toHaveText('Our agents are back tomorrow at 8 AM ET, 7 AM your time.')
  expect(fetched.length).toBeGreaterThan(0)
  expect(await shiftsSoFar(page)).toEqual([])
})
