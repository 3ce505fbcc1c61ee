import type { Page } from '@playwright/test'
import { consent, smsConsent } from '../../../content/en/browser/forms'
import { readConfig } from '../../../src/lib/readConfig'
import { uniqueEmail, uniquePhone } from '../../../scripts/support/lead'

/** What a visitor types into a contact form. */
export type Details = {
  firstName: string
  lastName: string
  email: string
  phone: string
  state?: string
  consent?: boolean
}

/** A visitor's details with an email address and phone number no other test uses. */
export function details(tag: string, overrides: Partial<Details> = {}): Details {
  return {
    firstName: 'Maria',
    lastName: "O'Neil",
    email: uniqueEmail(tag),
    phone: uniquePhone(),
    state: 'Ohio',
    consent: true,
    ...overrides,
  }
}

/** The agency's legal name the build under test put in the consent, read as the build read it (the defaults, unless set). */
export const agencyLegalName = readConfig(process.env).agencyLegalName

/** The consent box's label as the forms show it now. */
export const consentLabel = consent.text(agencyLegalName)

export const form = (page: Page) => page.locator('form.contact-form')
export const toast = (page: Page) => page.getByRole('status')
export const submit = (page: Page) => form(page).locator('button[type="submit"]')
export const field = (page: Page, label: 'First Name' | 'Last Name' | 'Email' | 'Phone' | 'State') =>
  form(page).getByRole('textbox', { name: label, exact: true })

export const consentBox = (page: Page) => form(page).getByRole('checkbox', { name: consentLabel, exact: true })

/** The optional text-message box and its label as the forms show it now. */
export const textsLabel = smsConsent.text(agencyLegalName)
export const textsBox = (page: Page) => form(page).getByRole('checkbox', { name: textsLabel, exact: true })

const onScreen = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What the consent box's label says on screen, as the visitor reads it. */
export const shownConsent = async (page: Page) =>
  onScreen(await form(page).locator('.contact-form__consent:not(.contact-form__consent--texts) label').innerText())

/** What the text-message box's label says on screen. */
export const shownTextsConsent = async (page: Page) =>
  onScreen(await form(page).locator('.contact-form__consent--texts label').innerText())

export async function fill(page: Page, values: Details) {
  await field(page, 'First Name').fill(values.firstName)
  await field(page, 'Last Name').fill(values.lastName)
  await field(page, 'Email').fill(values.email)
  await field(page, 'Phone').fill(values.phone)
  if (values.state !== undefined) await field(page, 'State').fill(values.state)
  if (values.consent) await consentBox(page).check()
}

/** Fills the hidden honeypot as a bot does: straight into the DOM (a person can neither see nor reach it). */
export async function fillHoneypot(page: Page, value: string) {
  await form(page)
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement, text) => {
      input.value = text
    }, value)
}

/**
 * Opens a route with its script files held back, as a slow phone sees it before the JavaScript has arrived: the
 * prerendered form is on screen and nothing has hydrated. Every URL the page navigates to is recorded.
 * `release()` lets the scripts load.
 */
export async function openBeforeScripts(page: Page, path: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.js', async (route) => {
    await released
    await route.continue()
  })
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  await page.goto(path, { waitUntil: 'commit' })
  await submit(page).waitFor()
  return { visited, release }
}
