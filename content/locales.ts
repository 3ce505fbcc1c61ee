/**
 * The site's languages: English pages unprefixed, Spanish twins under /es/ (DESIGN.md, "Languages"). The language
 * of a page is read from its path, so the document's `lang`, the Open Graph locale and the copy a view picks all
 * come from the route, never from a literal.
 */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]

/** `<html lang>` for each language. */
export const htmlLang = { en: 'en', es: 'es' } as const satisfies Record<Locale, string>

/** `og:locale` for each language (Open Graph writes language_TERRITORY). */
export const ogLocale = { en: 'en_US', es: 'es_US' } as const satisfies Record<Locale, string>

/** The language of a path: '/es' and '/es/...' are Spanish, every other path English. */
export function localeOfPath(path: string): Locale {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en'
}
