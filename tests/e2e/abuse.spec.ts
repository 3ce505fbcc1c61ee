import { details, field, fill, fillHoneypot, form, submit, toast } from './support/contactForm'
import { expect, openHydrated, test } from './support/fixtures'
import { LIMITED_SUBMISSIONS, limitedOrigin } from './support/limited'
import { uniquePhone } from '../../scripts/support/lead'
import { leadsFor } from './support/leads'

/**
 * The abuse guards as a visitor (or a bot) meets them in Chromium, against the real server/ and database: the
 * honeypot and the repeat guard live in the migration, the per-client rate limit in server/. A refusal says what
 * to do instead (a repeat is answered like any lead, and kept); the details typed stay in the form; every lead accepted before stays stored.
 */
const HONEYPOT_REFUSAL =
  'This form could not be sent because a hidden field was filled in (some browsers do this automatically). Please call or text us instead.'

test('a bot that fills the hidden honeypot field is refused with a message, and nothing is stored', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the guard is the same at every width: the desktop project meets it')
  const lead = details('honeypot')
  await openHydrated(page, '/')
  await expect(form(page).locator('input[name="website"]')).not.toBeInViewport()
  await fill(page, lead)
  await fillHoneypot(page, 'https://cheap-pills.example')
  await submit(page).click()
  await expect(toast(page)).toContainText('Submission failed')
  await expect(toast(page)).toContainText(HONEYPOT_REFUSAL)
  await expect(field(page, 'Email')).toHaveValue(lead.email)
  expect(await leadsFor(baseURL ?? '', lead.email)).toHaveLength(0)
})

// A refusal would tell anyone whether this person asked for a callback within the hour, and lock them out.
test('the same email address a 4th time within the hour is answered like any lead, and kept as a repeat of the 3rd', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the guard is the same at every width: the desktop project meets it')
  const lead = details('repeat')
  await openHydrated(page, '/')
  for (let sent = 1; sent <= 4; sent += 1) {
    // Another phone number each time, so the email address alone is what repeats.
    await fill(page, { ...lead, phone: uniquePhone() })
    await submit(page).click()
    await expect(toast(page)).toContainText('Information submitted successfully!')
    await expect(field(page, 'Email')).toHaveValue('')
  }
  // Nothing a visitor sends is lost: the 4th is stored, marked as a repeat (and not delivered as a new call request).
  const stored = await leadsFor(baseURL ?? '', lead.email)
  expect(stored.map((row) => row.repeat_of)).toEqual([null, null, null, stored[2].id])
})

test(`one connection may send ${LIMITED_SUBMISSIONS} forms an hour: the next is refused with a message and the ${LIMITED_SUBMISSIONS} stay stored`, async ({
  page,
  isMobile,
}) => {
  // The limited server counts per client address, and both projects' browsers share 127.0.0.1: one of them runs it.
  test.skip(isMobile, 'one visitor meets the limit; the phone project would share its allowance')
  const origin = limitedOrigin()
  const sent = Array.from({ length: LIMITED_SUBMISSIONS }, (_, i) => details(`limited-${i}`))
  await openHydrated(page, `${origin}/aca-for-families`)
  for (const lead of sent) {
    await fill(page, lead)
    await submit(page).click()
    await expect(toast(page)).toContainText('Your information has been submitted successfully.')
  }
  const refused = details('limited-over')
  await fill(page, refused)
  await submit(page).click()
  await expect(toast(page)).toContainText('Error')
  await expect(toast(page)).toContainText(
    /Too many forms were sent from your connection in a short time\. Please try again in \d+ minutes, or call us\./,
  )
  await expect(field(page, 'First Name')).toHaveValue(refused.firstName)
  for (const lead of sent) expect(await leadsFor(origin, lead.email)).toHaveLength(1)
  expect(await leadsFor(origin, refused.email)).toHaveLength(0)
})
