import type { Page } from '@playwright/test'
import { consent } from '../../content/en/browser/forms'
import { violations } from './support/axe'
import { details, field, fill, form, submit } from './support/contactForm'
import { expect, openHydrated, settle, test, watchConsole } from './support/fixtures'
import { leadsFor } from './support/leads'

/**
 * The savings estimator on /savings-calculator as a visitor uses it: worked examples of ACA-RULES.md typed in
 * and read back, refusals under their fields, the other coverage year one tap away, and axe with a result showing.
 * The clock is fixed during open enrollment for 2027, so the year choices do not depend on the day the suite runs.
 */
// The worked examples, refusals and the keyboard walk behave the same at every width (the estimator's machine and
// words on every path in both languages: tests/machines/savingsEstimator.*.test.tsx): the desktop project runs them,
// axe runs at both widths.
const oneWidth = (isMobile: boolean) =>
  test.skip(isMobile, 'the estimator works the same at every width: the desktop project runs it')

async function openEstimator(page: Page) {
  await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'))
  await openHydrated(page, '/savings-calculator')
}

type Answers = { year: string; state: string; size: string; income: string }

async function estimate(page: Page, answers: Answers) {
  await page.getByRole('radio', { name: `${answers.year} coverage` }).check()
  await page.getByLabel('State you live in').selectOption({ label: answers.state })
  await page.getByLabel('People in your household').fill(answers.size)
  await page.getByLabel('Yearly household income before taxes ($)').fill(answers.income)
  await page.getByRole('button', { name: 'See my estimate' }).click()
}

const status = (page: Page) =>
  page.getByRole('status').filter({ hasText: /./ }).and(page.locator('.estimator__headline'))

