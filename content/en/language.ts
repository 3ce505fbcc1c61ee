import { type Locale, languageView } from '../../rules/locales'

/**
 * The language of the pages this build makes, and what its pages need of the list of languages (rules/locales.ts).
 * Code imports it as `@copy/language`, so each language's build reads its own (content/<code>/language.ts,
 * scripts/build/copyAlias.ts). All of it is data, so the build writes its values out (scripts/build/staticContent.ts)
 * and a page downloads these few values rather than the whole list.
 */
export const language: Locale = 'en'

/** What this language's pages need of rules/locales.ts: its prefix, the switch's other languages, head tags. */
export const { pathPrefix, otherLanguages, pageLocale, pageLocales } = languageView(language)

/** The `lang` of English names (the agency's) inside this language's pages: none needed on English pages. */
export const englishNameLang: 'en' | undefined = undefined

/**
 * English proper names that stay English inside this language's sentences, marked `lang="en"` where they appear
 * (src/components/englishNames.tsx) beside the names the site's settings give (the agency's legal name, the reviews' source):
 * none on English pages.
 */
export const englishNames: readonly string[] = []
