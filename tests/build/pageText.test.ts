import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBuiltText, type PageText } from '../support/pageText'

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

function build(): Record<string, PageText> {
  const root = join(import.meta.dirname, '../..')
  rmSync(join(root, distName), { recursive: true, force: true })
  execFileSync('bash', ['scripts/build.sh'], { cwd: root, env: { ...process.env, BUILD_DAY: buildDay, DIST_DIR: distName }, stdio: 'pipe' })
  const clientDir = join(root, distName, 'client')
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`the build for ${buildDay} left no ${clientDir}/index.html`)
  try {
    return readBuiltText(clientDir)
  } finally {
    rmSync(join(root, distName), { recursive: true, force: true })
  }
}

describe(`every page's words, built for ${buildDay}`, () => {
  let built: Record<string, PageText> = {}
  it('builds', { timeout: 300_000 }, () => {
    built = build()
    if (update) writeFileSync(fixture, JSON.stringify({ buildDay, pages: built }, null, 1) + '\n')
    expect(Object.keys(built)).toEqual(Object.keys(recorded.pages))
  })
  for (const path of Object.keys(recorded.pages)) {
    it(`${path} reads as recorded`, () => {
      expect(built[path]).toEqual(recorded.pages[path])
    })
  }
})