test('2026, Florida, 1 person, $30,000: at most $154 a month, 6.17%, Silver pays 87%', async ({
  reusedTab: page,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2026', state: 'Florida', size: '1', income: '30,000' })
  await expect(status(page)).toHaveText(
    'You can likely get a tax credit for 2026: your household would pay at most $154 a month for the benchmark Silver plan.',
  )
  const result = page.locator('.estimator__result')
  await expect(result).toContainText(
    'That is 6.17% of your income. Your income is 191% of the poverty line ($15,650 for 1 person in Florida, 2025 guidelines).',
  )
  await expect(result).toContainText('the plan pays about 87% of your costs')
  await expect(result).toContainText("Under 2025's rules, the same household paid at most $49 a month")
  await expect(result).toContainText(
    'An estimate, not an eligibility decision; prices depend on your ZIP code and plan.',
  )
  await expect(result.getByRole('link', { name: /Call an agent/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  await expect(result.getByRole('link', { name: /Text us/ })).toHaveAttribute('href', /^sms:\+1\d{10}\?&body=/)
})

test("'Have an agent check this' opens the callback form with the state filled in; the lead stores its estimate", async ({
  reusedTab: page,
  baseURL,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2026', state: 'Florida', size: '1', income: '30,000' })
  await expect(status(page)).toContainText('at most $154 a month')
  await expect(form(page)).toHaveCount(0)
  await page.locator('.estimator__result').getByRole('button', { name: 'Have an agent check this' }).click()

  await expect(page.getByRole('heading', { name: 'Have a licensed agent check your estimate' })).toBeInViewport()
  await expect(field(page, 'First Name')).toBeFocused()
  await expect(field(page, 'State')).toHaveValue('Florida')
  await settle(page)
  // The form scrolls to the top of the screen, so the result's button above it sits a few pixels under the sticky
  // header, which axe's target-size rule counts as obscured. Scan the whole page as the visitor scrolls back up.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  expect(await violations(page)).toEqual([])
  const lead = details('estimate', { state: undefined })
  await fill(page, lead)
  await submit(page).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your information has been submitted successfully.' }),
  ).toBeVisible()

  const rows = await leadsFor(baseURL ?? '', lead.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    first_name: lead.firstName,
    state: 'Florida',
    page: '/savings-calculator',
    consent_version: consent.version,
    source: 'estimator',
    estimate:
      '2026 coverage estimate: Florida, 1 person, $30,000 a year (191% of the poverty line). Tax credit: pays at most $154 a month for the benchmark Silver plan (6.17% of income); Silver plan pays about 87%. Under 2025 rules: at most $49 a month (1.96%). Rules checked 2026-11.',
  })
})

test('2027, Alaska, 2 people, $50,000: at most $250 a month, 5.99%', async ({ reusedTab: page, isMobile }) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2027', state: 'Alaska', size: '2', income: '50000' })
  await expect(status(page)).toContainText('would pay at most $250 a month')
  await expect(page.locator('.estimator__result')).toContainText(
    'That is 5.99% of your income. Your income is 184% of the poverty line ($27,050 for 2 people in Alaska, 2026 guidelines).',
  )
})

test('2026, Texas, 4 people, $140,000: no credit, and in 2025 at most $992 a month', async ({
  reusedTab: page,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2026', state: 'Texas', size: '4', income: '140000' })
  await expect(status(page)).toHaveText('No tax credit for 2026: your income is above 400% of the poverty line.')
  await expect(page.locator('.estimator__result')).toContainText(
    "Under 2025's rules, the same household paid at most $992 a month",
  )
})

test('2026, Ohio, 1 person, $20,000: Medicaid likely', async ({ reusedTab: page, isMobile }) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2026', state: 'Ohio', size: '1', income: '20000' })
  await expect(status(page)).toHaveText('You likely qualify for Medicaid in Ohio, not a tax credit.')
})

test('2027, Ohio, 1 person, $20,000: Medicaid likely, with the work requirement, then when the rules were last checked', async ({
  reusedTab: page,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2027', state: 'Ohio', size: '1', income: '20000' })
  await expect(status(page)).toHaveText('You likely qualify for Medicaid in Ohio, not a tax credit.')
  const result = page.locator('.estimator__result')
  await expect(result.locator('.estimator__caveat')).toHaveText([
    /^From January 1, 2027, adults 19 to 64 covered by Ohio’s Medicaid expansion must show 80 hours a month of work, school or community service.*cannot get a tax credit for a marketplace plan either/,
  ])
  await expect(result).toContainText(
    'Rules last checked: November 2026. The enhanced tax credits ended on December 31, 2025; if Congress extends them, this estimate would change.',
  )
  await result.locator('.estimator__sources summary').click()
  await expect(result.getByRole('link', { name: /Medicaid community engagement requirement/ })).toBeVisible()
})

test('2027, Georgia, 1 person, $14,000: the coverage gap unless Georgia Pathways is renewed', async ({
  reusedTab: page,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2027', state: 'Georgia', size: '1', income: '14000' })
  await expect(status(page)).toHaveText(
    "You may fall in Georgia's coverage gap: most adults under the poverty line there get neither Medicaid nor a tax credit.",
  )
  await expect(page.locator('.estimator__caveat')).toContainText(
    'It is not approved for 2027 yet: unless it is renewed',
  )
})

test('2027, Florida, 1 person, $24,000: just over 150%, Silver pays 87%, and who may get the credit', async ({
  reusedTab: page,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await estimate(page, { year: '2027', state: 'Florida', size: '1', income: '24,000' })
  await expect(status(page)).toHaveText(
    'You can likely get a tax credit for 2027: your household would pay at most $86 a month for the benchmark Silver plan.',
  )
  const result = page.locator('.estimator__result')
  await expect(result).toContainText('That is 4.30% of your income. Your income is just over 150% of the poverty line')
  await expect(result).toContainText('the plan pays about 87% of your costs')
  await expect(result.locator('.estimator__caveat')).toContainText(
    'In 2027 the tax credit is only for U.S. citizens, green card holders and a few other groups',
  )
})

test('starts on 2027 during open enrollment; one tap on 2026 estimates the same household again', async ({
  reusedTab: page,
  isMobile,
}) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await expect(page.getByRole('radio', { name: '2027 coverage' })).toBeChecked()
  await expect(page.locator('.estimator__years')).toContainText(
    'Open enrollment for 2027 coverage: November 1 – December 15, 2026.',
  )
  await estimate(page, { year: '2027', state: 'Florida', size: '1', income: '30000' })
  await expect(status(page)).toContainText('for 2027')
  await page.getByRole('radio', { name: '2026 coverage' }).check()
  await expect(status(page)).toHaveText(
    'You can likely get a tax credit for 2026: your household would pay at most $154 a month for the benchmark Silver plan.',
  )
})

test('shows a plain message under each invalid field and focuses the first', async ({ reusedTab: page, isMobile }) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await page.getByLabel('People in your household').fill('0')
  await page.getByLabel('Yearly household income before taxes ($)').fill('-5')
  await page.getByRole('button', { name: 'See my estimate' }).click()
  const state = page.getByLabel('State you live in')
  await expect(state).toBeFocused()
  await expect(state).toHaveAttribute('aria-invalid', 'true')
  await expect(state).toHaveAccessibleDescription('Choose the state you live in.')
  await expect(page.getByLabel('People in your household')).toHaveAccessibleDescription(/whole number from 1 to 20/)
  await expect(page.getByLabel('Yearly household income before taxes ($)')).toHaveAccessibleDescription(/0 or more/)
  await expect(status(page)).toHaveCount(0)
  // Fixing a field removes its message.
  await state.selectOption({ label: 'Texas' })
  await expect(state).not.toHaveAttribute('aria-invalid', 'true')
})

test('axe finds no WCAG 2.2 AA violation with a result showing', async ({ reusedTab: page }) => {
  await openEstimator(page)
  await estimate(page, { year: '2026', state: 'Florida', size: '1', income: '30000' })
  await expect(status(page)).toContainText('$154')
  await page.locator('.estimator__sources summary').click()
  await settle(page)
  expect(await violations(page)).toEqual([])
})

test('axe finds no WCAG 2.2 AA violation with errors showing', async ({ reusedTab: page }) => {
  await openEstimator(page)
  await page.getByRole('button', { name: 'See my estimate' }).click()
  await expect(page.locator('.estimator__error')).toHaveCount(3)
  await settle(page)
  expect(await violations(page)).toEqual([])
})

test('works from the keyboard alone', async ({ reusedTab: page, isMobile }) => {
  oneWidth(isMobile)
  await openEstimator(page)
  await page.getByRole('radio', { name: '2027 coverage' }).focus()
  await page.keyboard.press('ArrowRight') // 2026
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('State you live in')).toBeFocused()
  await page.keyboard.type('Texas')
  await expect(page.getByLabel('State you live in')).toHaveValue('TX')
  await page.keyboard.press('Tab')
  await page.keyboard.type('1')
  await page.keyboard.press('Tab')
  await page.keyboard.type('14000')
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText(
    "You may fall in Texas's coverage gap: most adults under the poverty line there get neither Medicaid nor a tax credit.",
  )
  await expect(page.locator('.estimator__result h3')).toHaveText('Your estimate: 2026 coverage')
})

test("a visitor on another day than the build's gets that day's year, with no hydration error", async ({
  page,
  isMobile,
}) => {
  oneWidth(isMobile)
  const { messages, pageErrors } = watchConsole(page)
  await page.clock.setFixedTime(new Date('2027-06-01T12:00:00'))
  await openHydrated(page, '/savings-calculator')
  await expect(page.getByRole('radio')).toHaveCount(1)
  await expect(page.getByRole('radio', { name: '2027 coverage' })).toBeChecked()
  await expect(page.locator('.estimator__years')).toContainText(
    'Open enrollment for 2027 coverage ended on December 15, 2026',
  )
  expect(messages.filter((message) => message.type === 'error' || message.type === 'warning')).toEqual([])
  expect(pageErrors).toEqual([])
})
