import { useLocation } from '@tanstack/react-router'
import { otherLanguage, otherLanguageName, otherLanguagePrefix } from '../../../content/language'

/**
 * The language switch: the same page in the other language ('Español' on English pages, 'English' on Spanish
 * ones). A plain link, not the router's: the other language is another build of the site, loaded whole. Never an
 * automatic redirect: the visitor chooses.
 */
export function LanguageLink({ className = '' }: { className?: string }) {
  const { pathname } = useLocation()
  return (
    <a href={otherLanguagePrefix + pathname} lang={otherLanguage} hrefLang={otherLanguage} className={`language-link ${className}`}>
      {otherLanguageName}
    </a>
  )
}
