import { builtinModules } from 'node:module'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../rules/locales'

/**
 * The floors of the house run one way: src/ -> content/ -> machines/ -> rules/. A module imports its own floor and the
 * floors below, never one above. rules/ (the language-free facts and rules: coverage years, Medicaid, states, the
 * agency's facts, the languages) imports nothing of the site, so machines/, content/, server/ and supabase/functions/
 * may all read it; machines/ compute with the rules and carry codes, never words, so one machine runs in every
 * language; content/ words the machines' codes and the rules' facts. The three floors below src/ import nothing from
 * React or Node and no package but the machines' xstate: a Spanish twin, the Stately visualizer and a Node script share
 * them with the browser (the machines' path models, which use @xstate/graph, live beside the script that prints them,
 * in scripts/machines/). Read from the import statements themselves, type-only imports included.
 */
const root = resolve(import.meta.dirname, '../..')
/** Bottom first: each floor may import those before it. */
const floors = ['rules', 'machines', 'content', 'src'] as const
type Floor = (typeof floors)[number]
const allowedPackages: Record<Exclude<Floor, 'src'>, readonly string[]> = {
  rules: [],
  machines: ['xstate'],
  content: [],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3])
}

const isFloor = (folder: string): folder is Floor => floors.some((floor) => floor === folder)

/** Why an import of a file on floor `area` crosses a boundary, or null. */
function crossing(area: Exclude<Floor, 'src'>, file: string, specifier: string): string | null {
  // `@copy/…` is a module of content/ in the build's language (scripts/build/copyAlias.ts).
  const target = specifier.startsWith('@copy/')
    ? 'content'
    : specifier.startsWith('.')
      ? relative(root, resolve(dirname(file), specifier)).split(sep)[0]
      : null
  if (target !== null) {
    if (!isFloor(target)) return `reaches into ${target}/`
    return floors.indexOf(target) <= floors.indexOf(area) ? null : `imports ${target}/, a floor above ${area}/`
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
  if (specifier.startsWith('node:') || builtinModules.includes(name)) return 'is a Node module'
  return allowedPackages[area].includes(name) ? null : `is the package ${name}`
}

describe.each(Object.keys(allowedPackages) as Exclude<Floor, 'src'>[])('%s/', (area) => {
  it('imports only its own floor and the floors below it, and nothing from React or Node', () => {
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
  const page = 'content/en/pages/home.ts'
  const machine = 'machines/savingsEstimator.machine.ts'
  const rule = 'rules/incomeLines.ts'
  it.each([
    ['content', page, '../../../src/lib/env', 'imports src/, a floor above content/'],
    ['content', page, '../../../server/config', 'reaches into server/'],
    ['content', page, 'react', 'is the package react'],
    ['content', page, 'node:fs', 'is a Node module'],
    ['content', page, 'path', 'is a Node module'],
    ['machines', machine, '../content/en/browser/chat', 'imports content/, a floor above machines/'],
    ['machines', machine, '@copy/browser/chat', 'imports content/, a floor above machines/'],
    ['rules', rule, '../machines/agentHours', 'imports machines/, a floor above rules/'],
    ['rules', rule, '../content/format', 'imports content/, a floor above rules/'],
    ['rules', rule, 'xstate', 'is the package xstate'],
  ] as const)('refuses, on %s/, %s importing %s', (area, file, specifier, why) => {
    expect(crossing(area, join(root, file), specifier)).toBe(why)
  })
  it('allows a floor its own folder and the floors below, and the machines their xstate', () => {
    expect(crossing('content', join(root, page), '../../../rules/pageYear')).toBeNull()
    expect(crossing('content', join(root, page), '../../../machines/chatScript')).toBeNull()
    expect(crossing('content', join(root, page), '@copy/agency')).toBeNull()
    expect(crossing('machines', join(root, machine), '../rules/coverageYears')).toBeNull()
    expect(crossing('machines', join(root, machine), 'xstate')).toBeNull()
    expect(crossing('rules', join(root, rule), './years')).toBeNull()
  })
})

/** Machines carry codes and the views word them: not even a type of a module of words, so one machine runs in every language. */
describe.each(readdirSync(join(root, 'machines')).filter((name) => /\.ts$/.test(name)))('machines/%s', (name) => {
  it("names no module of words, not even for a type: the codes the words say are the machine's own", () => {
    const words = new RegExp(`from\\s*['"](@copy/|[./]*/content/(${locales.join('|')})/)`)
    expect(readFileSync(join(root, 'machines', name), 'utf8')).not.toMatch(words)
  })
})

/**
 * The two programs beside the floors: server/ may read the language-free rules/ (and supabase/, whose deliverer it
 * shares), never the words, machines or views; the Edge Function is deployed from supabase/functions/ on its own, so it
 * imports nothing outside that folder (what it needs of the site's lists is generated into it by `npm run schema`).
 */
describe.each([
  [
    'server',
    (target: string) =>
      ['content', 'machines', 'src'].includes(target.split(sep)[0]) ? `reaches into ${target.split(sep)[0]}/` : null,
  ],
  [
    'supabase/functions',
    (target: string) =>
      target.startsWith(`supabase${sep}functions${sep}`)
        ? null
        : 'leaves supabase/functions/, which is deployed on its own',
  ],
] as const)('%s/', (area, refusal) => {
  it('imports only what it may', () => {
    const found = sourceFiles(join(root, area)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .flatMap((specifier) => {
          const why = refusal(relative(root, resolve(dirname(file), specifier)))
          return why ? [`${relative(root, file)}: '${specifier}' ${why}`] : []
        }),
    )
    expect(found).toEqual([])
  })
})
