import { consentVersions } from '../../content/en/browser/consent'
import { createHash } from 'node:crypto'
import { consent, formCopy, smsConsent } from '../../content/en/browser/forms'
import { servedLegalVersions } from '../../rules/legalVersions'
import { contactFormDelays } from '../../machines/contactForm.machine'
import {
  agencyLegalName,
  consentBox,
  details,
  field,
  fill,
  form,
  openBeforeScripts,
  shownConsent,
  shownTextsConsent,
  submit,
  textsBox,
  toast,
} from './support/contactForm'
import { expect, openHydrated, test } from './support/fixtures'
import { leadsFor } from './support/leads'

/**
 * Every contact form variant in Chromium against the real server/ and database: what the visitor sees, and the
 * row the agency reads back. At phone width only: the forms behave the same at every width (their machine and its
 * words are checked on every path in both languages by tests/machines/contactForm.model.test.tsx); what the width
 * changes, the layout around a form, is checked by page-frame.spec.ts and pages.spec.ts, and the form with each error
 * toast by axe at both widths in form-toasts.spec.ts. The Spanish form and the opt-out forms run at desktop width.
 */
test.skip(({ isMobile }) => !isMobile, 'the forms behave the same at every width: the phone project runs them')
test.describe('home: Request a Callback', () => {
  test('stores the lead with its consent evidence, thanks the visitor and clears the form', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('home')
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    await expect(toast(page)).toContainText("We'll contact you soon with your health insurance options.")
    await expect(field(page, 'Email')).toHaveValue('')
    await expect(consentBox(page)).not.toBeChecked()
    const rows = await leadsFor(baseURL ?? '', lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      first_name: 'Maria',
      last_name: "O'Neil",
      phone: lead.phone,
      state: 'Ohio',
      agreed_to_contact: true,
      page: '/',
      consent_version: consent.version,
      client_ip: '127.0.0.1',
      // Which form, the page's language, and the visit: it arrived at the home page itself, from no other site.
      source: 'home_callback',
      language: 'en',
      landing_page: '/',
      referrer: null,
      utm_source: null,
      // The page's own record: the button pressed, the build, the legal versions it linked, no privacy signal.
      submit_label: formCopy.home.submit,
      privacy_version: servedLegalVersions.privacyPolicy,
      terms_version: servedLegalVersions.termsOfService,
      gpc: false,
    })
    expect(rows[0].build_id).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(rows[0].user_agent).toContain('Chrome')
  })

  test('stores the version of the consent the visitor read, and that version is word for word what the page showed', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('home-consent-version')
    await openHydrated(page, '/')
    const shown = await shownConsent(page)
    // Who may call, and what the visitor agrees to: prior express written consent (47 CFR 64.1200(f)(9)). Texts
    // have their own optional box.
    expect(shown).toContain(`I agree that ${agencyLegalName}, a licensed health insurance agency`)
    expect(shown).not.toContain('the company')
    for (const disclosure of [
      'automated technology or an artificial or prerecorded voice',
      'not a condition of any purchase',
      'Do Not Call',
    ]) {
      expect(shown).toContain(disclosure)
    }
    // Texts are agreed to in their own box: this one names them only as a way to withdraw (STOP to a text).
    expect(shown.split('My consent')[0]).not.toMatch(/\btext/i)
    expect(shown).toContain(
      'by telling an agent, by replying STOP to a text from us, or on our opt-out page (/opt-out)',
    )
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    const [row] = await leadsFor(baseURL ?? '', lead.email)
    const agreed = consentVersions.find((version) => version.version === row?.consent_version)
    expect(agreed, `consent version ${row?.consent_version} is kept in content/en/browser/consent.ts`).toBeDefined()
    expect(agreed?.text(agencyLegalName)).toBe(shown)
    // The page sent its own SHA-256 of the words it showed, and the database, which holds it to its own, kept it.
    expect(row?.consent_shown_sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.consent_shown_sha256).toBe(row?.consent_sha256)
    expect(row?.sms_consent_shown_sha256).toBe(row?.sms_consent_sha256)
  })

  test('stores the text-message box as the visitor left it: unticked false, ticked true, each with its wording and hash', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
    await openHydrated(page, '/')
    const shownCalls = await shownConsent(page)
    const shownTexts = await shownTextsConsent(page)
    expect(shownTexts).toBe(smsConsent.text(agencyLegalName))
    // Optional and unticked: the form goes without it.
    const without = details('home-no-texts')
    await expect(textsBox(page)).not.toBeChecked()
    await fill(page, without)
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    const [unticked] = await leadsFor(baseURL ?? '', without.email)
    expect(unticked).toMatchObject({
      agreed_to_contact: true,
      consent_text: shownCalls,
      consent_sha256: sha256(shownCalls),
      sms_consent: false,
      sms_consent_version: smsConsent.version,
    })
    // The browser's time zone, for the calling hours where the visitor is.
    expect(unticked.time_zone).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/)
    const withTexts = details('home-texts')
    await fill(page, withTexts)
    await textsBox(page).check()
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    // The first lead's toast may still be showing the same words: wait for the second row itself.
    await expect.poll(async () => (await leadsFor(baseURL ?? '', withTexts.email)).length).toBe(1)
    const [ticked] = await leadsFor(baseURL ?? '', withTexts.email)
    expect(ticked).toMatchObject({
      sms_consent: true,
      sms_consent_version: smsConsent.version,
      sms_consent_text: shownTexts,
      sms_consent_sha256: sha256(shownTexts),
    })
  })

  test('asks for every field when one is blank, stores nothing, and moves focus to it', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('home-blank', { lastName: '' })
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Please fill in all fields')
    await expect(toast(page)).toContainText('All fields are required to submit your information.')
    await expect(field(page, 'Last Name')).toBeFocused()
    await expect(field(page, 'Email')).toHaveValue(lead.email)
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(0)
    // The blank field says so itself: marked invalid, a red border, its message under it and read with it.
    await expect(field(page, 'Last Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Last Name')).toHaveAccessibleDescription('Please enter your last name.')
    await expect(field(page, 'Last Name')).toHaveCSS('border-color', 'rgb(180, 35, 24)')
    await expect(form(page).getByText('Please enter your last name.')).toBeVisible()
    await expect(field(page, 'First Name')).not.toHaveAttribute('aria-invalid', 'true')
    // Fixing the field clears the error, so the toast never sits on the form being corrected.
    await field(page, 'Last Name').fill('Lopez')
    await expect(toast(page)).toHaveText('')
    await expect(field(page, 'Last Name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByText('Please enter your last name.')).toHaveCount(0)
  })

  test('marks every invalid field at once and focuses the first of them', async ({ reusedTab: page }) => {
    await openHydrated(page, '/')
    await fill(page, details('home-many', { firstName: '', email: 'maria@example', phone: '555-0142', consent: false }))
    await submit(page).click()
    await expect(toast(page)).toContainText('Please fill in all fields')
    await expect(field(page, 'First Name')).toBeFocused()
    await expect(field(page, 'First Name')).toHaveAccessibleDescription('Please enter your first name.')
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(
      'Enter a 10-digit US phone number, like (305) 555-0142.',
    )
    await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(consentBox(page)).toHaveAccessibleDescription('Please tick this box so we may contact you.')
    for (const label of ['Last Name', 'State'] as const)
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('asks for consent before sending anything', async ({ reusedTab: page, baseURL }) => {
    const lead = details('home-consent', { consent: false })
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Consent required')
    await expect(toast(page)).toContainText('Please agree to be contacted by us to proceed.')
    await expect(consentBox(page)).toBeFocused()
    await expect(consentBox(page)).toHaveAccessibleDescription('Please tick this box so we may contact you.')
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(0)
  })

  test("shows 'Submitting...' with everything disabled while the request is on its way, and a double click stores one row", async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('home-double')
    await page.route('**/rest/v1/contact_submissions', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).dblclick()
    await expect(submit(page)).toHaveText('Submitting...')
    await expect(submit(page)).toBeDisabled()
    await expect(field(page, 'First Name')).toBeDisabled()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    await expect(submit(page)).toHaveText('Request a Callback')
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(1)
  })

  test('keeps what the visitor typed when the backend refuses the row, and says so', async ({ reusedTab: page }) => {
    const lead = details('home-refused')
    await page.route('**/rest/v1/contact_submissions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', details: null, hint: null, message: 'refused' }),
      }),
    )
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Submission failed')
    await expect(toast(page)).toContainText('There was an error submitting your information. Please try again.')
    await expect(field(page, 'Email')).toHaveValue(lead.email)
  })

  test('keeps what the visitor typed when the network fails, and a retry stores exactly one row', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('home-retry')
    await page.route('**/rest/v1/contact_submissions', (route) => route.abort('internetdisconnected'))
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('There was an unexpected error. Please try again.')
    await expect(field(page, 'First Name')).toHaveValue(lead.firstName)
    await expect(consentBox(page)).toBeChecked()
    await page.unroute('**/rest/v1/contact_submissions')
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(1)
  })

  test(`gives up on a backend that has not answered after ${contactFormDelays.submitTimeout / 1000} s, keeps the details, and the retry stores one row although the slow request landed`, async ({
    page,
    baseURL,
  }) => {
    const lead = details('home-slow')
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    let first = true
    await page.route('**/rest/v1/contact_submissions', async (route) => {
      if (!first) return route.continue()
      first = false
      arrive()
      await released
      await route.fetch() // the slow request reaches the server after all, long after the visitor was told it failed
      await route.abort().catch(() => undefined)
    })
    await openHydrated(page, '/')
    await page.clock.install()
    await fill(page, lead)
    await submit(page).click()
    await expect(submit(page)).toHaveText('Submitting...')
    await arrived // the request is out (supabase-js loads first), so its timer is running
    await page.clock.runFor(contactFormDelays.submitTimeout)
    await expect(toast(page)).toContainText('There was an unexpected error. Please try again.')
    await expect(field(page, 'Email')).toHaveValue(lead.email)
    await expect(consentBox(page)).toBeChecked()
    release()
    await expect.poll(async () => (await leadsFor(baseURL ?? '', lead.email)).length).toBe(1)
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(1)
  })

  test('a retry after a lost answer (the row was stored) does not store a second row', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('home-lost-answer')
    let first = true
    await page.route('**/rest/v1/contact_submissions', async (route) => {
      if (!first) return route.continue()
      first = false
      await route.fetch() // the server stores the row...
      await route.abort('connectionreset') // ...but the answer never reaches the browser
    })
    await openHydrated(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('There was an unexpected error. Please try again.')
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(1)
  })
})

