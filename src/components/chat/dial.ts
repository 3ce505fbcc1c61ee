import { chatCallLabel } from '@copy/browser/chat'
import type { AgencyPhone } from '../../../machines/chat.machine'
import { telHref, trackPhoneCall } from '../../lib/conversion'

/**
 * The chat machine's `dial` action: records the `phone_call` event and follows a tel: link to the agency
 * number, as a tap on a call button would (browsers open the dialer only within a few seconds of the visitor's
 * last tap, which the chat's timings respect).
 */
export function dialAgency(phone: AgencyPhone): void {
  trackPhoneCall({ callLabel: chatCallLabel })
  const link = document.createElement('a')
  link.href = telHref(phone)
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
