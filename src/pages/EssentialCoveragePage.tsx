import {
  essentialBenefits,
  essentialCoverageConversion,
  essentialCoverageCta,
  essentialCoverageHero,
  essentialCoverageMeta,
  essentialCoverageRelated,
  federalGuarantees,
  oftenIncludedExtras,
} from '@copy/pages/essentialCoverage'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'

/** /essential-coverage: the ten essential health benefits, the federal guarantees and the common extras. */
export function EssentialCoveragePage() {
  return (
    <ContentPageLayout>
      <Seo page={essentialCoverageMeta} />
      <PageHero
        heading={essentialCoverageHero.heading}
        intro={essentialCoverageHero.intro}
        conversion={essentialCoverageConversion}
      />
      <FeatureGrid
        heading={essentialBenefits.heading}
        intro={essentialBenefits.intro}
        items={essentialBenefits.items}
      />
      <FeatureGrid
        heading={federalGuarantees.heading}
        intro={federalGuarantees.intro}
        items={federalGuarantees.items}
        tone="tinted"
      />
      <FeatureGrid
        heading={oftenIncludedExtras.heading}
        intro={oftenIncludedExtras.intro}
        items={oftenIncludedExtras.items}
      />
      <RelatedLinks heading={essentialCoverageRelated.heading} links={essentialCoverageRelated.links} />
      <CallTextCta heading={essentialCoverageCta.heading} conversion={essentialCoverageConversion}>
        <p>{essentialCoverageCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}
