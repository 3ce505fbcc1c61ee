import { siteLanguages } from './siteLists.ts'

/**
 * The site's languages as staff messages need them: their codes, the default language (the one at the site's root)
 * first. This module runs in the Edge Function too, which cannot import the site's content/ (Supabase deploys
 * supabase/functions/ on its own), so the codes are rules/locales.ts's, written into siteLists.ts by
 * `npm run schema` (tests/db/schema.test.ts fails while that file is not the list).
 */
export { siteLanguages }

const names = new Intl.DisplayNames(['en-US'], { type: 'language', fallback: 'none' })

/** A language's name in English, for staff, named by Intl from its code ('es' -> 'Spanish'): no entry per language. */
export function languageName(code: unknown): string {
  return (typeof code === 'string' && siteLanguages.includes(code) && names.of(code)) || 'unknown'
}

/**
 * The language of a consent wording, read from its version: the default language's versions are bare ('2026-11-27',
 * 'sms-2026-11-27'), every other language's start with its code ('es-2026-11-27', 'es-sms-2026-11-27').
 */
export function wordingLanguage(version: string): string {
  return siteLanguages.slice(1).find((code) => version.startsWith(`${code}-`)) ?? siteLanguages[0]
}
