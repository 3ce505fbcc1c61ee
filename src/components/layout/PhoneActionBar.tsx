import type { PhoneCallEvent } from '../../../content/types'
import { actionBarLabel, callWord, textWord } from '@copy/site'
import { config } from '../../lib/env'
import { CallLink } from '../conversion/CallLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'

type Props = { callEvent: PhoneCallEvent; textBody?: string | false }

/**
 * Phones only (CSS hides it from 768 px): Call, and Text where the page offers texting, fixed at the bottom of the
 * screen so an agent is one tap away however far the visitor has scrolled. On the home page the chat's button
 * takes the third place (styles.css). The page is padded by the bar's height so it hides nothing.
 */
export function PhoneActionBar({ callEvent, textBody }: Props) {
  return (
    <aside className="action-bar" aria-label={actionBarLabel}>
      <CallLink event={callEvent} className="action-bar__btn action-bar__call">
        {`${callWord} `}
        <span className="nowrap">{config.phone.display}</span>
      </CallLink>
      {textBody && (
        <TextLink body={textBody} className="action-bar__btn">
          {textWord}
        </TextLink>
      )}
      {textBody && <TextDisclosure className="action-bar__disclosure" />}
    </aside>
  )
}
