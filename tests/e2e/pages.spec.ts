import { violations } from './support/axe'
import { expect, openHydrated, settle, test, watchConsole, type ConsoleEntry } from './support/fixtures'
import { aboutPolicies, layoutWidths, measureLayout, noisy, openUnderPolicy, overflow } from './support/pageChecks'
import { routes, spanishRoutes, unknownPaths } from './support/site'

/**
 * Every page, once per project, with the checks that hold for every page read off the one visit: opening and
 * hydrating a page is most of a browser test's time, so each route is opened once per width, not once per check, in
 * a tab each worker keeps from route to route (`reusedTab`, support/fixtures.ts), not a new browser context each.
 *
 * - Hydration: the client takes over the prerendered HTML without a word in the console (a hydration mismatch, a
 *   missing chunk or a runtime error all show up there); only the 404 page may speak, and only about the 404.
 * - The Content-Security-Policy (desktop project: the policy belongs to the document, whatever the viewport): every
 *   inline script TanStack Router emits is allowed by hash, so the page hydrates with nothing blocked.
 * - axe: WCAG 2.2 AA on the hydrated page a visitor sees, at phone and desktop widths in both languages, as the
 *   accessibility statement says. An English page is scanned by each project; a Spanish twin by the phone project,
 *   at 390 px and then at 1280 px in the same document (the site's styles change with the width only, never with
 *   touch or hover, so the wide layout is the desktop's; a second scan of a loaded document costs a fifth of a
 *   visit). The open chat is scanned in chat.spec.ts, the forms' error toasts in form-toasts.spec.ts, the phone menu
 *   in accessibility.spec.ts.
 * - Nothing sideways on a phone or a tablet, in either language (phone project, at 320, 390 and 768 px): no page
 *   wider than the screen, no table wider than its box.
 * - The layout (desktop project, at 390, 768 and 1280 px): grids fill whole rows and every section of a content
 *   frame starts at one left edge.
 */
type Checks = {
  hydrates?: 'page' | 'not found'
  policy?: boolean
  axe?: boolean
  /** axe in the phone project only, at 390 px and then at 1280 px in the same document: a Spanish twin. */
  axeAtPhoneOnly?: boolean
  sideways?: boolean
  layout?: boolean
}

const pages: Array<[string, Checks]> = [
  ...routes.map((path): [string, Checks] => [
    path,
    { hydrates: 'page', policy: true, axe: true, sideways: true, layout: true },
  ]),
  ...unknownPaths.map((path, index): [string, Checks] => [
    path,
    { hydrates: 'not found', policy: true, axe: index === 0, sideways: index === 0 },
  ]),
  ...spanishRoutes.map((path): [string, Checks] => [path, { axe: true, axeAtPhoneOnly: true, sideways: true }]),
  [`/es${unknownPaths[0]}`, { axe: true }],
]

function title(path: string, checks: Checks): string {
  const parts = [
    checks.hydrates === 'page' && 'hydrates with no console error or warning and no page error',
    checks.hydrates === 'not found' && 'hydrates the 404 page with nothing in the console but the 404',
    checks.policy && 'under its Content-Security-Policy with nothing blocked (desktop)',
    checks.axe && `axe finds no WCAG 2.2 AA violation${checks.axeAtPhoneOnly ? ' at 390 and 1280 px (phone)' : ''}`,
    checks.sideways && 'no sideways scroll and no table wider than its box at 320, 390 and 768 px (phone)',
    checks.layout &&
      `grids fill whole rows and every section starts at one left edge at ${layoutWidths.join(', ')} px (desktop)`,
  ]
  return `${path}: ${parts.filter(Boolean).join('; ')}`
}

for (const [path, checks] of pages) {
  test(title(path, checks), async ({ reusedTab: page, baseURL }, info) => {
    // Several checks on one visit, axe among them, on a loaded machine: more time than one check needs.
    test.slow()
    const desktop = info.project.name === 'desktop'
    test.skip(
      desktop && checks.axeAtPhoneOnly === true && !checks.hydrates,
      'a Spanish twin is scanned at 390 and 1280 px by the phone project, in one visit',
    )
    const underPolicy = desktop && checks.policy
    const { messages, pageErrors, stop } = watchConsole(page)
    const response = await (underPolicy ? openUnderPolicy(page, path) : openHydrated(page, path)).finally(stop)

    if (checks.hydrates === 'page') {
      expect(response?.status()).toBe(200)
      expect(pageErrors).toEqual([])
      expect(messages.filter(noisy)).toEqual([])
    } else if (checks.hydrates === 'not found') {
      const documentUrl = new URL(path, baseURL).href
      // Chromium reports the document's own 404 status; the app's one notice names the path.
      const expected = (message: ConsoleEntry) =>
        (message.type === 'error' && message.url === documentUrl && /status of 404/.test(message.text)) ||
        (message.type === 'warning' && message.text.includes(path))
      expect(pageErrors).toEqual([])
      expect(messages.filter(noisy).filter((message) => !expected(message))).toEqual([])
    }

    if (underPolicy) {
      const policy = response?.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toContain('unsafe-inline')
      expect(aboutPolicies(messages)).toEqual([])
    }

    if (checks.axe && !(desktop && checks.axeAtPhoneOnly)) expect(await violations(page)).toEqual([])

    // Last: these change the viewport.
    if (checks.sideways && !desktop) {
      for (const width of [320, 390, 768]) {
        await page.setViewportSize({ width, height: 800 })
        expect(await overflow(page), `at ${width} px`).toEqual([])
      }
    }
    // A Spanish twin at the desktop's width, in the same document (the axe item above).
    if (checks.axe && checks.axeAtPhoneOnly && !desktop) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await settle(page)
      expect(await violations(page), 'at 1280 px').toEqual([])
    }
    if (checks.layout && desktop) {
      for (const width of layoutWidths) {
        await page.setViewportSize({ width, height: 900 })
        const layout = await page.evaluate(measureLayout)
        expect(layout.gridProblems, `grids at ${width} px`).toEqual([])
        expect(
          Object.keys(layout.leftEdges),
          `left edges at ${width} px: ${JSON.stringify(layout.leftEdges)}`,
        ).toHaveLength(1)
      }
    }
  })
}
