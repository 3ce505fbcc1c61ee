import { builtinModules } from 'node:module'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../content/locales'

/**
 * machines/ and content/ are the parts a Spanish twin, the Stately visualizer and a Node script share with the
 * browser: they import nothing from src/, from React, or from Node (the machines' path models, which use
 * @xstate/graph, live beside the script that prints them, in scripts/machines/). Read from the import statements themselves,
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
function crossing(area: string, file: string, specifier: string): string | null {
  // `@copy/…` is a module of content/ in the build's language (scripts/build/copyAlias.ts).
  if (specifier.startsWith('@copy/')) return null
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

/**
 * Machines carry codes and the views word them: a machine file may read facts and rules from content/acaRules/
 * (figures, dates, state data) and types from anywhere in content/, but no words, so a Spanish page runs the same
 * machine. Checked for the machines that have moved to codes; the chat's move is under way.
 */
// Every file of machines/: machines carry codes and views word them, so one machine runs in every language.
const codesOnly = readdirSync(join(root, 'machines'))
  .filter((name) => /\.ts$/.test(name))
  .map((name) => `machines/${name}`)

/** The content/ modules a file imports values from (type-only imports left out), other than the facts in content/acaRules/. */
function wordImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]/g)].flatMap(([, typeOnly, specifier]) => {
    // `@copy/…` is always words: a module of the build's language (scripts/build/copyAlias.ts).
    const target = specifier.startsWith('@copy/') ? ['content', 'en'] : relative(root, resolve(dirname(file), specifier)).split(sep)
    return !typeOnly && target[0] === 'content' && target[1] !== 'acaRules' ? [specifier] : []
  })
}

describe.each(codesOnly)('%s', (file) => {
  it('imports no words from content/: facts from content/acaRules/ and types only', () => {
    expect(wordImports(join(root, file))).toEqual([])
  })
  it('names no module of words, not even for a type: the codes the words say are the machine\'s own', () => {
    const words = new RegExp(`from\\s*['"](@copy/|[./]*/content/(${locales.join('|')})/)`)
    expect(readFileSync(join(root, file), 'utf8')).not.toMatch(words)
  })
})

describe('the boundary check itself', () => {
  it('finds words imported into a machine, and lets facts and types through', () => {
    const machine = join(root, 'machines/savingsEstimate.ts')
    const text = [
      "import { estimateRefusalWords } from '../content/estimateRefusals'",
      "import { chatMessages } from '@copy/browser/chat'",
      "import type { FormToast } from '@copy/browser/formToasts'",
      "import type { RefusalWords } from '../content/estimateRefusals'",
      "import { coverageYears } from '../content/acaRules/coverageYears'",
      "import { maxHouseholdSize } from './savingsEstimate'",
    ].join('\n')
    expect(wordImports(machine, text)).toEqual(['../content/estimateRefusals', '@copy/browser/chat'])
  })

  const file = join(root, 'content/en/pages/home.ts')
  it.each([
    ['../../../src/lib/env', 'reaches into src/'],
    ['react', 'is the package react'],
    ['node:fs', 'is a Node module'],
    ['path', 'is a Node module'],
  ])('refuses %s', (specifier, why) => {
    expect(crossing('content', file, specifier)).toBe(why)
  })
  it('allows content/ and machines/ and the machines’ xstate', () => {
    expect(crossing('content', file, '../../acaRules/pageYear')).toBeNull()
    expect(crossing('content', file, '@copy/agency')).toBeNull()
    expect(crossing('machines', join(root, 'machines/chat.machine.ts'), '../content/chat')).toBeNull()
    expect(crossing('machines', join(root, 'machines/chat.machine.ts'), 'xstate')).toBeNull()
  })
})
