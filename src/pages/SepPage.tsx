import { sepConversion, sepCta, sepForm, sepHero, sepLifeEvents, sepMeta, sepRelated } from '@copy/pages/sep'
import { Seo } from '../components/Seo'
import { SiteFooter } from '../components/layout/SiteFooter'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { FeatureGrid } from '../components/sections/FeatureGrid'
import { PageHero } from '../components/sections/PageHero'
import { RelatedLinks } from '../components/sections/RelatedLinks'
import { SepExplanation } from './sep/SepExplanation'
import { SepIncome } from './sep/SepIncome'
import { SepHeader } from './sep/SepHeader'
import { SepSteps } from './sep/SepSteps'

/** SPEC.md section 7: every call from /sep, its header's, footer's and phone action bar's too, is the page's own event. */

/** /sep has its own short header instead of the site navigation, then the usual sections and footer. */
export function SepPage() {
  return (
    <>
      <SepHeader callEvent={sepConversion} />
      <main id="main" tabIndex={-1}>
        <Seo page={sepMeta} />
        <PageHero
          eyebrow={sepHero.eyebrow}
          heading={sepHero.heading}
          intro={sepHero.intro}
          conversion={sepConversion}
        />
        <SepExplanation />
        <SepIncome />
        <FeatureGrid heading={sepLifeEvents.heading} intro={sepLifeEvents.intro} items={sepLifeEvents.items} />
        <SepSteps />
        <RelatedLinks heading={sepRelated.heading} links={sepRelated.links} />
        <CallTextCta heading={sepCta.heading} conversion={sepConversion}>
          <p>{sepCta.text}</p>
        </CallTextCta>
        <ContactFormSection variant="sep" heading={sepForm.heading} />
      </main>
      <SiteFooter callEvent={sepConversion} />
    </>
  )
}
