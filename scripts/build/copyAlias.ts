import { resolve } from 'node:path'
import type { Locale } from '../../content/locales'

/**
 * `@copy/…` names a module of words, and says at the import that it depends on the language: a build (and a test
 * project) resolves it to content/<locale>/…, so an English page downloads English words only and a Spanish page
 * Spanish ones. The type checker reads content/en/ (the `paths` of tsconfig.json); content/es/ is held to the same
 * shape by the type line at the end of each of its modules (content/twin.ts).
 */
export function copyAlias(locale: Locale, root = process.cwd()) {
  return [{ find: /^@copy\//, replacement: resolve(root, 'content', locale) + '/' }]
}
