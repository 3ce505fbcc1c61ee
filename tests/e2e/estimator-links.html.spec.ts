import { pageYear } from '../../rules/pageYear'
import { states } from '../../content/en/states'
import { expect, test } from './support/fixtures'

/**
 * In the HTML the server sends: the pages that print yearly figures print the page year's, computed from the rules,
 * say which coverage year they describe and link the estimator for the visitor's own household; the home page and
 * the footer link the estimator. Whether every figure is true for its year: claims.html.spec.ts.
 */
const calculator = '/savings-calculator'
const note = `These figures describe ${pageYear} coverage.`
const noteLink = 'Estimate your own household with our tax credit estimator'

const pagesWithYearlyFigures = [
  '/aca-for-families',
  '/aca-for-seniors-under-65',
  '/insurance-for-self-employed',
  '/compare-aca-plans',
]

for (const path of pagesWithYearlyFigures) {
  test(`${path} says its figures describe ${pageYear} coverage and links the estimator`, async ({ prerendered }) => {
    const page = await prerendered(path)
    expect(page.text).toContain(`${note} ${noteLink}.`)
    expect(page.links.filter((link) => link.href === calculator && link.text === noteLink).length).toBeGreaterThan(0)
  })
}

test("/more-info: who qualifies for a tax credit, in the page year's dollars", async ({ prerendered }) => {
  const page = await prerendered('/more-info')
  expect(page.text).toContain(
    `For ${pageYear} coverage, households earning 100% to 400% of the federal poverty level can get a premium tax credit: $15,960 to $63,840 for a single person and $33,000 to $132,000 for a family of four (2026 poverty guidelines, 48 states and DC).`,
  )
})

test('/insurance-for-self-employed: above $60,240 a credit could apply in 2025, none above 400% from 2026', async ({
  prerendered,
}) => {
  const page = await prerendered('/insurance-for-self-employed')
  expect(page.text).toContain(
    'In 2025 a tax credit still applied here when the benchmark Silver plan cost more than 8.5% of income.',
  )
  expect(page.text).toContain(
    'From 2026 there is no tax credit above 400% of the poverty line ($62,600 for 2026, $63,840 for 2027)',
  )
})

test('/sep and /zero-dollar-health-plans link the estimator from their figures', async ({ prerendered }) => {
  for (const [path, text] of [
    ['/sep', 'Estimate your own figure with our tax credit estimator'],
    ['/zero-dollar-health-plans', `See what you would pay for ${pageYear} coverage with our tax credit estimator`],
  ] as const) {
    const page = await prerendered(path)
    expect(
      page.links.filter((link) => link.href === calculator && link.text === text),
      path,
    ).toHaveLength(1)
  }
})

test('the home page links the estimator from the hero, the resources section and the footer', async ({
  prerendered,
}) => {
  const page = await prerendered('/')
  const texts = page.links.filter((link) => link.href === calculator).map((link) => link.text)
  // The hero's button, the resources card, the footer's guide link.
  expect(texts).toEqual(['See What I Would Pay', 'Tax Credit Estimator', 'Tax Credit Estimator'])
})

test('/lower-costs carries the estimator form in its HTML, before any script runs', async ({ prerendered }) => {
  const page = await prerendered('/lower-costs')
  expect(page.text).toContain('Estimate what you would pay')
  expect(page.ids).toContain('estimator')
})

// 'State defaults from the page': each state's page opens the estimator on that state, the Florida guide on Florida.
const statePages = [
  ...states.map((state) => ({ path: `/obamacare-in-${state.slug}`, code: state.code, name: state.name })),
  { path: '/health-insurance-florida', code: 'FL', name: 'Florida' },
]
for (const { path, code, name } of statePages) {
  test(`${path} opens the estimator on ${name}`, async ({ prerendered }) => {
    const page = await prerendered(path)
    const links = page.links.filter((link) => link.href === `${calculator}?state=${code}`).map((link) => link.text)
    expect(links).toEqual([`Estimate what you would pay in ${name}`])
  })
}
