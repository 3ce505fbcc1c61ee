import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../rules/locales'

/**
 * Each language's words are a folder of content/ with an index.ts that lists its modules by path; the type checker
 * holds every listed module to its English twin (content/twin.ts, Complete). This test proves each index lists every
 * module of its folder, so a module added to a folder is never left out of the check.
 */
const content = join(import.meta.dirname, '../../content')

const modulesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modulesOf(join(dir, entry.name))
      : entry.name.endsWith('.ts') && entry.name !== 'index.ts'
        ? [join(dir, entry.name)]
        : [],
  )

describe.each(locales)('content/%s/', (locale) => {
  const folder = join(content, locale)
  const modules = modulesOf(folder).map((file) => relative(folder, file).split(sep).join('/').replace(/\.ts$/, ''))

  it('lists every module of its folder in index.ts, where the type checker holds it to English', () => {
    const index = readFileSync(join(folder, 'index.ts'), 'utf8')
    const listed = [...index.matchAll(/typeof import\('\.\/([^']+)'\)/g)].map((match) => match[1])
    expect(modules.length).toBeGreaterThan(0)
    expect(listed.sort()).toEqual(modules.sort())
  })
})
