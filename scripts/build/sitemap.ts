import { englishPath, locales, pathIn } from '../../rules/locales'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/**
 * sitemap.xml: every indexed page of both languages, each with `xhtml:link` alternates naming its twins and the
 * English page as x-default (Google's "Tell Google about localized versions"), where both twins are indexed.
 */
export function sitemap(siteUrl: string, paths: readonly string[]): string {
  const indexed = new Set(paths)
  const urls = paths.map((path) => {
    const twins = locales
      .map((locale) => ({ locale, path: pathIn(locale, path) }))
      .filter((twin) => indexed.has(twin.path))
    const links =
      twins.length > 1
        ? [
            ...twins.map((twin) => ({ lang: twin.locale, path: twin.path })),
            { lang: 'x-default', path: englishPath(path) },
          ].map(
            (link) =>
              `\n    <xhtml:link rel="alternate" hreflang="${link.lang}" href="${escapeXml(siteUrl + link.path)}"/>`,
          )
        : []
    return `  <url>\n    <loc>${escapeXml(siteUrl + path)}</loc>${links.join('')}\n  </url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
