import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { pathPrefix } from '@copy/language'

/** One factory for the prerenderer and the browser, so both build the same route tree. */
export function createRouter() {
  return createTanStackRouter({
    routeTree,
    // Each language's build serves the same routes under its prefix (rules/locales.ts, read through the build's
    // @copy/language).
    basepath: pathPrefix || '/',
    scrollRestoration: true,
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The home hero's income, carried to /savings-calculator outside the address (src/pages/savingsCalculator/carriedAnswers.ts). */
    estimatorYearlyIncome?: string
  }
}
