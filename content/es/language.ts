import { agencyFacts } from '../../rules/agencyFacts'
import { type Locale, languageView } from '../../rules/locales'

/** The Spanish build makes the /es pages (content/en/language.ts). */
export const language: Locale = 'es'

export const { pathPrefix, otherLanguages, pageLocale, pageLocales } = languageView(language)

/** The agency's English name is marked as English on Spanish pages, so a screen reader says it in English. */
export const englishNameLang: 'en' | undefined = 'en'

/** content/en/language.ts: the agency's name and the Better Business Bureau, whose rating the about page quotes. */
export const englishNames: readonly string[] = [agencyFacts.name, 'Better Business Bureau']
