import { useId } from 'react'
import {
  zeroDollarConversion,
  zeroDollarCoverage,
  zeroDollarCta,
  zeroDollarFaq,
  zeroDollarHero,
  zeroDollarMeta,
  zeroDollarQualify,
  zeroDollarRelated,
} from '../../content/pages/zeroDollar'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'

export function ZeroDollarPage() {
  const qualifyId = useId()
  return (
    <ContentPageLayout>
      <Seo page={zeroDollarMeta} faq={zeroDollarFaq} />
      <PageHero heading={zeroDollarHero.heading} intro={zeroDollarHero.intro} conversion={zeroDollarConversion} />
      <FeatureGrid heading={zeroDollarCoverage.heading} intro={zeroDollarCoverage.intro} items={zeroDollarCoverage.items} />
      <section className="section section--tinted" aria-labelledby={qualifyId}>
        <div className="container container--narrow">
          <h2 id={qualifyId}>{zeroDollarQualify.heading}</h2>
          <p>{zeroDollarQualify.intro}</p>
          <ul className="checklist">
            {zeroDollarQualify.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="note">{zeroDollarQualify.note}</p>
        </div>
      </section>
      <Faq items={zeroDollarFaq} />
      <RelatedLinks heading={zeroDollarRelated.heading} links={zeroDollarRelated.links} />
      <CallTextCta heading={zeroDollarCta.heading} conversion={zeroDollarConversion}>
        <p>{zeroDollarCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" />
    </ContentPageLayout>
  )
}
