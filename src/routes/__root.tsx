import { HeadContent, Outlet, Scripts, createRootRoute, lazyRouteComponent } from '@tanstack/react-router'
import { language } from '@copy/language'
import { skipLink } from '@copy/site'
import { HeadProvider } from '../components/Seo'
import { Toaster } from '../components/Toaster'
import '../stylesheets'

export const Route = createRootRoute({
  component: RootDocument,
  // Loaded only for an unknown path (the router fetches it before it renders or hydrates the 404): not part of every
  // page's first download.
  notFoundComponent: lazyRouteComponent(() => import('../pages/NotFoundPage'), 'NotFoundPage'),
})

/** The whole document is React's, so page <title>/<meta> are hoisted into <head> on the server and the client. */
function RootDocument() {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadContent />
      </head>
      <body>
        <HeadProvider>
          <a className="skip-link" href="#main">
            {skipLink}
          </a>
          <Outlet />
          <Toaster />
        </HeadProvider>
        <Scripts />
      </body>
    </html>
  )
}
