import { useId } from 'react'
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
} from '../../content/pages/aboutUs'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'

export function AboutUsPage() {
  const statsId = useId()
  return (
    <ContentPageLayout>
      <Seo page={aboutUsMeta} />
      <PageHero heading={aboutUsHero.heading} intro={aboutUsHero.intro} conversion={aboutUsConversion} />
      <section className="section" aria-labelledby={statsId}>
        <div className="container">
          <h2 id={statsId}>{aboutUsStats.heading}</h2>
          <ul className="stat-row">
            {aboutUsStats.items.map((stat) => (
              <li key={stat.label}>
                <strong>{stat.value}</strong> {stat.label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ProseSection heading={aboutUsMission.heading} paragraphs={aboutUsMission.paragraphs} />
      <ProseSection heading={aboutUsStory.heading} paragraphs={aboutUsStory.paragraphs} />
      <FeatureGrid heading={aboutUsValues.heading} items={aboutUsValues.items} tone="tinted" />
      <FeatureGrid heading={aboutUsReasons.heading} items={aboutUsReasons.items} />
      <CallTextCta heading={aboutUsCta.heading} conversion={aboutUsConversion}>
        <p>{aboutUsCta.text}</p>
      </CallTextCta>
    </ContentPageLayout>
  )
}

function ProseSection({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  const headingId = useId()
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container container--narrow">
        <h2 id={headingId}>{heading}</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  )
}
