import { builtinModules } from 'node:module'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * machines/ and content/ are the parts a Spanish twin, the Stately visualizer and a Node script share with the
 * browser: they import nothing from src/, from React, or from Node (the machines' path models, which use
 * @xstate/graph, live on the tests' side in tests/machines/paths/). Read from the import statements themselves,
 * type-only imports included.
 */
const root = resolve(import.meta.dirname, '../..')
const allowedPackages: Record<string, readonly string[]> = { machines: ['xstate'], content: [] }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  )
}

/** Why an import crosses the boundary, or null. */
export function crossing(area: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const target = relative(root, resolve(dirname(file), specifier)).split(sep)
    return target[0] === 'machines' || target[0] === 'content' ? null : `reaches into ${target[0]}/`
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
  if (specifier.startsWith('node:') || builtinModules.includes(name)) return 'is a Node module'
  return allowedPackages[area].includes(name) ? null : `is the package ${name}`
}

describe.each(Object.keys(allowedPackages))('%s/', (area) => {
  it('imports nothing from src/, React or Node', () => {
    const found = sourceFiles(join(root, area)).flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const why = crossing(area, file, specifier)
        return why ? [`${relative(root, file)}: '${specifier}' ${why}`] : []
      }),
    )
    expect(found).toEqual([])
  })
})

describe('the boundary check itself', () => {
  const file = join(root, 'content/pages/home.ts')
  it.each([
    ['../../src/lib/env', 'reaches into src/'],
    ['react', 'is the package react'],
    ['node:fs', 'is a Node module'],
    ['path', 'is a Node module'],
  ])('refuses %s', (specifier, why) => {
    expect(crossing('content', file, specifier)).toBe(why)
  })
  it('allows content/ and machines/ and the machines’ xstate', () => {
    expect(crossing('content', file, '../acaRules/pageYear')).toBeNull()
    expect(crossing('machines', join(root, 'machines/chat.machine.ts'), '../content/chat')).toBeNull()
    expect(crossing('machines', join(root, 'machines/chat.machine.ts'), 'xstate')).toBeNull()
  })
})
