import { readTrustConfig } from '../../src/lib/readConfig'
import { expect, test } from './support/fixtures'
import { routes } from './support/site'

/**
 * Trust a visitor can check, in the HTML the server sends on every route: the agency's NPN with a link to look the
 * license up, its mailing address, the carriers it works with, and the source of the reviews beside the rating.
 * The build under test uses the defaults (obviously fictional), read here from the same function and environment the build used.
 */
const trust = readTrustConfig(process.env)

for (const path of routes) {
  test(`${path}: the footer states the NPN, the license lookup, the mailing address and the carriers`, async ({
    prerendered,
  }) => {
    const page = await prerendered(path)
    expect(page.text).toContain(`National Producer Number (NPN) ${trust.npn}.`)
    const lookup = page.links.filter((link) => link.href === trust.licenseLookupUrl)
    expect(lookup.map((link) => link.text)).toEqual(['Look up our license (opens in a new tab)'])
    expect(page.text).toContain(`Mailing address: ${trust.mailingAddress}`)
    expect(page.text).toContain(`Insurance carriers we work with: ${trust.carriers.join(', ')}.`)
    for (const rating of page.text.match(/verified reviews( on \w+)?/g) ?? [])
      expect(rating).toBe(`verified reviews on ${trust.reviewsSource}`)
  })
}
