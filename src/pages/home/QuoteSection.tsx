import { quoteSection } from '@copy/pages/home'
import { ExternalLink } from '../../components/conversion/ExternalLink'
import { ContactFormSection } from '../../components/sections/ContactFormSection'
import { Section } from '../../components/sections/Section'
import { config } from '../../lib/env'

/** 'Get Your Free Quote Today': book a time on the scheduling page, or ask for a callback. */
export function QuoteSection() {
  return (
    <Section heading={quoteSection.heading} intro={quoteSection.intro} tone="tinted" width="narrow" className="quote">
      <ExternalLink href={config.schedulingUrl} className="btn btn--primary btn--large btn--block">
        {quoteSection.scheduleButton}
      </ExternalLink>
      <p className="quote__or" aria-hidden="true">
        <span>{quoteSection.or}</span>
      </p>
      <ContactFormSection variant="home" heading={quoteSection.callbackHeading} />
    </Section>
  )
}
