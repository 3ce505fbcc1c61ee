import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * content/es/ mirrors content/: each Spanish module is the twin of the English module at the same path, which the
 * Spanish build uses in its place (scripts/build/localeContent.ts). Each twin ends with a type check line
 * (content/twin.ts, TwinOf) so the type checker holds it to every export, key and argument of its English module.
 */
const content = join(import.meta.dirname, '../../content')
const spanish = join(content, 'es')
/** Spanish-only modules: the glossary the twins write their terms from. */
const ownModules = new Set(['glossary.ts'])

const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? modules(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  )

const twins = modules(spanish)
  .map((file) => relative(spanish, file).split(sep).join('/'))
  .filter((path) => !ownModules.has(path))

describe('content/es/', () => {
  it('holds twins', () => expect(twins.length).toBeGreaterThan(0))

  for (const path of twins) {
    it(`${path} is the twin of content/${path} and is type-checked against it`, () => {
      expect(existsSync(join(content, path)), `content/${path} exists`).toBe(true)
      const source = readFileSync(join(spanish, path), 'utf8')
      const english = relative(dirname(join(spanish, path)), join(content, path)).split(sep).join('/').replace(/\.ts$/, '')
      const self = `./${basename(path, '.ts')}`
      expect(source).toContain(`export type Twin = TwinOf<typeof import('${english}'), typeof import('${self}')>`)
    })
  }
})
