import { quoteSection } from '../../../content/pages/home'
import { ExternalLink } from '../../components/conversion/ExternalLink'
import { ContactFormSection } from '../../components/sections/ContactFormSection'
import { config } from '../../lib/env'

/** 'Get Your Free Quote Today': book a time on the scheduling page, or ask for a callback. */
export function QuoteSection() {
  return (
    <section className="section section--tinted quote" aria-labelledby="quote-heading">
      <div className="container container--narrow quote__inner">
        <h2 id="quote-heading">{quoteSection.heading}</h2>
        <p>{quoteSection.intro}</p>
        <ExternalLink href={config.schedulingUrl} className="btn btn--primary btn--large btn--block">
          {quoteSection.scheduleButton}
        </ExternalLink>
        <p className="quote__or" aria-hidden="true">
          <span>{quoteSection.or}</span>
        </p>
      </div>
      <ContactFormSection variant="home" heading={quoteSection.callbackHeading} />
    </section>
  )
}
