import { afterNumberNow, callWord } from '@copy/site'
import type { PhoneCallEvent } from '../../../content/types'
import { config } from '../../lib/env'
import { CallLink } from '../conversion/CallLink'
import { Section } from './Section'

/** The last block of a phone-only page: a question, one line, and a 'Call {number} Now' link. */
export function ClosingCall({ heading, text, event }: { heading: string; text: string; event: PhoneCallEvent }) {
  return (
    <Section heading={heading} className="cta-band">
      <p>{text}</p>
      <div className="cta-band__actions">
        <CallLink event={event} className="btn btn--call btn--large">
          {`${callWord} `}
          <span className="nowrap">{config.phone.display}</span>
          {` ${afterNumberNow}`}
        </CallLink>
      </div>
    </Section>
  )
}
