// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../rules/locales'
import { chunkGroups } from '../../scripts/build/chunkGroups'

/**
 * The browser bundle's groups pick their modules by path (scripts/build/chunkGroups.ts). A renamed or moved file
 * would silently leave its group, and the group empty, changing what every page downloads; these checks fail first.
 */
const root = join(import.meta.dirname, '../..')
const sourceFiles = ['content', 'rules', 'src', 'machines'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(root, folder, file)),
)
const grouped = chunkGroups.flatMap((group) =>
  'test' in group && group.test ? [{ name: group.name, test: group.test }] : [],
)

describe('chunk groups', () => {
  it.each(grouped)('$name matches at least one source file', ({ test }) => {
    expect(sourceFiles.filter((file) => test.test(file))).not.toEqual([])
  })

  it.each(grouped)("$name takes each content module's twins in every language along with it", ({ test }) => {
    const content = join(root, 'content')
    for (const file of sourceFiles.filter((file) => test.test(file) && file.startsWith(content))) {
      const route = file.slice(content.length + 1).replace(new RegExp(`^(${locales.join('|')})/`), '')
      for (const twin of [join(content, route), ...locales.map((locale) => join(content, locale, route))].filter(
        (path) => sourceFiles.includes(path),
      )) {
        expect(test.test(twin), `${twin} beside ${file}`).toBe(true)
      }
    }
  })

  it('names no language: the twins come from rules/locales.ts', () => {
    const source = readFileSync(join(root, 'scripts/build/chunkGroups.ts'), 'utf8')
    for (const locale of locales) expect(source).not.toMatch(new RegExp(`\\b${locale}[/\\\\]|\\(${locale}\\b`))
  })
})
