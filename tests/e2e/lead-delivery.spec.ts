import { main as leadsCommand } from '../../scripts/leads'
import { distDir } from '../../server/distDir'
import { verifyWebhook } from '../../supabase/functions/_shared/leadDelivery/signature'
import { migratedDataDir } from '../db/support/pgliteDir'
import { SECRET, signatureOf } from '../server/support/deliverySuite'
import { startListening } from '../server/support/serverProcess'
import { startThrowawayPostgres } from '../../scripts/support/throwawayPostgres'
import { eventually, startReceiver } from '../../scripts/support/webhookReceiver'
import { details, fill, submit, toast } from './support/contactForm'
import { expect, openHydrated, settle, test } from './support/fixtures'
import { leadsFor } from './support/leads'

/**
 * A lead typed into the built site in Chromium reaches the agency: server/ started here with a webhook target (a
 * loopback receiver in this test), on PGlite and on a PostgreSQL server. Once per storage, on the desktop project.
 */
const storages = [
  { name: 'PGlite', start: async () => ({ env: { DATA_DIR: await migratedDataDir() }, stop: async () => undefined }) },
  {
    name: 'PostgreSQL',
    start: async () => {
      const postgres = await startThrowawayPostgres()
      if ('skipped' in postgres) return { skipped: postgres.skipped }
      return { env: { DATABASE_URL: postgres.url }, stop: postgres.stop }
    },
  },
]

for (const storage of storages) {
  test(`a lead typed into the site arrives signed at the agency's webhook within seconds, with its attribution (${storage.name})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser run per storage is enough')
    test.setTimeout(90_000)
    const started = await storage.start()
    test.skip('skipped' in started, 'skipped' in started ? started.skipped : '')
    if ('skipped' in started) return
    const receiver = await startReceiver()
    const server = await startListening({
      DIST_DIR: distDir(),
      RATE_LIMIT_MAX: '0',
      LEAD_WEBHOOK_URL: `${receiver.url}/hook`,
      LEAD_WEBHOOK_SECRET: SECRET,
      ...started.env,
    })
    try {
      const lead = details('delivered', { state: 'Florida' })
      // The visit arrives at a campaign's landing page from another site, then moves to the home page in the tab.
      await page.setExtraHTTPHeaders({ referer: 'https://news.example/story' })
      await openHydrated(
        page,
        `${server.url}/health-insurance-florida?utm_source=newsletter&utm_campaign=oe-2027&gclid=Cj0KCQ_x`,
      )
      await page.getByRole('link', { name: 'Back to Home' }).first().click()
      // The address changes at once; the home page replaces the landing page once its code has loaded.
      await expect(submit(page)).toHaveText('Request a Callback')
      await settle(page)
      await fill(page, lead)
      await submit(page).click()
      await expect(toast(page)).toContainText('Information submitted successfully!')

      const [row] = await leadsFor(server.url, lead.email)
      await eventually(
        () => receiver.at('/hook').some((request) => request.body.includes(lead.email)),
        15_000,
        () => server.output(),
      )
      const delivery = receiver.at('/hook').find((request) => request.body.includes(lead.email))
      if (!delivery) throw new Error('no delivery')
      expect(await verifyWebhook(SECRET, signatureOf(delivery), delivery.body)).toBe(true)
      expect(JSON.parse(delivery.body).data).toMatchObject({
        id: row.id,
        email: lead.email,
        state: 'Florida',
        page: '/',
        source: 'home_callback',
        language: 'en',
        referrer: 'https://news.example/story',
        utm_source: 'newsletter',
        utm_campaign: 'oe-2027',
        gclid: 'Cj0KCQ_x',
        landing_page: '/health-insurance-florida?utm_source=newsletter&utm_campaign=oe-2027&gclid=Cj0KCQ_x',
      })
      // Within seconds of the insert (the database's clock and this machine's are the same clock).
      expect(delivery.at - Date.parse(row.created_at)).toBeLessThan(5_000)

      // The receiver has the request before the server has stored its answer: read the list until it shows one.
      let out = ''
      let code = -1
      await eventually(
        async () => {
          out = ''
          code = await leadsCommand(
            [],
            { SUPABASE_URL: server.url },
            { out: (text) => (out += text), err: (text) => (out += text) },
          )
          return !out.includes('webhook pending')
        },
        5_000,
        () => out,
      )
      expect(code).toBe(0)
      // This server's only lead, with where it came from and its delivery.
      expect(out).toContain("Maria O'Neil")
      expect(out).toContain(
        'From: \u2068home_callback form; en page; utm_source=newsletter; utm_campaign=oe-2027; gclid=Cj0KCQ_x; referred by https://news.example/story;',
      )
      expect(out).toMatch(/Delivery: \u2068webhook delivered .* \(1 attempt\)/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      await receiver.close()
      await started.stop()
    }
  })
}
