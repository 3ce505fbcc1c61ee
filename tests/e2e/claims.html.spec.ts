import { checkClaims } from '../support/claims'
import { expect, test } from './support/fixtures'
import { faqEntries, ofType, parseJsonLd } from './support/jsonld'
import { routes } from './support/site'

/**
 * Every route's words as the server sends them (visible text block by block, the meta description, the FAQ's
 * structured data) read by the claims reader (tests/support/claims.ts): every open-enrollment window, January 1
 * deadline, price claim and yearly figure must be rules' for the coverage year it names. The reader's
 * own rules are proved able to fail in tests/unit/claims.test.ts.
 */
for (const path of [...routes, '/404.html']) {
  test(`${path}: every date, price and yearly figure is true for the coverage year it names`, async ({
    prerendered,
  }) => {
    const page = await prerendered(path)
    const faq = ofType(parseJsonLd(page.jsonLd), 'FAQPage')
      .flatMap(faqEntries)
      .flatMap((entry) => [entry.question, entry.answer])
    const words = [...page.blocks, ...page.descriptions.map((meta) => meta.content), ...faq]
    expect(words.length).toBeGreaterThan(0)
    expect(words.flatMap((block) => checkClaims(block))).toEqual([])
  })
}
