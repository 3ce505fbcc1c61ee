/**
 * Checks that run inside a page, shared by the Chromium specs (Playwright) and the Firefox and WebKit smoke suites
 * (puppeteer, WebDriver). Each driver sends a function's source to the page, so every function here uses nothing
 * from outside its own body.
 */

/**
 * Whether React has hydrated the page: every element the server rendered carries React's fiber (except markup set
 * through dangerouslySetInnerHTML, which React never walks, and a part marked `data-hydrates-when-shown`, whose code
 * loads when the visitor comes near it).
 */
export function isHydrated(): boolean {
  const own = (element: Element, prefix: string) => Object.entries(element).find(([key]) => key.startsWith(prefix))?.[1]
  const hydrated = (element: Element): boolean =>
    element.hasAttribute('data-hydrates-when-shown') ||
    [...element.children].every((child) => {
      if (!own(child, '__reactFiber$')) return false
      const props: unknown = own(child, '__reactProps$')
      if (typeof props === 'object' && props !== null && 'dangerouslySetInnerHTML' in props) return true
      return hydrated(child)
    })
  return Boolean(own(document.body, '__reactFiber$')) && hydrated(document.body)
}

/** The brands a visitor sees in the site header: shown, and inside the screen. */
export function brandsInView(): string[] {
  return [...document.querySelectorAll('a.brand')]
    .filter((brand) => {
      const box = brand.getBoundingClientRect()
      return (
        getComputedStyle(brand).visibility === 'visible' &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight
      )
    })
    .map((brand) => brand.textContent ?? '')
}

/** The header's 'Call Now' buttons a visitor sees: shown, and inside the screen. */
export function callButtonsInView(): number {
  return [...document.querySelectorAll('header a, nav[aria-label="Main"] a')].filter((link) => {
    const box = link.getBoundingClientRect()
    return (
      link.textContent === 'Call Now' &&
      getComputedStyle(link).visibility === 'visible' &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight
    )
  }).length
}
