import { optOutCopy as spanishCopy } from '../../content/es/optOutForm'
import { optOutErrorCopy as spanishErrors } from '../../content/es/browser/optOutMessages'
import { optOutErrorCopy as englishErrors } from '../../content/en/browser/optOutMessages'
import { optOutCopy as englishCopy } from '../../content/en/optOutForm'
import { footerGpcHonored } from '../../content/en/site'
import { footerGpcHonored as spanishGpcHonored } from '../../content/es/site'
import { main as leadsCommand } from '../../scripts/leads'
import { distDir } from '../../server/distDir'
import { verifyWebhook } from '../../supabase/functions/_shared/leadDelivery/signature'
import { migratedDataDir } from '../db/support/pgliteDir'
import { SECRET, signatureOf } from '../server/support/deliverySuite'
import { startListening } from '../server/support/serverProcess'
import { uniqueEmail, uniquePhone } from '../../scripts/support/lead'
import { eventually, startReceiver } from '../../scripts/support/webhookReceiver'
import { violations } from './support/axe'
import { details, fill, submit, toast } from './support/contactForm'
import { expect, openHydrated, test } from './support/fixtures'

/**
 * A visitor asks the agency to stop, in each language, on the built site in Chromium: bad input gets its message
 * under the field and stores nothing, a good request gets the confirmation, arrives signed at the agency's webhook
 * as an opt-out, and `npm run leads -- --opt-outs` reads it back. Desktop project only: one run is enough.
 */
const languages = [
  { name: 'English', prefix: '', copy: englishCopy, errors: englishErrors, language: 'en' },
  { name: 'Spanish', prefix: '/es', copy: spanishCopy, errors: spanishErrors, language: 'es' },
] as const

test('a visitor opts out in English and in Spanish, and the agency receives each signed as an opt-out', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser run is enough')
  test.setTimeout(90_000)
  const receiver = await startReceiver()
  const server = await startListening({
    DIST_DIR: distDir(),
    DATA_DIR: await migratedDataDir(),
    RATE_LIMIT_MAX: '0',
    LEAD_WEBHOOK_URL: `${receiver.url}/hook`,
    LEAD_WEBHOOK_SECRET: SECRET,
  })
  const stored = async () => {
    let out = ''
    expect(
      await leadsCommand(
        ['--opt-outs', '--csv'],
        { SUPABASE_URL: server.url },
        { out: (text) => (out += text), err: (text) => (out += text) },
      ),
    ).toBe(0)
    return out
  }
  try {
    for (const { prefix, copy, errors, language } of languages) {
      await openHydrated(page, `${server.url}${prefix}/opt-out`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading)
      const phone = page.getByLabel(copy.form.phone.label)
      const email = page.getByLabel(copy.form.email.label)

      // Neither a phone number nor an email address: the message under the phone field, focus there, nothing sent.
      await page.getByRole('button', { name: copy.form.submit }).click()
      await expect(phone).toHaveAccessibleDescription(errors.missingContact)
      await expect(phone).toBeFocused()

      // A malformed number and an invisible character: each field says what it needs; what was typed stays.
      await phone.fill('555-0142')
      await email.fill('ana\u200b@example.com')
      await page.getByRole('button', { name: copy.form.submit }).click()
      await expect(phone).toHaveAccessibleDescription(errors.invalidPhone)
      await expect(email).toHaveAccessibleDescription(errors.invisible)
      await expect(phone).toHaveValue('555-0142')
      expect(await stored()).not.toContain('555-0142')
      // The form with its messages, and below the confirmation, meet WCAG 2.2 AA as the page does.
      expect(await violations(page)).toEqual([])

      const number = uniquePhone()
      const address = uniqueEmail('stop')
      await phone.fill(number)
      await email.fill(address)
      await page.getByRole('radio', { name: copy.form.stop.texts, exact: true }).check()
      await page.getByRole('button', { name: copy.form.submit }).click()
      await expect(page.locator('.opt-out__confirmation')).toContainText(copy.confirmation.text)
      await expect(page.locator('.opt-out__confirmation h2')).toBeFocused()
      expect(await violations(page)).toEqual([])

      await eventually(
        () => receiver.at('/hook').some((request) => request.body.includes(address)),
        15_000,
        () => server.output(),
      )
      const delivery = receiver.at('/hook').find((request) => request.body.includes(address))
      if (!delivery) throw new Error('no delivery')
      expect(await verifyWebhook(SECRET, signatureOf(delivery), delivery.body)).toBe(true)
      expect(JSON.parse(delivery.body)).toMatchObject({
        type: 'opt_out.created',
        data: { phone: number, email: address, stop: 'texts', page: `${prefix}/opt-out`, language },
      })
      const row = (await stored()).split('\r\n').find((line) => line.includes(address))
      expect(row).toContain(`"texts","${number}","${address}","${prefix}/opt-out","${language}"`)
    }
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await receiver.close()
  }
})

test('with Global Privacy Control, the footer says the signal is honored (in both languages), a lead carries no attribution and records the signal, and no analytics event fires', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser run is enough')
  test.setTimeout(60_000)
  const receiver = await startReceiver()
  const server = await startListening({
    DIST_DIR: distDir(),
    DATA_DIR: await migratedDataDir(),
    RATE_LIMIT_MAX: '0',
    LEAD_WEBHOOK_URL: `${receiver.url}/hook`,
    LEAD_WEBHOOK_SECRET: SECRET,
  })
  try {
    // Without the signal the footer states the policy only: nothing says this visit sent one.
    await openHydrated(page, `${server.url}/`)
    await expect(page.getByRole('contentinfo').getByText(footerGpcHonored, { exact: true })).toHaveCount(0)
    // The signal as a browser that sends it exposes it, and an analytics hook that records what it is given.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
      Reflect.set(window, 'gtagCalls', [])
      Reflect.set(window, 'gtag', (...args: unknown[]) => Reflect.get(window, 'gtagCalls').push(args))
      // The test machine has no dialer: the call button's click is counted, then goes nowhere.
      window.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
      })
    })
    await openHydrated(page, `${server.url}/?utm_source=newsletter&gclid=Cj0KCQ_x`)
    await expect(page.getByText('Global Privacy Control').first()).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText(footerGpcHonored, { exact: true })).toBeVisible()
    await page.getByRole('main').locator('a[href^="tel:"]').first().click()
    expect(await page.evaluate(() => Reflect.get(window, 'gtagCalls'))).toEqual([])
    const lead = details('gpc', { state: 'Florida' })
    await fill(page, lead)
    await submit(page).click()
    // The first lead a fresh server stores: its first statements are planned while the first delivery sweep runs.
    await expect(toast(page)).toContainText('Information submitted successfully!', { timeout: 15_000 })
    await eventually(
      () => receiver.at('/hook').some((request) => request.body.includes(lead.email)),
      15_000,
      () => server.output(),
    )
    const data = JSON.parse(
      receiver.at('/hook').find((request) => request.body.includes(lead.email))?.body ?? '{}',
    ).data
    expect(data).toMatchObject({
      email: lead.email,
      page: '/',
      utm_source: null,
      gclid: null,
      landing_page: null,
      referrer: null,
      gpc: true,
    })
    // A Spanish page says the same in Spanish.
    await openHydrated(page, `${server.url}/es/`)
    await expect(page.getByRole('contentinfo').getByText(spanishGpcHonored, { exact: true })).toBeVisible()
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await receiver.close()
  }
})
