import { expect, test } from './support/fixtures'
import { ofType, parseJsonLd } from './support/jsonld'
import { isPhoneOnlyLandingPage, routes } from './support/site'

/**
 * SPEC.md section 7 on every route, in the HTML the server sends: call links dial the main number in E.164,
 * text links carry a prefilled body both iOS and Android read, links to other sites open in a new tab.
 */
const TEL = /^tel:\+1\d{10}$/
const SMS = /^sms:\+1\d{10}\?&body=(.+)$/
// encodeURIComponent's output: unreserved characters and %XX escapes only, so no '&', '#' or space cuts the body.
const URI_ENCODED = /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-Fa-f]{2})+$/

for (const path of routes) {
  test.describe(`links on ${path}`, () => {
    test("call links dial the agency's main number in E.164", async ({ prerendered }) => {
      const page = await prerendered(path)
      const tel = page.links.filter((link) => link.href.startsWith('tel:')).map((link) => link.href)
      expect(tel.length, 'the page offers a call link').toBeGreaterThan(0)
      for (const href of tel) expect.soft(href).toMatch(TEL)
      const [agency] = ofType(parseJsonLd(page.jsonLd), 'InsuranceAgency')
      expect([...new Set(tel)]).toEqual([`tel:${String(agency?.telephone)}`])
    })

    test('text links use E.164 and a URI-encoded prefilled body (sms:+1XXXXXXXXXX?&body=)', async ({ prerendered }) => {
      const sms = (await prerendered(path)).links.filter((link) => link.href.startsWith('sms:'))
      for (const { href } of sms) {
        const body = SMS.exec(href)?.[1] ?? ''
        expect.soft(href).toMatch(SMS)
        expect.soft(body, `body of ${href}`).toMatch(URI_ENCODED)
        expect.soft(decodeURIComponent(body).trim(), `body of ${href}`).not.toBe('')
      }
    })

    if (isPhoneOnlyLandingPage(path)) {
      test('offers no text link anywhere, the footer included: SPEC makes this page phone-only', async ({
        prerendered,
      }) => {
        const page = await prerendered(path)
        expect(page.links.filter((link) => link.href.startsWith('sms:'))).toEqual([])
        expect(page.text).not.toMatch(/\btext us\b/i)
      })
    }

    test('links to other sites open in a new tab with rel=noopener', async ({ prerendered }) => {
      const page = await prerendered(path)
      const siteOrigin = page.canonicals[0] ? new URL(page.canonicals[0].href).origin : ''
      const external = page.links.filter(
        (link) => /^https?:/i.test(link.href) && new URL(link.href).origin !== siteOrigin,
      )
      for (const link of external) {
        expect.soft(link.target, `target of ${link.href} ('${link.text}')`).toBe('_blank')
        expect.soft(link.rel.split(/\s+/), `rel of ${link.href} ('${link.text}')`).toContain('noopener')
      }
    })
  })
}
