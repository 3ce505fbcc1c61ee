import type { PhoneCallEvent } from '../../../content/types'
import { CallLink } from '../conversion/CallLink'

export type CallNowCopy = {
  /** 'Call Now:', printed before the tap-to-call number. */
  label: string
  text: string
  /** The green button's text, e.g. 'Call Now to Enroll'. */
  button: string
  /** When agents answer, e.g. 'Available Mon–Fri 8 AM–8 PM and Sat 9 AM–5 PM (Eastern Time) — fast, confidential, and free'. */
  availability: string
}

/** The landing pages' call block: the number to tap, one line of reassurance, the green call button. */
export function CallNowBlock({ copy, event }: { copy: CallNowCopy; event: PhoneCallEvent }) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <div className="card call-now">
          <p className="call-now__label">
            {copy.label} <CallLink event={event} className="call-now__number" />
          </p>
          <p>{copy.text}</p>
          <CallLink event={event} className="btn btn--call btn--large">
            {copy.button}
          </CallLink>
          <p className="call-now__availability">{copy.availability}</p>
        </div>
      </div>
    </section>
  )
}
