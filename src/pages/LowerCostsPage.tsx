import {
  exampleHouseholds,
  familySavings,
  incomeGuidelines,
  lowerCostsConversion,
  lowerCostsCta,
  lowerCostsHero,
  lowerCostsMeta,
  lowerCostsRelated,
  zeroPremiumThresholds,
} from '@copy/pages/lowerCosts'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { EstimatorSection } from '../components/sections/EstimatorSection'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'
import { TableSection } from '../components/sections/TableSection'
import { SavingsPrograms } from './lowerCosts/SavingsPrograms'
import { SavingsStats } from './lowerCosts/SavingsStats'

/**
 * /lower-costs: how tax credits and cost-sharing reductions work, the income lines and worked examples of the coverage
 * year the pages describe (computed from rules), and the savings estimator.
 */
export function LowerCostsPage() {
  return (
    <ContentPageLayout>
      <Seo page={lowerCostsMeta} />
      <PageHero
        eyebrow={lowerCostsHero.eyebrow}
        heading={lowerCostsHero.heading}
        intro={lowerCostsHero.intro}
        conversion={lowerCostsConversion}
      />
      <SavingsStats />
      <SavingsPrograms />
      <FeatureGrid
        heading={familySavings.heading}
        intro={familySavings.intro}
        items={familySavings.items}
        tone="tinted"
      />
      <TableSection
        heading={incomeGuidelines.heading}
        paragraphs={[incomeGuidelines.intro]}
        table={incomeGuidelines.table}
        note={incomeGuidelines.note}
      />
      <EstimatorSection conversion={lowerCostsConversion} />
      <FeatureGrid
        heading={exampleHouseholds.heading}
        intro={exampleHouseholds.intro}
        items={exampleHouseholds.items}
        tone="tinted"
      />
      <TableSection
        heading={zeroPremiumThresholds.heading}
        paragraphs={zeroPremiumThresholds.paragraphs}
        table={zeroPremiumThresholds.table}
        note={zeroPremiumThresholds.note}
      />
      <RelatedLinks heading={lowerCostsRelated.heading} links={lowerCostsRelated.links} />
      <CallTextCta heading={lowerCostsCta.heading} conversion={lowerCostsConversion}>
        <p>{lowerCostsCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}
