import type { Page } from '@playwright/test'
import { consent } from '../../../content/forms'
import { uniqueEmail, uniquePhone } from '../../support/lead'

/** What a visitor types into a contact form. */
export type Details = { firstName: string; lastName: string; email: string; phone: string; state?: string; consent?: boolean }

/** A visitor's details with an email address and phone number no other test uses. */
export function details(tag: string, overrides: Partial<Details> = {}): Details {
  return { firstName: 'Maria', lastName: "O'Neil", email: uniqueEmail(tag), phone: uniquePhone(), state: 'Ohio', consent: true, ...overrides }
}

export const form = (page: Page) => page.locator('form.contact-form')
export const toast = (page: Page) => page.getByRole('status')
export const submit = (page: Page) => form(page).locator('button[type="submit"]')
export const field = (page: Page, label: 'First Name' | 'Last Name' | 'Email' | 'Phone' | 'State') =>
  form(page).getByRole('textbox', { name: label, exact: true })

export async function fill(page: Page, values: Details) {
  await field(page, 'First Name').fill(values.firstName)
  await field(page, 'Last Name').fill(values.lastName)
  await field(page, 'Email').fill(values.email)
  await field(page, 'Phone').fill(values.phone)
  if (values.state !== undefined) await field(page, 'State').fill(values.state)
  if (values.consent) await form(page).getByLabel(consent.text).check()
}

/** Fills the hidden honeypot as a bot does: straight into the DOM (a person can neither see nor reach it). */
export async function fillHoneypot(page: Page, value: string) {
  await form(page).locator('input[name="website"]').evaluate((input: HTMLInputElement, text) => {
    input.value = text
  }, value)
}
