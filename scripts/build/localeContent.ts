import { existsSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { defaultLocale, type Locale } from '../../content/locales.ts'

/**
 * Each language's site is the same code built again with its copy swapped (DESIGN.md, "Languages"): in the build of
 * a language other than the default, every import that resolves to a module of content/ is sent to its twin under
 * content/<code>/ when one exists. Words are inlined constants either way, so an English page downloads English words
 * only and a Spanish page Spanish ones, and neither pays for looking a word up. Modules without words (content/acaRules, the agency's
 * facts, the language list) have no twin and are shared.
 */
export function localeContent(locale: Locale, root = process.cwd()): Plugin {
  const content = resolve(root, 'content')
  const twins = join(content, locale)
  return {
    name: 'locale-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // A twin may import an English module on purpose (the facts it words, kept once): only imports from outside
      // content/<locale>/ are redirected.
      if (locale === defaultLocale || !importer || importer.startsWith(twins + sep)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const file = resolved.id.split('?')[0]
      if (!file.startsWith(content + sep) || file.startsWith(twins + sep)) return resolved
      const twin = join(twins, relative(content, file))
      return existsSync(twin) ? { ...resolved, id: twin + resolved.id.slice(file.length) } : resolved
    },
  }
}
