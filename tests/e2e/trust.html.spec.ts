import { readAgencyCredentials, readTrustConfig } from '../../src/lib/readConfig'
import { checkStructuredData } from '../support/promises'
import { expect, test } from './support/fixtures'
import { parseJsonLd } from './support/jsonld'
import { routes, spanishRoutes } from './support/site'

/**
 * Trust a visitor can check, in the HTML the server sends on every route: the agency's NPN with a link to look the
 * license up, its mailing address, the carriers it works with, the link to its state licences, and the source of the
 * reviews on the rating link. The build under test uses the defaults (obviously fictional, or empty), read here from
 * the same functions and environment the build used.
 */
const trust = readTrustConfig(process.env)
const credentials = readAgencyCredentials(process.env)

for (const path of routes) {
  test(`${path}: the footer states the NPN, the license lookup, the mailing address and the carriers`, async ({
    prerendered,
  }) => {
    const page = await prerendered(path)
    expect(page.text).toContain(`National Producer Number (NPN) ${trust.npn}.`)
    const lookup = page.links.filter((link) => link.href === trust.licenseLookupUrl)
    // The footer's link, and on /licenses the page's own as well.
    const lookups = path === '/licenses' ? 2 : 1
    expect(lookup.map((link) => link.text)).toEqual(Array(lookups).fill('Look up our license (opens in a new tab)'))
    expect(page.text).toContain(`Mailing address: ${trust.mailingAddress}`)
    expect(page.text).toContain(`Insurance carriers we work with: ${trust.carriers.join(', ')}.`)
    for (const rating of page.text.match(/reviews on \w+/g) ?? [])
      expect(rating).toBe(`reviews on ${trust.reviewsSource}`)
  })

  test(`${path}: the footer links the state licenses, names the government as not affiliated, and the agency's structured data rates nothing`, async ({
    prerendered,
  }) => {
    const page = await prerendered(path)
    expect(page.links.filter((link) => link.href === '/licenses').map((link) => link.text)).toContain('State Licenses')
    expect(page.text).toContain(
      'not affiliated with or endorsed by HealthCare.gov, the Centers for Medicare & Medicaid Services (CMS) or any other government agency',
    )
    expect(checkStructuredData(parseJsonLd(page.jsonLd))).toEqual([])
    if (credentials.licensing.licenses.length === 0) expect(page.text).not.toMatch(/Licensed in \d+ states?/i)
    if (credentials.rating === null) expect(page.text).not.toMatch(/\d\.\d\/5|verified reviews/)
  })
}

for (const path of spanishRoutes) {
  test(`${path}: the footer links the state licenses in Spanish`, async ({ prerendered }) => {
    const page = await prerendered(path)
    expect(page.links.filter((link) => link.href === '/es/licenses').map((link) => link.text)).toContain(
      'Licencias estatales',
    )
    expect(page.text).toContain('Centros de Servicios de Medicare y Medicaid (CMS)')
  })
}

test('/licenses and /es/licenses: the NPN, its lookup and the legal name, and no licence table the build was not given', async ({
  prerendered,
}) => {
  for (const path of ['/licenses', '/es/licenses']) {
    const page = await prerendered(path)
    expect(page.text).toContain(`${trust.npn}.`)
    expect(page.links.some((link) => link.href === trust.licenseLookupUrl)).toBe(true)
    if (credentials.licensing.licenses.length === 0) expect(page.text).not.toMatch(/License number|Número de licencia/)
  }
})
