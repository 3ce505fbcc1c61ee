import { Link } from '@tanstack/react-router'
import {
  zeroDollarConversion,
  zeroDollarCoverage,
  zeroDollarCta,
  zeroDollarFaq,
  zeroDollarHero,
  zeroDollarMeta,
  zeroDollarQualify,
  zeroDollarRelated,
} from '@copy/pages/zeroDollar'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { Faq } from '../components/sections/Faq'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'
import { Checklist, Section } from '../components/sections/Section'

export function ZeroDollarPage() {
  return (
    <ContentPageLayout>
      <Seo page={zeroDollarMeta} faq={zeroDollarFaq} />
      <PageHero heading={zeroDollarHero.heading} intro={zeroDollarHero.intro} conversion={zeroDollarConversion} />
      <FeatureGrid
        heading={zeroDollarCoverage.heading}
        intro={zeroDollarCoverage.intro}
        items={zeroDollarCoverage.items}
      />
      <Section heading={zeroDollarQualify.heading} intro={zeroDollarQualify.intro} tone="tinted" width="narrow">
        <Checklist items={zeroDollarQualify.points} />
        <p className="note">{zeroDollarQualify.note}</p>
        <p className="note">
          <Link to="/savings-calculator">{zeroDollarQualify.calculatorLink}</Link>
        </p>
      </Section>
      <Faq items={zeroDollarFaq} />
      <RelatedLinks heading={zeroDollarRelated.heading} links={zeroDollarRelated.links} />
      <CallTextCta heading={zeroDollarCta.heading} conversion={zeroDollarConversion}>
        <p>{zeroDollarCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" />
    </ContentPageLayout>
  )
}
