import type { Locale } from '../locales'

/**
 * The language of the pages this build makes: code imports it as `@copy/language`, so each language's build reads
 * its own (content/es/language.ts in the Spanish one, scripts/build/copyAlias.ts).
 */
export const language: Locale = 'en'

/**
 * Where this language's pages live, the router's basepath (content/locales.ts, pathPrefix): a page's address is
 * pathPrefix + its route ('/es' + '/sep').
 */
export const pathPrefix = ''

/** The language switch leads to the same page in the other language, named in that language (its endonym). */
export const otherLanguage: Locale = 'es'
export const otherLanguageName = 'Español'
/** Where the other language's pages live ('/es' + '/sep'). */
export const otherLanguagePrefix = '/es'

/** The `lang` of English names (the agency's) inside this language's pages: none needed on English pages. */
export const englishNameLang: 'en' | undefined = undefined

/**
 * English proper names that stay English inside this language's sentences, marked `lang="en"` where they appear
 * (src/components/Words.tsx) beside the names the site's settings give (the agency's legal name, the reviews' source):
 * none on English pages.
 */
export const englishNames: readonly string[] = []
