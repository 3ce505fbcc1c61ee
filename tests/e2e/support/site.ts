import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { clientDir as builtClientDir } from '../../../server/distDir'
import { defaultLocale, type Locale, locales, pathIn, siteLocales } from '../../../rules/locales'

/**
 * What the tests know about the site comes from the build itself, never from a hand-kept list: every
 * dist/client/<path>/index.html is a route (sitemap.xml leaves out aliases such as /self-employed-coverage,
 * the files do not). Read when the spec files load, so each route gets its own named tests.
 */
const clientDir = builtClientDir()

if (!existsSync(join(clientDir, 'index.html'))) {
  throw new Error(`No built site at ${clientDir}: run \`npm run build\` first (with the same DIST_DIR).`)
}

function findPages(dir: string, root = dir): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // The Spanish twins (es/) are listed apart: tests that hold for every page run once per English page.
    const twins = dir === root && locales.some((locale) => siteLocales[locale].pathPrefix === `/${entry.name}`)
    if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.') && !twins) {
      found.push(...findPages(join(dir, entry.name), root))
    } else if (entry.isFile() && entry.name === 'index.html') {
      found.push(dir)
    }
  }
  return found
}

const pagesIn = (locale: Locale) => {
  const root = join(clientDir, siteLocales[locale].pathPrefix)
  return findPages(root)
    .map((dir) => pathIn(locale, '/' + relative(root, dir).split(sep).join('/')))
    .sort((a, b) => (a === pathIn(locale, '/') ? -1 : b === pathIn(locale, '/') ? 1 : a.localeCompare(b)))
}

/** Every prerendered English route, '/' first, then in alphabetical order. */
export const routes: readonly string[] = pagesIn(defaultLocale)

/** Every prerendered Spanish twin ('/es/', '/es/sep', ...), in the order of `routes`. */
export const spanishRoutes: readonly string[] = pagesIn('es')

/** Paths no page answers: a plain typo, a path under a real page, a state that has no page. */
export const unknownPaths: readonly string[] = ['/does-not-exist', '/sep/extra', '/obamacare-in-atlantis']

/** SPEC.md section 2: /enroll-now and the /obamacare-in-{state} pages are phone-only landing pages. */
export const isPhoneOnlyLandingPage = (path: string): boolean =>
  path === '/enroll-now' || path.startsWith('/obamacare-in-')

/** SPEC.md section 2: every page except the home page and the phone-only landing pages links back to /. */
export const hasBackToHome = (path: string): boolean => path !== '/' && !isPhoneOnlyLandingPage(path)
