import { defaultLocale, type Locale, localeOfPath, locales, siteLocales } from '../rules/locales'

/** Each language's not-found page in the build folder: 404.html for the default language, <prefix>/404.html for the others (es/404.html). */
export function notFoundFile(locale: Locale): string {
  return locale === defaultLocale ? '404.html' : `${siteLocales[locale].pathPrefix.slice(1)}/404.html`
}

/** The not-found page a missing path gets: the one of the language whose prefix the path is under, the default one elsewhere. */
export function notFoundFileFor(pathname: string): string {
  return notFoundFile(localeOfPath(pathname))
}

/** Netlify's file of redirect rules: static hosts that read it send unknown paths under /es to the Spanish 404 page. */
export const REDIRECTS_FILE = '_redirects'

/**
 * The `_redirects` file the build writes: one rule per language with a prefix, applied only where no file answers
 * (Netlify's rules never shadow a file without `!`). English paths fall to 404.html, as static hosts do by default.
 */
export function redirectsFile(): string {
  const rules = locales
    .filter((locale) => siteLocales[locale].pathPrefix !== '')
    .map((locale) => `${siteLocales[locale].pathPrefix}/*  /${notFoundFile(locale)}  404`)
  return `# Written by scripts/build/prerender.ts: each language's not-found page for hosts that read _redirects (Netlify).\n${rules.join('\n')}\n`
}
