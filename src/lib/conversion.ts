import type { PhoneCallEvent } from '../../content/types'
import type { Phone } from './phone'
import { privacySignal } from './privacySignal'

/** tel: link in E.164, the one form every phone dialer accepts. */
export function telHref(phone: Phone): string {
  return `tel:${phone.e164}`
}

/**
 * sms: link that opens the composer with a prefilled body on both platforms: Android reads `?body=`,
 * iOS 8+ reads `&body=`; `?&body=` satisfies both. The body is URI-encoded so an '&' in it cannot cut it.
 */
export function smsHref(phone: Phone, body: string): string {
  return `sms:${phone.e164}?&body=${encodeURIComponent(body)}`
}

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void

declare global {
  interface Window {
    gtag?: Gtag
  }
}

/**
 * Sends the `phone_call` analytics event only when the page has an analytics function installed, and never when
 * the browser sends Global Privacy Control.
 */
export function trackPhoneCall({ callLabel, callCategory }: PhoneCallEvent): void {
  const gtag = typeof window === 'undefined' ? undefined : window.gtag
  if (typeof gtag !== 'function' || privacySignal()) return
  gtag(
    'event',
    'phone_call',
    callCategory ? { event_category: callCategory, event_label: callLabel } : { event_label: callLabel },
  )
}
