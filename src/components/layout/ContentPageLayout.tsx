import type { ReactNode } from 'react'
import { BackToHome } from './BackToHome'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header, 'Back to Home', the page's own sections, footer: the frame of every content page. */
export function ContentPageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <div className="container">
          <BackToHome />
        </div>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