test.describe('/sep form', () => {
  test("stores the lead and shows 'Success' / 'Form submitted successfully'", async ({ reusedTab: page, baseURL }) => {
    const lead = details('sep', { state: 'Texas' })
    await openHydrated(page, '/sep')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Success')
    await expect(toast(page)).toContainText('Form submitted successfully')
    const rows = await leadsFor(baseURL ?? '', lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ page: '/sep', state: 'Texas', source: 'sep', language: 'en' })
  })

  test("shows 'Error' / 'An error occurred while submitting your information.' when the network fails", async ({
    reusedTab: page,
  }) => {
    await page.route('**/rest/v1/contact_submissions', (route) => route.abort('internetdisconnected'))
    await openHydrated(page, '/sep')
    await fill(page, details('sep-offline'))
    await submit(page).click()
    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('An error occurred while submitting your information.')
    await expect(field(page, 'First Name')).toHaveValue('Maria')
  })

  test("sends what was entered and shows the backend's own message when it is refused", async ({ reusedTab: page }) => {
    await openHydrated(page, '/sep')
    await submit(page).click()
    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('Please enter your first name.')
  })
})

test.describe('content-page form', () => {
  test('stores the lead from /aca-for-families with the content-page success toast', async ({
    reusedTab: page,
    baseURL,
  }) => {
    const lead = details('families')
    await openHydrated(page, '/aca-for-families')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Success')
    await expect(toast(page)).toContainText('Your information has been submitted successfully.')
    const rows = await leadsFor(baseURL ?? '', lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0].page).toBe('/aca-for-families')
  })

  test('starts with Florida on /health-insurance-florida and stores it', async ({ reusedTab: page, baseURL }) => {
    const lead = details('florida', { state: undefined })
    await openHydrated(page, '/health-insurance-florida')
    await expect(field(page, 'State')).toHaveValue('Florida')
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Your information has been submitted successfully.')
    const rows = await leadsFor(baseURL ?? '', lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state: 'Florida', page: '/health-insurance-florida', source: 'content_page' })
  })

  test("shows 'Error' with the words for the backend's refusal code, never the backend's sentence", async ({
    reusedTab: page,
  }) => {
    // The code (hint) says why; the message is the backend's, which the visitor never sees.
    await page.route('**/rest/v1/contact_submissions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', details: null, hint: 'state.invalid', message: 'backend words' }),
      }),
    )
    await openHydrated(page, '/zero-dollar-health-plans')
    await fill(page, details('zero-refused'))
    await submit(page).click()
    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('Please enter a valid state.')
    await expect(toast(page)).not.toContainText('backend words')
  })

  test("shows the form's own failure words for a refusal without a code it knows", async ({ reusedTab: page }) => {
    await page.route('**/rest/v1/contact_submissions', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', details: null, hint: null, message: 'backend words' }),
      }),
    )
    await openHydrated(page, '/zero-dollar-health-plans')
    await fill(page, details('zero-refused-uncoded'))
    await submit(page).click()
    await expect(toast(page)).toContainText('An error occurred while submitting your information.')
    await expect(toast(page)).not.toContainText('backend words')
  })

  test("shows 'Error' / 'An error occurred while submitting your information.' when the network fails", async ({
    reusedTab: page,
  }) => {
    await page.route('**/rest/v1/contact_submissions', (route) => route.abort('internetdisconnected'))
    await openHydrated(page, '/compare-aca-plans')
    await fill(page, details('compare-offline'))
    await submit(page).click()
    await expect(toast(page)).toContainText('An error occurred while submitting your information.')
    await expect(field(page, 'Email')).not.toHaveValue('')
  })

  test('checks the email shape before sending', async ({ reusedTab: page, baseURL }) => {
    const lead = details('self-employed-bad-email')
    await openHydrated(page, '/insurance-for-self-employed')
    await fill(page, { ...lead, email: 'maria@example' })
    await submit(page).click()
    await expect(toast(page)).toContainText('Please check your email address')
    await expect(field(page, 'Email')).toBeFocused()
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    expect(await leadsFor(baseURL ?? '', 'maria@example')).toHaveLength(0)
  })
})

