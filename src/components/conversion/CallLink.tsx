import type { ReactNode } from 'react'
import { config } from '../../lib/env'
import type { PhoneCallEvent } from '../../../content/types'
import { telHref, trackPhoneCall } from '../../lib/conversion'

type Props = {
  /** The phone_call analytics label and category (SPEC.md section 7); omit where no event is specified. */
  event?: PhoneCallEvent
  className?: string
  children?: ReactNode
  'aria-label'?: string
}

/** A tap-to-call link to the agency's main number. The default text is the number itself. */
export function CallLink({ event, className, children, ...rest }: Props) {
  return (
    <a
      href={telHref(config.phone)}
      className={className}
      aria-label={rest['aria-label']}
      onClick={event ? () => trackPhoneCall(event) : undefined}
    >
      {children ?? config.phone.display}
    </a>
  )
}
