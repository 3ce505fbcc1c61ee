import { useEffect, useRef } from 'react'
import { useLocation } from '@tanstack/react-router'
import { otherLanguage, otherLanguageName, otherLanguagePrefix } from '@copy/language'
import { prerenderNotFoundPath } from '../../lib/notFoundPath'

/**
 * The language switch: the same page in the other language ('Español' on English pages, 'English' on Spanish
 * ones). A plain link, not the router's: the other language is another build of the site, loaded whole. Never an
 * automatic redirect: the visitor chooses. The not-found page is one prerendered file served for every unknown path,
 * so its HTML links the other language's home, and once the page runs the link names the path the visitor asked for
 * (set on the element: hydration keeps the server's attribute).
 */
export function LanguageLink({ className = '' }: { className?: string }) {
  const { pathname } = useLocation()
  const link = useRef<HTMLAnchorElement>(null)
  const path = pathname === prerenderNotFoundPath ? '/' : pathname
  useEffect(() => {
    link.current?.setAttribute('href', otherLanguagePrefix + pathname)
  }, [pathname])
  return (
    <a ref={link} href={otherLanguagePrefix + path} lang={otherLanguage} hrefLang={otherLanguage} className={`language-link ${className}`}>
      {otherLanguageName}
    </a>
  )
}
