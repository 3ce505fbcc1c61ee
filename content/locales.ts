/**
 * The site's languages: English pages unprefixed, Spanish twins under /es/ (DESIGN.md, "Languages"). The language
 * of a page is read from its path, so the document's `lang`, the Open Graph locale and the copy a view picks all
 * come from the route, never from a literal.
 */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]

/** `og:locale` for each language (Open Graph writes language_TERRITORY). */
export const ogLocale = { en: 'en_US', es: 'es_US' } as const satisfies Record<Locale, string>

/** The language of a path: '/es' and '/es/...' are Spanish, every other path English. */
export function localeOfPath(path: string): Locale {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en'
}

/** Where a language's pages live: English at the root, Spanish under /es (its router's basepath). */
export const pathPrefix = { en: '', es: '/es' } as const satisfies Record<Locale, string>

/** The English path of any page: '/es/sep' -> '/sep', '/es/' -> '/'; an English path as it is. */
export function englishPath(path: string): string {
  if (localeOfPath(path) === 'en') return path
  return path.slice(pathPrefix.es.length) || '/'
}

/**
 * A page's path in a language, from either twin's path: ('/sep', 'es') -> '/es/sep'. A language's home keeps its
 * slash ('/es/'), as its router writes it.
 */
export function pathIn(locale: Locale, path: string): string {
  return pathPrefix[locale] + englishPath(path)
}
