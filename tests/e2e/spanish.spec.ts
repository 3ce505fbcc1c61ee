import { fieldCopy as spanishFields, consent as spanishConsent } from '../../content/es/browser/forms'
import { chatConsent as spanishChatConsent } from '../../content/es/browser/chatConsent'
import { outcomeToasts as spanishToasts } from '../../content/es/browser/formToasts'
import { openMenu as spanishMenu } from '../../content/es/site'
import { mainNavLabel } from '../../content/en/site'
import { mainNavLabel as spanishNavLabel } from '../../content/es/site'
import {
  optionText as spanishOption,
  chatPanelCopy as spanishPanel,
  sayText as spanishSay,
} from '../../content/es/browser/chat'
import { chatLauncherCopy as spanishLauncher } from '../../content/es/chatLauncher'
import type { ChatOption } from '../../machines/chat.machine'
import { chatIncomeBands } from '../../rules/chatOutcome'
import type { ChatMessageId } from '../../machines/chatScript'
import { uniqueEmail, uniquePhone } from '../../scripts/support/lead'
import { leadsFor, leadsWhere } from './support/leads'
import { agencyLegalName } from './support/contactForm'
import { expect, openHydrated, test } from './support/fixtures'

/**
 * The Spanish twins as a visitor uses them: the language switch leads to the same page in the other
 * language and back, and a Spanish form stores its lead as the English one does, with the page's language and the
 * Spanish consent's version. The Spanish chat and estimator walk every machine path in the `es` Vitest project.
 */
