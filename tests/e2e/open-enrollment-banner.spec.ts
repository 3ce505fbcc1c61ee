import type { Page, TestInfo } from '@playwright/test'
import { expect, openHydrated, test } from './support/fixtures'
import { recordShifts, shiftsSoFar } from './support/layoutShifts'

/**
 * The home hero's open-enrollment line: decided from the visitor's clock once the page runs, never in the HTML the
 * server sends (built on another day), and shown without moving anything. The special-enrollment banner stays.
 * 390 px runs in the phone project, 768 and 1280 px in the desktop one.
 */
// A test walks its widths in turn, each a fresh visit that waits for hydration: more time than one page needs.
test.describe.configure({ timeout: 120_000 })

const widthsFor = (info: TestInfo) => (info.project.name === 'phone' ? [390] : [768, 1280])
const deadline = (page: Page) => page.locator('.home-hero__deadline-text')
const specialEnrollment = 'Special Enrollment is open for you if you lost Medicaid, lost your job or had a life change in the last 60 days'

async function open(page: Page, width: number, now: string) {
  if (width !== 390) await page.setViewportSize({ width, height: width === 768 ? 1024 : 800 })
  await page.clock.setFixedTime(new Date(now))
  await page.goto('about:blank')
  await openHydrated(page, '/')
}

test('the HTML the server sends holds the empty slot but not the open-enrollment line', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<div class="home-hero__deadline"></div>')
  expect(html).not.toMatch(/Open Enrollment for \d{4} coverage ends/)
  expect(html).toContain(specialEnrollment)
})

test('during open enrollment the page says when it ends, above the special-enrollment banner, and nothing moves', async ({ page }, info) => {
  await recordShifts(page)
  for (const width of widthsFor(info)) {
    await open(page, width, '2026-11-23T12:00:00')
    await expect(deadline(page)).toHaveText('Open Enrollment for 2027 coverage ends December 15, 2026.')
    await expect(page.locator('.home-hero__banner')).toHaveText(specialEnrollment)
    const [line, banner] = await Promise.all([deadline(page).boundingBox(), page.locator('.home-hero__banner').boundingBox()])
    expect(line && banner && line.y + line.height <= banner.y).toBe(true)
    expect(await shiftsSoFar(page)).toEqual([])
  }
})

for (const [when, now] of [
  ['the day after it ends', '2026-12-16T12:00:00'],
  ['the day before it starts', '2026-10-31T12:00:00'],
] as const) {
  test(`${when} the page shows no open-enrollment line, only the special-enrollment banner`, async ({ page }, info) => {
    const [width = 390] = widthsFor(info)
    await open(page, width, now)
    await expect(page.locator('.home-hero__deadline')).toHaveCount(1)
    await expect(deadline(page)).toHaveCount(0)
    await expect(page.locator('.home-hero__banner')).toHaveText(specialEnrollment)
  })
}
