import { defaultLocale, isLocale, locales, type Locale } from '../../rules/locales.ts'

/** Which language a build makes (BUILD_LOCALE, default the site's default language): scripts/build.sh builds each in turn. */
export function buildLocale(value = process.env.BUILD_LOCALE): Locale {
  const locale = value || defaultLocale
  if (!isLocale(locale)) throw new Error(`BUILD_LOCALE must be one of ${locales.join(', ')}; got '${locale}'`)
  return locale
}
