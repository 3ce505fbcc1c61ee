import {
  seniorsConversion,
  seniorsCoverage,
  seniorsCta,
  seniorsFaq,
  seniorsHero,
  seniorsMeta,
} from '@copy/pages/seniors'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { MedicareTransition } from './seniors/MedicareTransition'
import { SeniorsIncomeLimits } from './seniors/SeniorsIncomeLimits'

/** Adults under 65: income limits, coverage, FAQ and the move to Medicare, in the order SPEC.md lists them. */
export function SeniorsPage() {
  return (
    <ContentPageLayout>
      <Seo page={seniorsMeta} faq={seniorsFaq} />
      <PageHero
        eyebrow={seniorsHero.eyebrow}
        heading={seniorsHero.heading}
        intro={seniorsHero.intro}
        conversion={seniorsConversion}
      />
      <SeniorsIncomeLimits />
      <FeatureGrid heading={seniorsCoverage.heading} items={seniorsCoverage.items} tone="tinted" />
      <Faq items={seniorsFaq} />
      <MedicareTransition />
      <CallTextCta heading={seniorsCta.heading} conversion={seniorsConversion}>
        <p>{seniorsCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" />
    </ContentPageLayout>
  )
}
