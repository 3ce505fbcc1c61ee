import { fillSlots } from '../../content/fillSlots'
import {
  aboutUsConversion,
  aboutUsCta,
  aboutUsHero,
  aboutUsMeta,
  aboutUsMission,
  aboutUsReasons,
  aboutUsStats,
  aboutUsStory,
  aboutUsValues,
} from '@copy/pages/aboutUs'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { Section } from '../components/sections/Section'
import { config } from '../lib/env'
import { withEnglishNames } from '../components/englishNames'

export function AboutUsPage() {
  const { reviewsSource } = config.trust
  const stats = fillSlots(aboutUsStats, { reviewsSource })
  const reasons = fillSlots(aboutUsReasons, { reviewsSource })
  return (
    <ContentPageLayout>
      <Seo page={aboutUsMeta} />
      <PageHero heading={aboutUsHero.heading} intro={aboutUsHero.intro} conversion={aboutUsConversion} />
      <Section heading={stats.heading}>
        <ul className="stat-row">
          {stats.items.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong> {withEnglishNames(stat.label)}
            </li>
          ))}
        </ul>
      </Section>
      <ProseSection heading={aboutUsMission.heading} paragraphs={aboutUsMission.paragraphs} />
      <ProseSection heading={aboutUsStory.heading} paragraphs={aboutUsStory.paragraphs} />
      <FeatureGrid heading={aboutUsValues.heading} items={aboutUsValues.items} tone="tinted" />
      <FeatureGrid heading={reasons.heading} items={reasons.items} />
      <CallTextCta heading={aboutUsCta.heading} conversion={aboutUsConversion}>
        <p>{aboutUsCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}

function ProseSection({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  return (
    <Section heading={heading} width="narrow">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Section>
  )
}
