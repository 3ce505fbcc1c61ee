import type { Page } from '@playwright/test'
import { violations } from './support/axe'
import { details, fill, fillHoneypot, form, submit, toast } from './support/contactForm'
import { expect, openHydrated, test } from './support/fixtures'

/**
 * axe (WCAG 2.2 AA) with each kind of error toast of each contact form variant on screen: the client-side check
 * (with every field's own error message showing), the backend's refusal (real, from the local backend) and the
 * request that gets no answer.
 */
type ErrorToast = {
  kind: string
  shows: (page: Page) => Promise<void>
  title: string
  text: string
  invalidFields?: number
}

const clientCheck: ErrorToast = {
  kind: 'a blank field',
  shows: (page) => submit(page).click(),
  title: 'Please fill in all fields',
  text: 'All fields are required to submit your information.',
  // A blank form: the five text fields and the consent box.
  invalidFields: 6,
}

/** A refusal by the database: the honeypot, the one refusal every variant meets the same way. */
const refusal = (title: string): ErrorToast => ({
  kind: 'a refusal by the backend',
  shows: async (page) => {
    await fill(page, details('toast-refused'))
    await fillHoneypot(page, 'https://spam.example')
    await submit(page).click()
  },
  title,
  text: 'This form could not be sent because a hidden field was filled in',
})

const noAnswer = (title: string, text: string): ErrorToast => ({
  kind: 'no answer from the backend',
  shows: async (page) => {
    await page.route('**/rest/v1/contact_submissions', (route) => route.abort('internetdisconnected'))
    await fill(page, details('toast-offline'))
    await submit(page).click()
  },
  title,
  text,
})

const variants: Array<{ name: string; path: string; toasts: ErrorToast[] }> = [
  {
    name: 'home: Request a Callback',
    path: '/',
    toasts: [
      clientCheck,
      refusal('Submission failed'),
      noAnswer('Submission failed', 'There was an unexpected error. Please try again.'),
    ],
  },
  {
    name: '/sep',
    path: '/sep',
    toasts: [
      // The /sep form checks nothing itself: a blank form earns the database's message.
      {
        kind: 'a blank form refused by the backend',
        shows: (page) => submit(page).click(),
        title: 'Error',
        text: 'Please enter your first name.',
      },
      noAnswer('Error', 'An error occurred while submitting your information.'),
    ],
  },
  {
    name: 'content page',
    path: '/aca-for-families',
    toasts: [clientCheck, refusal('Error'), noAnswer('Error', 'An error occurred while submitting your information.')],
  },
]

for (const { name, path, toasts } of variants) {
  for (const { kind, shows, title, text, invalidFields = 0 } of toasts) {
    test(`axe finds no violation on the ${name} form with the error toast for ${kind}`, async ({ reusedTab: page }) => {
      await openHydrated(page, path)
      await shows(page)
      await expect(toast(page)).toContainText(title)
      await expect(toast(page)).toContainText(text)
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(invalidFields)
      // The form and the toast: the rest of the page is scanned on every route by accessibility.spec.ts. A scan judges
      // whatever the scroll position leaves half under the sticky header as obscured (on a phone, the field above the
      // one in view after the submit button was pressed), so the form's top is brought just below the header first,
      // where the page's scroll-padding puts what it scrolls to; the toast stays where it is. At once: the page scrolls
      // smoothly, and on a loaded machine the scan ran while the form was still passing under the header.
      await form(page).evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
      expect(await violations(page, ['form.contact-form', '.toaster'])).toEqual([])
    })
  }
}
