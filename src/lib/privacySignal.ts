declare global {
  interface Navigator {
    /** Global Privacy Control: true when the visitor's browser asks sites not to sell or share their data. */
    globalPrivacyControl?: boolean
  }
}

/**
 * Whether the browser sends Global Privacy Control (navigator.globalPrivacyControl; the same signal as the Sec-GPC
 * header). Honored everywhere, whatever the visitor's state: no analytics event, and no attribution kept or sent
 * beyond the lead itself.
 */
export function privacySignal(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true
}
