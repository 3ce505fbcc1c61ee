import { relative, resolve, sep } from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { type Locale, locales } from '../../rules/locales.ts'
import { copyAlias } from './copyAlias.ts'

/**
 * The pages' words are constants for a given build day: every date, price and income line a page prints is computed
 * from the sourced rules of rules/ for the coverage year on sale that day. This plugin computes them once, while
 * building, so a page downloads the sentences it prints and not the tables behind them (docs/speed.md).
 *
 * Which modules it computes is a folder rule, visible at every import. The evaluated folders are each language's words,
 * content/<locale>/ (`@copy/…`, with its pages/), and the language-free content/models/; of rules/, one module is named:
 * rules/years/withoutTables.ts, the coverage years without their tables. A module there that the bundle imports is loaded
 * in Node, in the build's language and day, and replaced by its values written out. Every export must then be plain
 * data (strings, numbers, booleans, null, undefined, arrays and plain objects of them), or the build stops naming the
 * file and the export. Words that run in the visitor's browser as code (functions of the visitor's day, answers or the
 * site's settings) live in content/<locale>/browser/ (`@copy/browser/…`), and the rest of content/ and rules/ (the
 * tables the estimator computes with, the formatter, the locales) is code too.
 * A module of an evaluated folder may still export a function that only other words call while building: the bundle
 * never imports it, so the build never has to write it out.
 * Tests and `npm run dev` run the modules themselves; the built pages' text is held to theirs by
 * tests/build/pageText.test.ts, and hydration would fail on any difference between the prerender and the browser.
 */

/** The one module of rules/ written out as values: rules/ is otherwise code the browser runs. */
const evaluatedRule = 'rules/years/withoutTables.ts'

/** Whether the build writes `file` out as values: a module of content/<locale>/ outside its browser/, of content/models/, or rules/years/withoutTables.ts. */
export function isEvaluated(file: string, root = process.cwd()): boolean {
  if (!file.endsWith('.ts')) return false
  if (file === resolve(root, evaluatedRule)) return true
  const [top, ...rest] = relative(resolve(root, 'content'), file).split(sep)
  if (rest.length === 0) return false
  if (top === 'models') return true
  return locales.some((code) => code === top) && rest[0] !== 'browser'
}

/** `define` carries the build's day (and settings) as the bundles see them, so the modules run here for that day. */
export function staticContent(options: { locale: Locale; define: Record<string, string>; root?: string }): Plugin {
  const root = options.root ?? process.cwd()
  const folders = [resolve(root, 'content'), resolve(root, 'rules')]
  let server: ViteDevServer | undefined
  const written: string[] = []
  const code: string[] = []

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
      if (id.includes('?') || !folders.some((folder) => file.startsWith(folder + sep))) return null
      const source = await contentModule(file, root, evaluate)
      ;(source === null ? code : written).push(relative(root, file).split(sep).join('/'))
      return source
    },
    async closeBundle() {
      await server?.close()
      server = undefined
      if (process.env.STATIC_CONTENT_REPORT) {
        const list = (files: string[]) => `${new Set(files).size}: ${[...new Set(files)].sort().join(', ')}`
        console.log(`static content (${options.locale}): written out as values ${list(written)}`)
        console.log(
          `static content (${options.locale}): code (browser/, and content/ and rules/ outside the evaluated folders) ${list(code)}`,
        )
      }
    },
  }
}

/** What the bundle gets for a module of content/ or rules/: its values written out when it is in an evaluated folder, else null (the code itself). */
export async function contentModule(
  file: string,
  root: string,
  evaluate: (file: string) => Promise<Record<string, unknown>>,
): Promise<string | null> {
  if (!isEvaluated(file, root)) return null
  return moduleSource(await evaluate(file), relative(root, file).split(sep).join('/'))
}

/** A module exporting `values` as literals; `file`, the module they come from, is named when one of them is not plain data. */
export function moduleSource(values: Record<string, unknown>, file: string): string {
  const lines: string[] = []
  for (const [name, value] of Object.entries(values)) {
    const literal = literalOf(value, new Set())
    if (literal === null) {
      throw new Error(
        `${file}: the export \`${name}\` is not plain data, and the build writes every module of an evaluated folder ` +
          `(content/<locale>/, content/models/, rules/years/withoutTables.ts) out as values (scripts/build/staticContent.ts). Move words ` +
          `that run in the visitor's browser to content/<locale>/browser/, or a language-free module out of content/models/.`,
      )
    }
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
