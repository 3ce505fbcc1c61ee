import { relative, resolve, sep } from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import type { Locale } from '../../content/locales'
import { copyAlias } from './copyAlias.ts'

/**
 * The pages' words are constants for a given build day: every date, price and income line a page prints is computed
 * from the sourced rules of content/acaRules/ for the coverage year on sale that day. This plugin computes them once,
 * while building, so a page downloads the sentences it prints and not the tables behind them (docs/speed.md).
 *
 * A module of content/ (outside content/acaRules/, whose tables the estimator computes with in the browser) whose
 * exports are all data (strings, numbers, booleans, null, arrays and plain objects of them) is loaded in Node, in the
 * build's language and day, and replaced by its values written out. A module that exports a function (a sentence
 * that depends on the visitor's day, a state or the site's settings) stays code, and with it what it imports.
 * Tests and `npm run dev` run the modules themselves; the built pages' text is held to theirs by
 * tests/build/pageText.test.ts, and hydration would fail on any difference between the prerender and the browser.
 */
/**
 * Modules smaller as code than written out: the states' names are one short string split at load time, and written
 * out as a record and a sorted list they would add 400 bytes gzip to the estimator's first download.
 */
const keepAsCode = [/[\\/]content[\\/](en|es)[\\/]stateNames\.ts$/]

/** `define` carries the build's day (and settings) as the bundles see them, so the modules run here for that day. */
export function staticContent(options: { locale: Locale; define: Record<string, string>; root?: string }): Plugin {
  const root = options.root ?? process.cwd()
  const content = resolve(root, 'content')
  const rules = resolve(content, 'acaRules')
  let server: ViteDevServer | undefined
  const written: string[] = []
  const kept: string[] = []

  async function evaluate(file: string): Promise<Record<string, unknown>> {
    server ??= await createServer({
      configFile: false,
      root,
      logLevel: 'error',
      appType: 'custom',
      define: options.define,
      resolve: { alias: copyAlias(options.locale, root) },
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
    return server.ssrLoadModule(file)
  }

  return {
    name: 'static-content',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]
      if (id.includes('?') || !file.endsWith('.ts') || !file.startsWith(content + sep) || file.startsWith(rules + sep)) return null
      if (keepAsCode.some((pattern) => pattern.test(file))) return null
      const values = await evaluate(file)
      const source = moduleSource(values)
      ;(source === null ? kept : written).push(relative(root, file))
      return source
    },
    async closeBundle() {
      await server?.close()
      server = undefined
      if (process.env.STATIC_CONTENT_REPORT) {
        console.log(`static content (${options.locale}): ${written.length} modules written out as values; kept as code: ${kept.join(', ')}`)
      }
    },
  }
}

/** A module exporting `values` as literals, or null when one of them is not plain data. */
export function moduleSource(values: Record<string, unknown>): string | null {
  const lines: string[] = []
  for (const [name, value] of Object.entries(values)) {
    const literal = literalOf(value, new Set())
    if (literal === null) return null
    lines.push(name === 'default' ? `export default ${literal}` : `export const ${name} = ${literal}`)
  }
  return lines.join('\n') + '\n'
}

function literalOf(value: unknown, seen: Set<object>): string | null {
  if (value === undefined) return 'undefined'
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'object' || seen.has(value)) return null
  const proto = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return null
  seen.add(value)
  const parts: string[] = []
  if (Array.isArray(value)) {
    for (const item of value) {
      const literal = literalOf(item, seen)
      if (literal === null) return null
      parts.push(literal)
    }
    seen.delete(value)
    return `[${parts.join(',')}]`
  }
  for (const [key, item] of Object.entries(value)) {
    const literal = literalOf(item, seen)
    if (literal === null) return null
    parts.push(`${JSON.stringify(key)}:${literal}`)
  }
  seen.delete(value)
  return `{${parts.join(',')}}`
}
