import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { englishPath, locales } from '../../content/locales'
import { yearFacts } from '../../content/acaRules/yearFacts'
import { builtPages, readBuiltText, type PageText } from '../support/pageText'

/**
 * The English words of every page, held to a recorded copy (tests/fixtures/page-text.json). The site is built
 * here for the recorded day (BUILD_DAY: the pages state the facts of the coverage year on sale that day), so the
 * comparison does not move with the calendar. A deliberate change of copy is recorded again with
 * `UPDATE_PAGE_TEXT=1 npx vitest run tests/build/pageText.test.ts`, and the fixture's diff shows every word it
 * changed; a refactor that moves copy between modules leaves the fixture as it is.
 */
const fixture = join(import.meta.dirname, '../fixtures/page-text.json')
type Recorded = { buildDay: string; pages: Record<string, PageText> }
const recorded: Recorded = JSON.parse(readFileSync(fixture, 'utf8'))
const update = process.env.UPDATE_PAGE_TEXT === '1'
const buildDay = update ? (process.env.BUILD_DAY ?? recorded.buildDay) : recorded.buildDay
const distName = 'dist-page-text'

/**
 * The pages that compute with the sourced rules in the browser on a first visit: the home page's open enrollment banner
 * (the visitor's own day) and the estimator. Every other page prints sentences worded while building
 * (scripts/build/staticContent.ts), so none of its first scripts holds the rules' dated facts.
 */
const computesInBrowser = new Set(['/', '/savings-calculator'])
const ruleMarker = yearFacts[2027].outOfPocketMax.secondary ?? ''

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

function build(): { text: Record<string, PageText>; loadingRules: string[] } {
  const root = join(import.meta.dirname, '../..')
  rmSync(join(root, distName), { recursive: true, force: true })
  execFileSync('bash', ['scripts/build.sh'], { cwd: root, env: { ...process.env, BUILD_DAY: buildDay, DIST_DIR: distName }, stdio: 'pipe' })
  const clientDir = join(root, distName, 'client')
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`the build for ${buildDay} left no ${clientDir}/index.html`)
  try {
    return { text: readBuiltText(clientDir), loadingRules: pagesLoadingRules(clientDir) }
  } finally {
    rmSync(join(root, distName), { recursive: true, force: true })
  }
}

describe(`every page's words, built for ${buildDay}`, () => {
  let built: Record<string, PageText> = {}
  let loadingRules: string[] = []
  it('builds', { timeout: 300_000 }, () => {
    ;({ text: built, loadingRules } = build())
    if (update) writeFileSync(fixture, JSON.stringify({ buildDay, pages: built }, null, 1) + '\n')
    expect(Object.keys(built)).toEqual(Object.keys(recorded.pages))
  })
  it('downloads the rule tables only where the browser computes with them: every other page got its sentences built', () => {
    expect(loadingRules.length).toBeGreaterThan(0)
    expect(loadingRules.filter((path) => !computesInBrowser.has(englishPath(path)))).toEqual([])
  })

  for (const path of Object.keys(recorded.pages)) {
    it(`${path} reads as recorded`, () => {
      expect(built[path]).toEqual(recorded.pages[path])
    })
  }
})
