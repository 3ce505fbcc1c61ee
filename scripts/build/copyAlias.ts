import { resolve } from 'node:path'
import { headerLabels, type Locale } from '../../rules/locales.ts'

/**
 * `@copy/…` names a module of words, and says at the import that it depends on the language: a build (and a test
 * project) resolves it to content/<locale>/…, so an English page downloads English words only and a Spanish page
 * Spanish ones. The type checker reads content/en/ (the `paths` of tsconfig.json); every other language's folder is held
 * to the same shape by one check in its index.ts (`Complete`, content/twin.ts).
 */
export function copyAlias(locale: Locale, root = process.cwd()) {
  return [
    { find: /^@copy\//, replacement: resolve(root, 'content', locale) + '/' },
    // `@labels.css`: the header's rules for how long the language's labels run (its `headerLabels` in rules/locales.ts),
    // src/components/layout/labels/short.css or long.css; a page's stylesheet has its own language's rules only.
    {
      find: /^@labels\.css$/,
      replacement: resolve(root, 'src/components/layout/labels', `${headerLabels[locale]}.css`),
    },
  ]
}
