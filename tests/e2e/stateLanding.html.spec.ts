import { stateLandingContent } from '../../content/copyReaders/stateLandingContent'
import { states } from '../../content/en/states'
import { expect, test } from './support/fixtures'
import { routes } from './support/site'

/**
 * The state landing pages come from one table (content/en/states.ts) through generated route files
 * (scripts/build/stateRoutes.ts): the build prerenders a page for every state, each with its own title and
 * canonical URL, lists it in the sitemap, and a state the table lacks answers with the 404 page.
 */
test('the build has a state landing page for every state of content/en/states.ts and for no other', () => {
  const built = routes.filter((path) => path.startsWith('/obamacare-in-'))
  expect(built.sort()).toEqual(states.map((state) => `/obamacare-in-${state.slug}`).sort())
})

for (const state of states) {
  const { meta, hero } = stateLandingContent(state)
  test(`${meta.path} is prerendered with the ${state.name} title, heading and canonical URL, and is in the sitemap`, async ({
    prerendered,
    request,
  }) => {
    const page = await prerendered(meta.path)
    expect(page.status).toBe(200)
    expect(page.titles.map((title) => title.text)).toEqual([meta.title])
    expect(page.h1).toEqual([hero.heading])
    expect(page.canonicals).toHaveLength(1)
    expect(new URL(page.canonicals[0].href).pathname).toBe(meta.path)
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${page.canonicals[0].href}</loc>`)
  })
}

test('a state without a page answers 404 with the not-found page', async ({ prerendered }) => {
  const page = await prerendered('/obamacare-in-narnia')
  expect(page.status).toBe(404)
  expect(page.h1).toEqual(['404'])
})
