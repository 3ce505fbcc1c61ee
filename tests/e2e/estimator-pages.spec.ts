import type { Page, TestInfo } from '@playwright/test'
import { pageYear } from '../../rules/pageYear'
import { violations } from './support/axe'
import { expect, openHydrated, test, watchConsole } from './support/fixtures'

/**
 * The savings estimator where the site offers it besides /savings-calculator: the home hero's first questions
 * (right column at 1280 px, under the buttons on narrower screens) carried into /savings-calculator, the hero's
 * 'See What I Would Pay', and the estimator embedded in /lower-costs, whose code loads only when it is shown.
 * 390 px runs in the phone project, 768 and 1280 px in the desktop one. The clock is fixed during open
 * enrollment for 2027.
 */
// Each test walks its widths in turn, with axe on a loaded machine: more time than one page needs.
test.describe.configure({ timeout: 120_000 })

const widthsFor = (info: TestInfo) => (info.project.name === 'phone' ? [390] : [768, 1280])
/** Why a test of what the estimator does, not of where it sits, runs in the phone project only. */
const oneWidth = 'what the estimator does with its answers is the same at every width: the phone project runs it'

async function open(page: Page, width: number, path: string) {
  if (width !== 390) await page.setViewportSize({ width, height: width === 768 ? 1024 : 800 })
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'))
  await openHydrated(page, path)
}

const headline = (page: Page) => page.locator('.estimator__headline[role="status"]')
const floridaSingle2027 =
  'You can likely get a tax credit for 2027: your household would pay at most $154 a month for the benchmark Silver plan.'

test('the hero starts the estimator: its answers reach /savings-calculator, which shows the estimate', async ({
  reusedTab: page,
}, info) => {
  for (const width of widthsFor(info)) {
    await open(page, width, '/')
    const start = page.getByRole('form', { name: 'What would you pay?' })
    const box = await start.boundingBox()
    const actions = await page.locator('.home-hero__actions').boundingBox()
    const h1 = await page.getByRole('heading', { level: 1 }).boundingBox()
    if (!box || !actions || !h1) throw new Error('hero parts not laid out')
    if (width === 1280) {
      // The right column, beside the heading, whole above the fold.
      expect(box.x).toBeGreaterThan(h1.x + h1.width - 1)
      expect(box.y + box.height).toBeLessThanOrEqual(800)
    } else {
      expect(box.y).toBeGreaterThanOrEqual(actions.y + actions.height)
    }
    await start.getByLabel('State you live in').selectOption({ label: 'Florida' })
    await start.getByLabel('People in your household').fill('1')
    await start.getByLabel('Yearly household income before taxes ($)').fill('30,000')
    await start.getByRole('button', { name: 'See My Estimate' }).click()
    // The income is carried outside the address (history state): no URL, log or Referer ever holds it.
    await expect(page).toHaveURL(/\/savings-calculator\?state=FL&householdSize=1$/)
    await expect(headline(page)).toHaveText(floridaSingle2027)
    await expect(page.getByLabel('People in your household')).toHaveValue('1')
    await expect(page.getByLabel('Yearly household income before taxes ($)')).toHaveValue('30,000')
    await expect(page.locator('.estimator__result')).toContainText('An estimate, not an eligibility decision')
  }
})

test('before the page runs (no JavaScript), the hero still opens the calculator, with state and size only', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', oneWidth)
  const width = 390
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  })
  const page = await context.newPage()
  try {
    await page.goto('/')
    const start = page.getByRole('form', { name: 'What would you pay?' })
    await start.getByLabel('State you live in').selectOption({ label: 'Texas' })
    await start.getByLabel('People in your household').fill('3')
    await start.getByLabel('Yearly household income before taxes ($)').fill('52,000')
    await start.getByRole('button', { name: 'See My Estimate' }).click()
    await expect(page).toHaveURL(/\/savings-calculator\?state=TX&householdSize=3$/)
    expect(page.url()).not.toContain('52')
  } finally {
    await context.close()
  }
})

test('a state page’s preset fills in the state and waits: no estimate, no error until the visitor answers', async ({
  reusedTab: page,
}, info) => {
  test.skip(info.project.name !== 'phone', oneWidth)
  await open(page, 390, '/obamacare-in-florida')
  await page.getByRole('link', { name: 'Estimate what you would pay in Florida' }).click()
  await expect(page).toHaveURL(/\/savings-calculator\?state=FL$/)
  await expect(page.getByLabel('State you live in')).toHaveValue('FL')
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
  await expect(page.locator('.estimator__result')).toHaveCount(0)
  await page.getByLabel('People in your household').fill('1')
  await page.getByLabel('Yearly household income before taxes ($)').fill('30,000')
  await page.getByRole('button', { name: 'See my estimate' }).click()
  await expect(headline(page)).toHaveText(floridaSingle2027)
})

