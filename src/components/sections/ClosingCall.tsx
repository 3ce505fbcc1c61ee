import { useId } from 'react'
import type { PhoneCallEvent } from '../../lib/conversion'
import { config } from '../../lib/env'
import { CallLink } from '../conversion/CallLink'

/** The last block of a phone-only page: a question, one line, and a 'Call {number} Now' link. */
export function ClosingCall({ heading, text, event }: { heading: string; text: string; event: PhoneCallEvent }) {
  const headingId = useId()
  return (
    <section className="cta-band" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{heading}</h2>
        <p>{text}</p>
        <div className="cta-band__actions">
          <CallLink event={event} className="btn btn--call btn--large">
            Call <span className="nowrap">{config.phone.display}</span> Now
          </CallLink>
        </div>
      </div>
    </section>
  )
}
