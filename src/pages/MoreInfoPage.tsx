import {
  acaBasics,
  deadlines,
  floridaMedicaidToAca,
  moreInfoConversion,
  moreInfoCta,
  moreInfoFaq,
  moreInfoFaqSection,
  moreInfoHero,
  moreInfoMeta,
  planTiers,
} from '@copy/pages/moreInfo'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { TableSection } from '../components/sections/TableSection'
import { QuickNav } from './moreInfo/QuickNav'

/** /more-info: the ACA guide. Each section carries the id its quick-navigation link points to. */
export function MoreInfoPage() {
  return (
    <ContentPageLayout>
      <Seo page={moreInfoMeta} faq={moreInfoFaq} />
      <PageHero heading={moreInfoHero.heading} intro={moreInfoHero.intro} conversion={moreInfoConversion} />
      <QuickNav />
      <FeatureGrid
        id={acaBasics.id}
        heading={acaBasics.heading}
        intro={acaBasics.intro}
        items={acaBasics.items}
        tone="tinted"
      />
      <TableSection
        id={deadlines.id}
        heading={deadlines.heading}
        paragraphs={deadlines.paragraphs}
        table={deadlines.table}
      />
      <TableSection
        id={floridaMedicaidToAca.id}
        heading={floridaMedicaidToAca.heading}
        paragraphs={floridaMedicaidToAca.paragraphs}
        table={floridaMedicaidToAca.table}
        note={floridaMedicaidToAca.note}
        tone="tinted"
      />
      <TableSection
        id={planTiers.id}
        heading={planTiers.heading}
        paragraphs={planTiers.paragraphs}
        table={planTiers.table}
        note={planTiers.note}
      />
      <Faq id={moreInfoFaqSection.id} items={moreInfoFaq} tone="tinted" />
      <CallTextCta heading={moreInfoCta.heading} conversion={moreInfoConversion}>
        <p>{moreInfoCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}
