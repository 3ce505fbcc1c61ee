import {
  beforeAfterAca,
  protectedCoverageConversion,
  protectedCoverageCta,
  protectedCoverageHero,
  protectedCoverageMeta,
  protectedCoverageRelated,
  protections,
  specialEnrollmentTriggers,
} from '@copy/pages/protectedCoverage'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'
import { TableSection } from '../components/sections/TableSection'
import { CommonConditions } from './protectedCoverage/CommonConditions'

/** /protected-coverage: the ACA's protections, common conditions, before/after, and when you can enroll. */
export function ProtectedCoveragePage() {
  return (
    <ContentPageLayout>
      <Seo page={protectedCoverageMeta} />
      <PageHero
        heading={protectedCoverageHero.heading}
        intro={protectedCoverageHero.intro}
        conversion={protectedCoverageConversion}
      />
      <FeatureGrid heading={protections.heading} intro={protections.intro} items={protections.items} tone="tinted" />
      <CommonConditions />
      <TableSection
        heading={beforeAfterAca.heading}
        paragraphs={[beforeAfterAca.intro]}
        table={beforeAfterAca.table}
        tone="tinted"
      />
      <FeatureGrid
        heading={specialEnrollmentTriggers.heading}
        intro={specialEnrollmentTriggers.intro}
        items={specialEnrollmentTriggers.items}
      />
      <RelatedLinks heading={protectedCoverageRelated.heading} links={protectedCoverageRelated.links} />
      <CallTextCta heading={protectedCoverageCta.heading} conversion={protectedCoverageConversion}>
        <p>{protectedCoverageCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}