test('answers carried in part: the estimator says what is missing under its field and focuses it', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', oneWidth)
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'))
  await page.goto('/savings-calculator?state=TX&householdSize=2')
  const income = page.getByLabel('Yearly household income before taxes ($)')
  await expect(income).toBeFocused()
  await expect(income).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('State you live in')).toHaveValue('TX')
})

test("'See What I Would Pay' opens the estimator, and 'Get My FREE Quote Now' still dials", async ({
  reusedTab: page,
}, info) => {
  for (const width of widthsFor(info)) {
    await open(page, width, '/')
    const hero = page.locator('.home-hero')
    await expect(hero.getByRole('link', { name: 'Get My FREE Quote Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await hero.getByRole('link', { name: 'See What I Would Pay' }).click()
    await expect(page).toHaveURL(/\/savings-calculator$/)
    // The home page stays on screen until the calculator's code has arrived: answer on the calculator's own form.
    const estimator = page.locator('.estimator')
    await expect(estimator.getByRole('heading', { name: 'Estimate what you would pay' })).toBeVisible()
    await estimator.getByLabel('State you live in').selectOption({ label: 'Florida' })
    await estimator.getByLabel('People in your household').fill('1')
    await estimator.getByLabel('Yearly household income before taxes ($)').fill('30000')
    await estimator.getByRole('button', { name: 'See my estimate' }).click()
    await expect(headline(page)).toHaveText(floridaSingle2027)
  }
})

test('/lower-costs: the estimator’s code loads when it is shown, then it estimates; axe clean with the result', async ({
  page,
}, info) => {
  for (const width of widthsFor(info)) {
    const chunks: string[] = []
    page.on('request', (request) => {
      if (/\/SavingsEstimator-[\w-]+\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url())
    })
    const console = watchConsole(page)
    // A fresh visit, at the top: reopening the same address would restore the last width's scroll position.
    await page.goto('about:blank')
    await open(page, width, '/lower-costs')
    expect(chunks, 'no estimator code before the visitor nears it').toEqual([])
    const estimator = page.locator('#estimator')
    await estimator.scrollIntoViewIfNeeded()
    // Its code arrived and the form is live (the submit button is enabled once it runs).
    await expect(estimator.getByRole('button', { name: 'See my estimate' })).toBeEnabled()
    expect(chunks.length).toBeGreaterThan(0)
    await estimator.getByRole('radio', { name: '2026 coverage' }).check()
    await estimator.getByLabel('State you live in').selectOption({ label: 'Florida' })
    await estimator.getByLabel('People in your household').fill('1')
    await estimator.getByLabel('Yearly household income before taxes ($)').fill('30,000')
    await estimator.getByRole('button', { name: 'See my estimate' }).click()
    await expect(headline(page)).toHaveText(
      'You can likely get a tax credit for 2026: your household would pay at most $154 a month for the benchmark Silver plan.',
    )
    expect(chunks.length).toBeGreaterThan(0)
    // Around it, the page's income lines are the coverage year's own, not SPEC's 2025 figures.
    await expect(page.getByRole('heading', { name: `${pageYear} Income Guidelines` })).toBeVisible()
    await expect(page.locator('.year-note')).toHaveCount(0)
    // Where the result leaves the page scrolled, the household field can sit a few pixels under the sticky header,
    // which axe's target-size rule counts as obscured. Scan the whole page as the visitor scrolls back up.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    expect(await violations(page)).toEqual([])
    expect(console.pageErrors).toEqual([])
    expect(console.messages.filter((message) => message.type === 'error')).toEqual([])
    page.removeAllListeners('request')
  }
})

test('home: axe clean with the hero’s estimator start, and nothing moves as the page loads', async ({ page }, info) => {
  for (const width of widthsFor(info)) {
    await page.addInitScript(() => {
      const shifts: string[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // The value and what moved, so a failure says which element shifted and how.
          const shift = entry as unknown as {
            value: number
            sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          }
          const moved = (shift.sources ?? []).map(
            ({ node, previousRect: a, currentRect: b }) =>
              `${node?.nodeName ?? '?'}.${node instanceof Element ? node.className : ''} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
          )
          shifts.push(`${shift.value.toFixed(4)} at ${innerWidth} px: ${moved.join('; ')}`)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await open(page, width, '/')
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
    expect(await violations(page)).toEqual([])
  }
})
