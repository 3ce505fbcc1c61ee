/**
 * The site's languages, one entry each, keyed by the language's code. Everything outside content/ that differs by
 * language (the router's basepath, the build's passes, the language switch, hreflang, the sitemap, Intl's locale, the
 * server's not-found pages, `npm run dev`, the test projects) reads it from here. The first is the default
 * language: its pages live at the root and it is hreflang's x-default; every other language's pages live under its
 * prefix (DESIGN.md, "Languages"). The language of a page is read from its path, so the document's `lang`, the Open
 * Graph locale and the copy a view picks all come from the route, never from a literal. docs/adding-a-language.md
 * lists what else a new language needs.
 */
export const siteLocales = {
  en: { name: 'English', pathPrefix: '', intl: 'en-US', og: 'en_US' },
  es: { name: 'Español', pathPrefix: '/es', intl: 'es-US', og: 'es_US' },
} as const satisfies Record<string, SiteLocale>

export type SiteLocale = {
  /** The language's name in itself (its endonym), as the language switch shows it. */
  name: string
  /** Where its pages live: '' for the default language, '/<code>' for the others (its router's basepath). */
  pathPrefix: string
  /** Intl's locale for its dates and lists (content/format.ts). */
  intl: string
  /** `og:locale` (Open Graph writes language_TERRITORY). */
  og: string
}

/**
 * How long each language's header labels run. 'long' (Spanish's) take more room than the bars have beside each other:
 * the header bar keeps two lines up to 1199 px, the sticky bar keeps its links behind the menu button at every width,
 * and the phone action bar's text disclosure takes two lines. A language's build takes the matching stylesheet of
 * src/components/layout/labels/ (`@labels.css`, scripts/build/copyAlias.ts). Beside siteLocales rather than in it:
 * the browser downloads siteLocales (content/format.ts reads it), and only the build reads this.
 */
export const headerLabels = { en: 'short', es: 'long' } as const satisfies Record<Locale, 'short' | 'long'>

/** What a page's head tags need of a language (src/lib/seo.ts). */
export type PageLocale = { code: Locale; pathPrefix: string; og: string }

export function pageLocaleOf(code: Locale): PageLocale {
  return { code, pathPrefix: siteLocales[code].pathPrefix, og: siteLocales[code].og }
}

/**
 * What the pages built in `code` need of this list: each language's language.ts (`@copy/language`) exports it, and
 * the build writes it out as values (scripts/build/staticContent.ts), so the browser downloads these few values, never
 * the list.
 */
export function languageView(code: Locale) {
  return {
    /** Where this language's pages live, the router's basepath: a page's address is pathPrefix + its route. */
    pathPrefix: siteLocales[code].pathPrefix,
    /** The language switch: the same page in each other language, named in that language (its endonym). */
    otherLanguages: locales
      .filter((other) => other !== code)
      .map((other) => ({ code: other, name: siteLocales[other].name, pathPrefix: siteLocales[other].pathPrefix })),
    /** This language as its pages' head tags name it. */
    pageLocale: pageLocaleOf(code),
    /** Every language, default first, as the prerendered head names a page's twins (hreflang, og:locale:alternate). */
    pageLocales: locales.map(pageLocaleOf),
  }
}

/** A language's code: `<html lang>`, hreflang, the leads' `language` column, its folder content/<code>/. */
export type Locale = keyof typeof siteLocales

export function isLocale(code: string): code is Locale {
  return Object.hasOwn(siteLocales, code)
}

/** The languages' codes, the default language first. */
export const locales: readonly Locale[] = Object.keys(siteLocales).filter(isLocale)

/** The language at the root of the site, and the one search engines are pointed to when none matches. */
export const defaultLocale: Locale = locales[0]

/** The language of a path: a path under a language's prefix ('/es', '/es/...') is that language's, any other the default language's. */
export function localeOfPath(path: string): Locale {
  const prefixed = locales.find((locale) => {
    const prefix = siteLocales[locale].pathPrefix
    return prefix !== '' && (path === prefix || path.startsWith(prefix + '/'))
  })
  return prefixed ?? defaultLocale
}

/** The route of any page, as the default language's path names it: '/es/sep' -> '/sep', '/es/' -> '/'. */
export function englishPath(path: string): string {
  return path.slice(siteLocales[localeOfPath(path)].pathPrefix.length) || '/'
}

/**
 * A page's path in a language, from any twin's path: ('/sep', 'es') -> '/es/sep'. A language's home keeps its
 * slash ('/es/'), as its router writes it.
 */
export function pathIn(locale: Locale, path: string): string {
  return siteLocales[locale].pathPrefix + englishPath(path)
}
