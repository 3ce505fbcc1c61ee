import {
  compareConversion,
  compareCta,
  compareFaq,
  compareHero,
  compareMeta,
  comparePlanTypes,
  comparePremiums,
  compareRelated,
} from '@copy/pages/compare'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'
import { MetalTierChart } from './compare/MetalTierChart'

export function ComparePlansPage() {
  return (
    <ContentPageLayout>
      <Seo page={compareMeta} faq={compareFaq} />
      <PageHero heading={compareHero.heading} intro={compareHero.intro} conversion={compareConversion} />
      <MetalTierChart />
      <FeatureGrid
        heading={comparePlanTypes.heading}
        intro={comparePlanTypes.intro}
        items={comparePlanTypes.items}
        tone="tinted"
      />
      <FeatureGrid
        heading={comparePremiums.heading}
        intro={comparePremiums.intro}
        items={comparePremiums.items}
        rulesYear={comparePremiums.rulesYear}
      />
      <Faq items={compareFaq} />
      <RelatedLinks heading={compareRelated.heading} links={compareRelated.links} />
      <CallTextCta heading={compareCta.heading} conversion={compareConversion}>
        <p>{compareCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" />
    </ContentPageLayout>
  )
}
