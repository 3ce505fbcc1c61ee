import { stateLinks } from '../../content/en/navigation'
import { expect, test } from './support/fixtures'

/**
 * Every page a search engine is told about can be reached by following links from the home page, the way a
 * visitor or a crawler that ignores the sitemap would: no orphan pages.
 */
test('following same-origin links from / reaches every URL of the sitemap', async ({
  request,
  prerendered,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  expect(listed.length).toBeGreaterThan(20)

  const origin = new URL(baseURL ?? '').origin
  const seen = new Set<string>(['/'])
  const queue = ['/']
  while (queue.length > 0) {
    const page = await prerendered(queue.shift() ?? '/')
    if (page.status !== 200) continue
    for (const link of page.links) {
      const url = new URL(link.href, `${origin}${page.path}`)
      if (url.origin !== origin || seen.has(url.pathname)) continue
      seen.add(url.pathname)
      queue.push(url.pathname)
    }
  }
  expect(listed.filter((path) => !seen.has(path))).toEqual([])
})

test("the footer lists all eleven state pages under 'States we serve'", async ({ prerendered }) => {
  for (const path of ['/', '/sep', '/obamacare-in-ohio']) {
    const { text, links } = await prerendered(path)
    expect(text).toContain('States we serve')
    for (const state of stateLinks)
      expect(links, `${path} links ${state.to}`).toContainEqual(
        expect.objectContaining({ href: state.to, text: state.label }),
      )
  }
})

test('the Florida page links the Florida landing page', async ({ prerendered }) => {
  const { links } = await prerendered('/health-insurance-florida')
  expect(links.filter((link) => link.href === '/obamacare-in-florida' && link.text !== 'Florida')).toHaveLength(1)
})
