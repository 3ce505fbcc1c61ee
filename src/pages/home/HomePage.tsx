import { Seo } from '../../components/Seo'
import { SiteFooter } from '../../components/layout/SiteFooter'
import { SiteHeader } from '../../components/layout/SiteHeader'

export function HomePage() {
  return (
    <>
      <SiteHeader />
      <Seo page={{ path: '/', title: 'Home', description: 'Home' }} />
      <main id="main"><h1>Home</h1></main>
      <SiteFooter />
    </>
  )
}
