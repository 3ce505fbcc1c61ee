import { useEffect } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { HeadTags } from '../components/Seo'

/** Any unknown path: the shared 404, with the attempted path logged for whoever reads the console. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.warn('404: visitor attempted to open a page that does not exist:', pathname)
  }, [pathname])
  return (
    <main id="main" className="not-found">
      <HeadTags>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
      </HeadTags>
      <h1>404</h1>
      <p className="not-found__text">Oops! Page not found</p>
      <Link to="/" className="btn btn--primary">
        Return to Home
      </Link>
    </main>
  )
}
