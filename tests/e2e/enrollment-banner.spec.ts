import type { Page, TestInfo } from '@playwright/test'
import { expect, openHydrated, test } from './support/fixtures'
import { recordShifts, shiftsSoFar } from './support/layoutShifts'

/**
 * The home hero's first line: during open enrollment, when it ends; otherwise the events that open special
 * enrollment. The HTML states it for the day the site was built, the browser for the visitor's own day once the page
 * runs. 390 px runs in the phone project, 768 and 1280 px in the desktop one.
 */
// A test walks its widths in turn, each a fresh visit that waits for hydration: more time than one page needs.
test.describe.configure({ timeout: 120_000 })

const widthsFor = (info: TestInfo) => (info.project.name === 'phone' ? [390] : [768, 1280])
const banner = (page: Page) => page.locator('.home-hero__banner')
const openEnrollment = 'Open Enrollment for 2027 coverage ends December 15, 2026.'
const specialEnrollment =
  'Lost your health coverage, moved, married or had a baby in the last 60 days? You may be able to enroll now with a Special Enrollment Period.'

async function open(page: Page, width: number, now: string) {
  if (width !== 390) await page.setViewportSize({ width, height: width === 768 ? 1024 : 800 })
  await page.clock.setFixedTime(new Date(now))
  await page.goto('about:blank')
  await openHydrated(page, '/')
}

test('the HTML the server sends holds one first line, the one for the day the site was built', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the server sends one HTML for every width: the desktop project reads it')
  const html = await (await request.get('/')).text()
  const lines = [...html.matchAll(/<p class="home-hero__banner">([^<]*)<\/p>/g)].map((match) =>
    match[1].replaceAll('&#x27;', "'"),
  )
  expect(lines).toHaveLength(1)
  expect([openEnrollment, specialEnrollment]).toContain(lines[0])
})

test('during open enrollment the hero leads with when it ends, not with special enrollment, and nothing moves', async ({
  page,
}, info) => {
  await recordShifts(page)
  for (const width of widthsFor(info)) {
    await open(page, width, '2026-11-23T12:00:00')
    await expect(banner(page)).toHaveText(openEnrollment)
    const [line, heading] = await Promise.all([
      banner(page).boundingBox(),
      page.getByRole('heading', { level: 1 }).boundingBox(),
    ])
    expect(line && heading && line.y + line.height <= heading.y).toBe(true)
    expect(await shiftsSoFar(page)).toEqual([])
  }
})

for (const [when, now] of [
  ['the day after it ends', '2026-12-16T12:00:00'],
  ['the day before it starts', '2026-10-31T12:00:00'],
] as const) {
  test(`${when} the hero names the events that open special enrollment`, async ({ page }, info) => {
    test.skip(
      info.project.name !== 'phone',
      'the line the page picks for a day is the same at every width: the phone project reads it (the open enrollment test above lays it out at each)',
    )
    await open(page, 390, now)
    await expect(banner(page)).toHaveText(specialEnrollment)
    await expect(banner(page)).toHaveCount(1)
  })
}
