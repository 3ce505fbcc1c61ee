import { useId } from 'react'
import { agency } from '../../../content/agency'
import { CallLink } from '../conversion/CallLink'

export type ContactFormVariant = 'home' | 'sep' | 'content'

type Props = {
  variant: ContactFormVariant
  /** The state the form starts with (the Florida page presets 'Florida'). */
  initialState?: string
  heading?: string
}

/**
 * Where a page's contact form goes. The lead-capture machine (issue 3) renders the form here; until then the
 * block offers the same outcome, a licensed agent, by phone, so the slot never shows a form that cannot store.
 */
export function ContactFormSlot({ variant, initialState, heading = 'Get Your Free Quote' }: Props) {
  const headingId = useId()
  return (
    <section
      className="section contact-slot"
      aria-labelledby={headingId}
      data-form-slot={variant}
      data-initial-state={initialState}
      id="quote"
    >
      <div className="container container--narrow card">
        <h2 id={headingId}>{heading}</h2>
        <p>
          A licensed agent can check your eligibility and savings in {agency.timings.agentEligibilityCheck}. Call{' '}
          <CallLink />: it is free and there is no obligation.
        </p>
      </div>
    </section>
  )
}
