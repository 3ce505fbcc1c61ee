import {
  floridaConversion,
  floridaCta,
  floridaFaq,
  floridaFormState,
  floridaHero,
  floridaMeta,
} from '@copy/pages/florida'
import { Seo } from '../components/Seo'
import { ContentPageLayout } from '../components/layout/ContentPageLayout'
import { CallTextCta } from '../components/sections/CallTextCta'
import { ContactFormSection } from '../components/sections/ContactFormSection'
import { Faq } from '../components/sections/Faq'
import { PageHero } from '../components/sections/PageHero'
import { FloridaCities } from './florida/FloridaCities'
import { FloridaMedicaidHelp } from './florida/FloridaMedicaidHelp'
import { FloridaNetworks } from './florida/FloridaNetworks'
import { FloridaSavings } from './florida/FloridaSavings'
import { FloridaZeroPlans } from './florida/FloridaZeroPlans'

/** Florida: networks first (SPEC.md section 2), then savings, Medicaid help and cities by region; the contact form starts with Florida chosen. */
export function FloridaPage() {
  return (
    <ContentPageLayout>
      <Seo page={floridaMeta} faq={floridaFaq} />
      <PageHero
        eyebrow={floridaHero.eyebrow}
        heading={floridaHero.heading}
        intro={floridaHero.intro}
        conversion={floridaConversion}
      />
      <FloridaNetworks />
      <FloridaSavings />
      <FloridaMedicaidHelp />
      <FloridaZeroPlans />
      <FloridaCities />
      <Faq items={floridaFaq} />
      <CallTextCta heading={floridaCta.heading} conversion={floridaConversion}>
        <p>{floridaCta.text}</p>
      </CallTextCta>
      <ContactFormSection variant="content" initialState={floridaFormState} />
    </ContentPageLayout>
  )
}
