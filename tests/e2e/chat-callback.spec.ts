import type { Page } from '@playwright/test'
import { chatPanelCopy, optionText, sayText } from '../../content/en/browser/chat'
import { chatIncomeBands } from '../../rules/chatOutcome'
import { chatConsent } from '../../content/en/browser/chatConsent'
import type { ChatOption } from '../../machines/chat.machine'
import type { ChatMessageId } from '../../machines/chatScript'
import { chatLauncherCopy } from '../../content/en/chatLauncher'
import { violations } from './support/axe'
import { expect, openHydrated, test, watchConsole } from './support/fixtures'
import { leadsWhere } from './support/leads'

/**
 * The chat's callback in Chromium on a desktop (a fine pointer, no touch: no dialer), against the real server/ and database:
 * the chat's call answer becomes a callback request, and the agency reads the stored lead back with the chat's
 * answers, its source and the state its ZIP code names.
 */

/** A Wednesday, 10 AM Eastern: agents answer the phone, so the reason the chat gives is the device. */
const OPEN_HOURS = Date.parse('2026-11-25T15:00:00Z')

const chat = (page: Page) => page.getByRole('dialog', { name: chatLauncherCopy.title })
/** A household of one in Miami, in 2027 (the year on sale on OPEN_HOURS' day): its income buttons' dollars. */
const facts = { phone: '', name: 'Maria', incomeBands: chatIncomeBands(2027, 'FL', 1) }

async function tap(page: Page, option: ChatOption) {
  await chat(page)
    .getByRole('group')
    .getByRole('button', { name: optionText(option, facts), exact: true })
    .click()
}

/** Types an answer once the bot has asked `question` (input sent while it is still typing does not count). */
async function type(page: Page, question: ChatMessageId, label: string, text: string) {
  await expect(chat(page).locator('.chat-msg').last()).toContainText(sayText(question, facts))
  const field = chat(page).getByRole('textbox', { name: label })
  await field.fill(text)
  await field.press('Enter')
}

test('a desktop visitor who taps a call answer asks for a callback instead, and the agency reads the lead back', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'a phone during open hours dials (tests/e2e/chat.spec.ts); the callback is the desktop ending')
  test.setTimeout(90_000)
  const { pageErrors } = watchConsole(page)
  // A number of its own per run: the repeat guard allows 3 leads an hour per number.
  const phone = `(305) 555-${String(Date.now() % 10_000).padStart(4, '0')}`
  await openHydrated(page, '/?utm_source=chat-test&utm_medium=e2e')
  await page.clock.install({ time: OPEN_HOURS })
  await page.getByRole('button', { name: chatLauncherCopy.button }).click()

  await tap(page, 'age36to45')
  await tap(page, 'none')
  await type(page, 'zipCodeQuestion', chatPanelCopy.zipCodeField.label, '33101')
  await tap(page, 'household1')
  await tap(page, 'withCostSharing')
  await type(page, 'nameQuestion', chatPanelCopy.nameField.label, 'Maria')
  await tap(page, 'callMeNow')
  // No dialer on a desktop: the reason, and the question for the number.
  await type(page, 'callbackNoDialer', chatPanelCopy.phoneField.label, '555-0142')
  // A number without its area code is asked for again; then the real one.
  await type(page, 'callbackPhoneAgain', chatPanelCopy.phoneField.label, phone)

  // The forms' consent, word for word; sent unticked, the box says it is needed and nothing is stored.
  const box = chat(page).getByRole('checkbox', { name: /^I agree that/ })
  await expect(box).toBeVisible()
  const request = chat(page).getByRole('button', { name: chatPanelCopy.consentForm.submit })
  await request.click()
  await expect(chat(page).getByRole('alert')).toHaveText(chatPanelCopy.consentForm.missing)
  expect(await violations(page, ['.chat-panel']), 'axe on the consent form with its message').toEqual([])
  expect(await leadsWhere(baseURL ?? '', 'phone', phone)).toEqual([])
  await box.check()
  await request.click()
  await expect(chat(page).getByRole('log')).toContainText(
    `Thank you, Maria! A licensed agent will call you at ${phone}.`,
  )

  await expect.poll(async () => (await leadsWhere(baseURL ?? '', 'phone', phone)).length).toBe(1)
  const [row] = await leadsWhere(baseURL ?? '', 'phone', phone)
  expect(row).toMatchObject({
    source: 'chat',
    first_name: 'Maria',
    last_name: null,
    email: null,
    phone,
    state: 'Florida',
    zip_code: '33101',
    medicaid_denied: false,
    age_range: 'age36to45',
    current_insurance: 'none',
    household_size: 1,
    income_band: 'withCostSharing',
    coverage_year: 2027,
    agreed_to_contact: true,
    consent_version: chatConsent.version,
    page: '/',
    language: 'en',
    utm_source: 'chat-test',
    utm_medium: 'e2e',
  })

  // Nothing is asked twice: the home page's form has the first name and the state the ZIP named,
  await page.keyboard.press('Escape')
  const homeForm = page.locator('form.contact-form')
  await expect(homeForm.locator('input[name="firstName"]')).toHaveValue('Maria')
  await expect(homeForm.locator('input[name="state"]')).toHaveValue('Florida')
  await expect(homeForm.locator('input[name="lastName"]')).toHaveValue('')
  // and so has a form on the next page, once the visitor reaches for it.
  await openHydrated(page, '/sep')
  await page.locator('form.contact-form input[name="lastName"]').focus()
  await expect(page.locator('form.contact-form input[name="firstName"]')).toHaveValue('Maria')
  await expect(page.locator('form.contact-form input[name="state"]')).toHaveValue('Florida')
  expect(pageErrors).toEqual([])
})
