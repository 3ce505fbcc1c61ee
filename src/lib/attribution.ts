import { attributionOf, checkedAttribution, type Attribution } from '../../machines/leadOrigin'
import { privacySignal } from './privacySignal'

const KEY = 'lead-attribution'

/**
 * How this visit reached the site, read when the first lead of the tab is sent and kept in sessionStorage for the
 * rest of the tab's session (no cookie, nothing sent anywhere but with a lead). The address the visit arrived at
 * is the document's navigation entry, which client-side page changes leave alone, so nothing has to run on
 * arrival and no page's first download grows; document.referrer likewise stays the page that sent the visitor.
 * A full page load inside the tab (a reload, a link typed in) reads the stored first visit instead.
 * When the browser sends Global Privacy Control nothing is read, kept or sent: the lead carries its page, form and
 * language only (a campaign's click id is what ad platforms match conversions on).
 */
export function visitAttribution(): Attribution {
  if (privacySignal()) {
    try {
      sessionStorage.removeItem(KEY)
    } catch {
      // Storage blocked: nothing was kept.
    }
    return {}
  }
  try {
    const stored = sessionStorage.getItem(KEY)
    if (stored !== null) return checkedAttribution(JSON.parse(stored))
  } catch {
    // Storage blocked, or a value that is not JSON: read the visit afresh.
  }
  const [entry] = performance.getEntriesByType('navigation')
  const attribution = attributionOf(entry?.name || location.href, document.referrer, location.origin)
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attribution))
  } catch {
    // Private modes may refuse storage: the lead still carries what this page knows.
  }
  return attribution
}
