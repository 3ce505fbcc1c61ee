import { useEffect } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { navLinks } from '@copy/navigation'
import { notFoundCopy as copy } from '@copy/pages/notFound'
import { Seo } from '../components/Seo'
import { CallLink } from '../components/conversion/CallLink'
import { LinkList } from '../components/layout/LinkList'
import { SiteFooter } from '../components/layout/SiteFooter'
import { SiteHeader } from '../components/layout/SiteHeader'

const popularLinks = navLinks
  .slice(0, 7)
  .map((link) => ({ to: link.to, label: 'hiddenDetail' in link ? `${link.label} ${link.hiddenDetail}` : link.label }))

/**
 * Any unknown path: SPEC's '404' / 'Oops! Page not found' and its way home, inside the usual header and footer,
 * with the number to call and the most visited pages. The attempted path is logged for whoever reads the console.
 */
export function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn('404: visitor attempted to open a page that does not exist:', pathname)
  }, [pathname])
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="not-found">
        <Seo page={{ path: pathname, title: copy.title }} />
        <h1>{copy.heading}</h1>
        <p className="not-found__text">{copy.text}</p>
        <Link to="/" className="btn btn--primary">
          {copy.home}
        </Link>
        <p>
          {copy.callPrompt} <CallLink event={copy.call} />
        </p>
        <h2 className="not-found__heading">{copy.popularHeading}</h2>
        {/* Out of the menu's context a short label fails ('Antes de Medicare'): the list shows each link's whole name. */}
        <LinkList links={popularLinks} className="link-list" />
      </main>
      <SiteFooter />
    </>
  )
}
