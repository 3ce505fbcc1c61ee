import {
  familiesConversion,
  familiesCta,
  familiesCoverage,
  familiesFaq,
  familiesHero,
  familiesIncome,
  familiesMeta,
} from '@copy/pages/families'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { DataTable } from '../components/sections/DataTable'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { Section } from '../components/sections/Section'
import { YearRulesNote } from '../components/sections/YearRulesNote'

export function FamiliesPage() {
  return (
    <ContentPageLayout>
      <Seo page={familiesMeta} faq={familiesFaq} />
      <PageHero heading={familiesHero.heading} intro={familiesHero.intro} conversion={familiesConversion} />
      <Section heading={familiesIncome.heading} intro={familiesIncome.intro}>
        <DataTable caption={familiesIncome.caption} columns={familiesIncome.columns} rows={familiesIncome.rows} />
        <p className="note">{familiesIncome.note}</p>
        <YearRulesNote year={familiesIncome.rulesYear} />
      </Section>
      <FeatureGrid heading={familiesCoverage.heading} items={familiesCoverage.items} />
      <Faq items={familiesFaq} />
      <CallTextCta heading={familiesCta.heading} conversion={familiesConversion}>
        <p>{familiesCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" />
    </ContentPageLayout>
  )
}
