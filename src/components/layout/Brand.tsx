import { Link } from '@tanstack/react-router'
import { agencyName } from '@copy/site'
import { englishNameLang } from '@copy/language'

/** The wordmark: the agency's mark (public/favicon.svg's drawing, in CSS) and its one name, linked home. */
export function Brand({ className = '', onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link to="/" className={`brand ${className}`} onClick={onClick}>
      <span className="brand__name" lang={englishNameLang}>
        {agencyName}
      </span>
    </Link>
  )
}