test('the language switch leads to the same page in Spanish and back, in the header or the phone menu', async ({
  reusedTab: page,
  isMobile,
}) => {
  await openHydrated(page, '/sep')
  if (isMobile) {
    await openHydrated(page, '/compare-aca-plans')
    await page.getByRole('navigation', { name: mainNavLabel }).locator('button[aria-expanded]').click()
  }
  const toSpanish = page.locator('a[hreflang="es"]:visible').first()
  await expect(toSpanish).toHaveText('Español')
  await expect(toSpanish).toHaveAttribute('lang', 'es')
  await toSpanish.click()
  const spanishPath = isMobile ? '/es/compare-aca-plans' : '/es/sep'
  await expect(page).toHaveURL(new RegExp(`${spanishPath}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  if (isMobile) {
    await page.getByRole('navigation', { name: spanishNavLabel }).getByRole('button', { name: spanishMenu }).click()
  }
  const toEnglish = page.locator('a[hreflang="en"]:visible').first()
  await expect(toEnglish).toHaveText('English')
  await toEnglish.click()
  await expect(page).toHaveURL(new RegExp(`${isMobile ? '/compare-aca-plans' : '/sep'}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('links inside a Spanish page stay in Spanish', async ({ reusedTab: page, isMobile }) => {
  test.skip(isMobile, "the page's links are the same at every width: the desktop project reads them")
  await openHydrated(page, '/es/')
  const internal = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(internal.length).toBeGreaterThan(3)
  expect(internal.filter((href) => !href.startsWith('/es/'))).toEqual([])
})

test('a Spanish form stores the lead with the Spanish page, its language and the Spanish consent it showed', async ({
  reusedTab: page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the form is the same at both widths: once is enough')
  const email = uniqueEmail('es-home')
  const phone = uniquePhone()
  await openHydrated(page, '/es/')
  const form = page.locator('form.contact-form')
  await form.getByRole('textbox', { name: spanishFields.firstName.label, exact: true }).fill('María')
  await form.getByRole('textbox', { name: spanishFields.lastName.label, exact: true }).fill('Pérez')
  await form.getByRole('textbox', { name: spanishFields.email.label, exact: true }).fill(email)
  await form.getByRole('textbox', { name: spanishFields.phone.label, exact: true }).fill(phone)
  await form.getByRole('textbox', { name: spanishFields.state.label, exact: true }).fill('Carolina del Sur')
  const consentText = spanishConsent.text(agencyLegalName)
  await form.getByRole('checkbox', { name: consentText, exact: true }).check()
  await form.locator('button[type="submit"]').click()
  await expect(page.getByRole('status')).toContainText(spanishToasts.home.success.title)
  const rows = await leadsFor(baseURL ?? '', email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    first_name: 'María',
    last_name: 'Pérez',
    state: 'Carolina del Sur',
    state_code: 'SC',
    // The Spanish home, as the database's page format stores it.
    page: '/es',
    language: 'es',
    source: 'home_callback',
    consent_version: spanishConsent.version,
  })
})

test('the Spanish sticky bar never runs past the screen: its links sit behind the menu button at every width', async ({
  reusedTab: page,
  isMobile,
}) => {
  test.skip(isMobile, 'the phone menu is walked above')
  for (const width of [1100, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/es/')
    const menu = page.getByRole('navigation', { name: spanishNavLabel }).getByRole('button', { name: spanishMenu })
    await menu.click()
    const found = await page.evaluate(() => ({
      sideways: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      linksOutside: [...document.querySelectorAll('.main-nav__links a')].filter((link) => {
        const box = link.getBoundingClientRect()
        return box.width === 0 || box.right > window.innerWidth || box.left < 0
      }).length,
    }))
    expect(found, `at ${width} px`).toEqual({ sideways: 0, linksOutside: 0 })
  }
})

test('the Spanish chat ends in a callback request as the English one does, and the lead says it came from a Spanish page', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(
    isMobile,
    'a desktop has no dialer: the callback is its ending (tests/e2e/chat-callback.spec.ts walks it in English)',
  )
  test.setTimeout(90_000)
  const phone = `(305) 555-${String((Date.now() + 5000) % 10_000).padStart(4, '0')}`
  const facts = { phone: '', name: 'María', incomeBands: chatIncomeBands(2027, 'FL', 1) }
  await openHydrated(page, '/es/')
  // A Wednesday, 10 AM Eastern: agents answer, so the chat's reason is the device.
  await page.clock.install({ time: Date.parse('2026-11-25T15:00:00Z') })
  await page.getByRole('button', { name: spanishLauncher.button }).click()
  const chat = page.getByRole('dialog', { name: spanishLauncher.title })
  const tap = (option: ChatOption) =>
    chat
      .getByRole('group')
      .getByRole('button', { name: spanishOption(option, facts), exact: true })
      .click()
  const type = async (question: ChatMessageId, label: string, text: string) => {
    await expect(chat.locator('.chat-msg').last()).toContainText(spanishSay(question, facts))
    await chat.getByRole('textbox', { name: label }).fill(text)
    await chat.getByRole('textbox', { name: label }).press('Enter')
  }
  await tap('age36to45')
  await tap('none')
  await type('zipCodeQuestion', spanishPanel.zipCodeField.label, '33101')
  await tap('household1')
  await tap('withCostSharing')
  await type('nameQuestion', spanishPanel.nameField.label, 'María')
  await tap('callMeNow')
  await type('callbackNoDialer', spanishPanel.phoneField.label, phone)
  await chat.getByRole('checkbox', { name: /^Acepto que/ }).check()
  await chat.getByRole('button', { name: spanishPanel.consentForm.submit }).click()
  await expect.poll(async () => (await leadsWhere(baseURL ?? '', 'phone', phone)).length).toBe(1)
  const [row] = await leadsWhere(baseURL ?? '', 'phone', phone)
  expect(row).toMatchObject({
    source: 'chat',
    first_name: 'María',
    state: 'Florida',
    zip_code: '33101',
    age_range: 'age36to45',
    current_insurance: 'none',
    household_size: 1,
    income_band: 'withCostSharing',
    coverage_year: 2027,
    consent_version: spanishChatConsent.version,
    page: '/es',
    language: 'es',
  })
})
