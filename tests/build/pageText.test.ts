import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultLocale, englishPath, locales, type Locale } from '../../rules/locales'
import { yearsWithoutTables } from '../../rules/years/withoutTables'
import { readAgencyCredentials, readAgentHours, readConfig } from '../../src/lib/readConfig'
import { builtPages, readBuiltText, type PageText } from '../support/pageText'
import { checkPagePromises, type Configured } from '../support/promises'

/**
 * The words of every page in every language, held to a recorded copy per language (tests/fixtures/page-text.json for
 * English, page-text.<locale>.json for the others), so a reviewer reads every changed word of both languages in a
 * diff. The site is built here for the recorded day (BUILD_DAY: the pages state the facts of the coverage year on
 * sale that day), so the comparison does not move with the calendar. A deliberate change of copy is recorded again
 * with `UPDATE_PAGE_TEXT=1 npx vitest run tests/build/pageText.test.ts`; a refactor that moves copy between modules
 * leaves the fixtures as they are. The same built words are read for promises the law or the agency's configuration
 * does not back (tests/support/promises.ts).
 */
const fixtureOf = (locale: Locale) =>
  join(import.meta.dirname, `../fixtures/page-text${locale === defaultLocale ? '' : `.${locale}`}.json`)
type Recorded = { buildDay: string; pages: Record<string, PageText> }
const update = process.env.UPDATE_PAGE_TEXT === '1'
const recorded = Object.fromEntries(
  locales.map((locale): [Locale, Recorded] => [
    locale,
    existsSync(fixtureOf(locale)) ? JSON.parse(readFileSync(fixtureOf(locale), 'utf8')) : { buildDay: '', pages: {} },
  ]),
) as Record<Locale, Recorded>
const buildDay = update ? (process.env.BUILD_DAY ?? recorded[defaultLocale].buildDay) : recorded[defaultLocale].buildDay
const distName = 'dist-page-text'
/** The carriers and schedule the build was given (the same environment): what a page may name and promise. */
const configured: Configured = {
  carriers: readConfig(process.env).trust.carriers,
  schedule: readAgentHours(process.env),
  licensedStates: readAgencyCredentials(process.env).licensing.licenses.filter(({ state }) => state !== 'DC').length,
}

/**
 * The pages that compute with the sourced rules in the browser on a first visit: the home page's open enrollment banner
 * (the visitor's own day) and the estimator. Every other page prints sentences worded while building
 * (scripts/build/staticContent.ts), so none of its first scripts holds the rules' dated facts.
 */
const computesInBrowser = new Set(['/', '/savings-calculator'])
const ruleMarker = yearsWithoutTables[2027].outOfPocketMax.secondary ?? ''

/** Pages of both languages whose first scripts (the entry and every preloaded chunk) hold the rules' dated facts. */
function pagesLoadingRules(clientDir: string): string[] {
  return locales.flatMap((locale) =>
    [...builtPages(clientDir, locale)]
      .filter(([, file]) => {
        const scripts = new Set(readFileSync(file, 'utf8').match(/\/assets\/[^"]+\.js/g) ?? [])
        return [...scripts].some((script) => readFileSync(join(clientDir, script), 'utf8').includes(ruleMarker))
      })
      .map(([path]) => path),
  )
}

function build(): { text: Record<Locale, Record<string, PageText>>; loadingRules: string[] } {
  const root = join(import.meta.dirname, '../..')
  rmSync(join(root, distName), { recursive: true, force: true })
  execFileSync('bash', ['scripts/build.sh'], {
    cwd: root,
    env: { ...process.env, BUILD_DAY: buildDay, DIST_DIR: distName },
    stdio: 'pipe',
  })
  const clientDir = join(root, distName, 'client')
  if (!existsSync(join(clientDir, 'index.html')))
    throw new Error(`the build for ${buildDay} left no ${clientDir}/index.html`)
  try {
    const text = Object.fromEntries(locales.map((locale) => [locale, readBuiltText(clientDir, locale)])) as Record<
      Locale,
      Record<string, PageText>
    >
    return { text, loadingRules: pagesLoadingRules(clientDir) }
  } finally {
    rmSync(join(root, distName), { recursive: true, force: true })
  }
}

describe(`every page's words, built for ${buildDay}`, () => {
  let built = {} as Record<Locale, Record<string, PageText>>
  let loadingRules: string[] = []
  it('builds', { timeout: 300_000 }, () => {
    ;({ text: built, loadingRules } = build())
    for (const locale of locales) {
      if (update) writeFileSync(fixtureOf(locale), JSON.stringify({ buildDay, pages: built[locale] }, null, 1) + '\n')
      else expect(Object.keys(built[locale])).toEqual(Object.keys(recorded[locale].pages))
    }
  })
  it('downloads the rule tables only where the browser computes with them: every other page got its sentences built', () => {
    expect(loadingRules.length).toBeGreaterThan(0)
    expect(loadingRules.filter((path) => !computesInBrowser.has(englishPath(path)))).toEqual([])
  })

  for (const locale of locales) {
    for (const path of Object.keys(recorded[locale].pages)) {
      it(`${path} reads as recorded`, () => {
        expect(built[locale][path]).toEqual(recorded[locale].pages[path])
      })
      it(`${path} makes no promise the year's rules or the agency's configuration do not back`, () => {
        expect(checkPagePromises(built[locale][path], configured)).toEqual([])
      })
    }
  }
})
