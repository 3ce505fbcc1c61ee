import { locales, type Locale } from '../../content/locales.ts'

/** Which language a build makes (BUILD_LOCALE, default en): scripts/build.sh builds English, then Spanish. */
export function buildLocale(value = process.env.BUILD_LOCALE): Locale {
  const locale = value || 'en'
  if (!(locales as readonly string[]).includes(locale)) throw new Error(`BUILD_LOCALE must be one of ${locales.join(', ')}; got '${locale}'`)
  return locale as Locale
}
