import { useId } from 'react'
import { quickNav } from '@copy/pages/moreInfo'

/** The guide's table of contents: one link per section, so a visitor jumps straight to what they came for. */
export function QuickNav() {
  const headingId = useId()
  return (
    <nav className="section quick-nav" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{quickNav.heading}</h2>
        <ul className="link-list">
          {quickNav.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="btn btn--outline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
