import { englishPath, localeOfPath } from '../../rules/locales'

/**
 * Pages that show a template another page already shows, in the same language, with other data:
 * - every /obamacare-in-<state> page is src/pages/StateLandingPage.tsx filled with its state's record (words, cities,
 *   answers), in one markup;
 * - /self-employed-coverage is /insurance-for-self-employed's page under a second address and title.
 * Whether an engine runs a page depends on its code, which such pages share: the engine suites (tests/engines) open
 * the first page of each template per language. What depends on a page's own data (hydration, the words, the grids,
 * axe's findings, the width of its longest words) is checked on every page in Chromium (tests/e2e/pages.spec.ts).
 */
const templateOf = (path: string): string | undefined => {
  const english = englishPath(path)
  if (english.startsWith('/obamacare-in-')) return 'StateLandingPage'
  if (english === '/self-employed-coverage' || english === '/insurance-for-self-employed') return 'SelfEmployedPage'
  return undefined
}

/** `paths` (in their order) less each page whose template an earlier path of the same language shows. */
export function oneOfEachTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>()
  return paths.filter((path) => {
    const template = templateOf(path)
    if (!template) return true
    const key = `${localeOfPath(path)} ${template}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
