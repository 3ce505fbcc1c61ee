import type { ReactNode } from 'react'
import { callNow, textUs } from '@copy/site'
import type { PageConversion } from '../../../content/types'
import { config } from '../../lib/env'
import { AgentStatus } from '../agentStatus/AgentStatus'
import { CallLink } from '../conversion/CallLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'
import { Section } from './Section'

type Props = {
  heading: string
  children?: ReactNode
  conversion: PageConversion
  /** Which number receives texts on this page. */
  textTo?: 'text' | 'main'
  callLabel?: string
  textLabel?: string
}

/**
 * The 'call and text' block content pages end with: a call button and a text button, both numbers shown, and whether
 * agents answer now, so nobody is sent to a closed line, worked out as the block nears the screen.
 */
export function CallTextCta({ heading, children, conversion, textTo, callLabel = callNow, textLabel = textUs }: Props) {
  return (
    <Section heading={heading} className="cta-band">
      {children}
      <div className="cta-band__actions">
        <CallLink event={conversion} className="btn btn--call btn--large">
          {callLabel} <span className="nowrap">{config.phone.display}</span>
        </CallLink>
        <TextLink body={conversion.smsBody} to={textTo} className="btn btn--light btn--large">
          {textLabel}
        </TextLink>
      </div>
      <TextDisclosure className="text-disclosure--block" />
      <AgentStatus />
    </Section>
  )
}
