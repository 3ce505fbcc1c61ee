import type { PageMeta } from '../../content/types'
import {
  selfEmployedBenefits,
  selfEmployedConversion,
  selfEmployedCta,
  selfEmployedFaq,
  selfEmployedHero,
} from '@copy/pages/selfEmployed'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { IncomeTips } from './selfEmployed/IncomeTips'
import { PremiumExamples } from './selfEmployed/PremiumExamples'

/** One page, two routes: each route passes its own meta, so the copy route's canonical URL points at the original. */
export function SelfEmployedPage({ meta }: { meta: PageMeta }) {
  return (
    <ContentPageLayout>
      <Seo page={meta} faq={selfEmployedFaq} />
      <PageHero
        eyebrow={selfEmployedHero.eyebrow}
        heading={selfEmployedHero.heading}
        intro={selfEmployedHero.intro}
        conversion={selfEmployedConversion}
      />
      <FeatureGrid
        heading={selfEmployedBenefits.heading}
        intro={selfEmployedBenefits.intro}
        items={selfEmployedBenefits.items}
      />
      <PremiumExamples />
      <IncomeTips />
      <Faq items={selfEmployedFaq} />
      <CallTextCta heading={selfEmployedCta.heading} conversion={selfEmployedConversion}>
        <p>{selfEmployedCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" />
    </ContentPageLayout>
  )
}
