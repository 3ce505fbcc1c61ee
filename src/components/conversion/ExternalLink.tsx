import type { ReactNode } from 'react'
import { opensInNewTab } from '@copy/site'

/** Opens a page of another site in a new tab, without giving it a handle on ours. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{opensInNewTab}</span>
    </a>
  )
}
