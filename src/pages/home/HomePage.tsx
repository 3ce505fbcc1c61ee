import { closingCta, homeConversion, homeHero, homeMeta } from '@copy/pages/home'
import { Seo } from '../../components/Seo'
import { ChatWidget } from '../../components/chat/ChatWidget'
import { SiteFooter } from '../../components/layout/SiteFooter'
import { SiteHeader } from '../../components/layout/SiteHeader'
import { CallTextCta } from '../../components/sections/CallTextCta'
import { HomeHero } from './HomeHero'
import { QuoteSection } from './QuoteSection'
import { ResourcesSection } from './ResourcesSection'
import { SocialProof } from './SocialProof'
import { TopicCards } from './TopicCards'
import { WhyChooseUs } from './WhyChooseUs'

/** Home: the sections of SPEC.md section 2 in order, then the floating qualification chat. */
export function HomePage() {
  return (
    <>
      <Seo page={homeMeta} />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <HomeHero />
        <QuoteSection />
        <TopicCards />
        <ResourcesSection />
        <WhyChooseUs />
        <SocialProof />
        <CallTextCta heading={closingCta.heading} conversion={homeConversion} textLabel={homeHero.textButton}>
          <p>{closingCta.text}</p>
        </CallTextCta>
      </main>
      <SiteFooter />
      <ChatWidget />
    </>
  )
}
