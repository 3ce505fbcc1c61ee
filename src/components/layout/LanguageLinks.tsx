import { useLocation } from '@tanstack/react-router'
import { otherLanguages } from '@copy/language'
import { prerenderNotFoundPath } from '../../lib/notFoundPath'

/**
 * The language switch: the same page in each other language of rules/locales.ts ('Español' on English pages,
 * 'English' on Spanish ones), each named in its own language. Plain links, not the router's: another language is
 * another build of the site, loaded whole. Never an automatic redirect: the visitor chooses.
 */
export function LanguageLinks({ className = '' }: { className?: string }) {
  const { pathname } = useLocation()
  const path = pathname === prerenderNotFoundPath ? '/' : pathname
  return otherLanguages.map((other) => (
    <a
      key={other.code}
      // The not-found page is one prerendered file served for every unknown path, so its HTML links the other
      // languages' homes; once the page runs, each link names the path the visitor asked for. Set on the element
      // after every render: hydration keeps the server's attribute.
      ref={(link) => link?.setAttribute('href', other.pathPrefix + pathname)}
      href={other.pathPrefix + path}
      lang={other.code}
      hrefLang={other.code}
      className={`language-link ${className}`}
    >
      {other.name}
    </a>
  ))
}