test.describe('submitted before the page is interactive', () => {
  const noDetailsIn = (visited: string[], email: string) => {
    for (const url of visited) {
      expect(url).not.toContain('?')
      expect(decodeURIComponent(url)).not.toContain(email)
    }
  }

  test('home: the details never go into a URL, and the lead is sent once the page is ready', async ({
    page,
    baseURL,
  }) => {
    const lead = details('home-early')
    const { visited, release } = await openBeforeScripts(page, '/')
    await fill(page, lead)
    await submit(page).click()
    await expect(field(page, 'Email')).toHaveValue(lead.email)
    release()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    noDetailsIn(visited, lead.email)
    expect(new URL(page.url()).search).toBe('')
    const rows = await leadsFor(baseURL ?? '', lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ first_name: 'Maria', page: '/', agreed_to_contact: true })
  })

  test('content page: a submit with a blank field keeps what was typed and shows the errors once ready', async ({
    page,
    baseURL,
  }) => {
    const lead = details('florida-early', { lastName: '', state: undefined })
    const { visited, release } = await openBeforeScripts(page, '/health-insurance-florida')
    await fill(page, lead)
    await submit(page).click()
    release()
    await expect(toast(page)).toContainText('Please fill in all fields')
    await expect(field(page, 'Last Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Last Name')).toBeFocused()
    await expect(field(page, 'Email')).toHaveValue(lead.email)
    await expect(field(page, 'State')).toHaveValue('Florida')
    noDetailsIn(visited, lead.email)
    expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(0)
  })

  test('/sep: pressing Enter in a field before the scripts arrive sends the lead once, when they do', async ({
    page,
    baseURL,
  }) => {
    const lead = details('sep-early')
    const { visited, release } = await openBeforeScripts(page, '/sep')
    await fill(page, lead)
    await field(page, 'State').press('Enter')
    await submit(page).click()
    release()
    await expect(toast(page)).toContainText('Form submitted successfully')
    noDetailsIn(visited, lead.email)
    const rows = await leadsFor(baseURL ?? '', lead.email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ page: '/sep', state: 'Ohio' })
  })
})
