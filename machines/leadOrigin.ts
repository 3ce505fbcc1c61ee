/**
 * Where a lead came from, sent with it (the insert pipeline's step 11, private.lead_origin): which
 * form, the page's language, and the visitor's attribution, first-party and cookie-free. The same rules as the
 * database's, so what the browser sends is always stored: a value the database would drop is dropped here first.
 * Pure: loads with the form's machine, never with a page.
 */

/**
 * Which form sent a lead (a code; the agency's tools show their own words for it). 'chat' is the qualification
 * chat's 'Have an agent call me' (step 3, private.lead_chat_answers).
 */
export type LeadSource = 'home_callback' | 'sep' | 'content_page' | 'estimator' | 'chat'

/** The query parameters an ad or campaign link carries, stored under their own names. */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid'] as const

export type AttributionField =
  | (typeof CAMPAIGN_PARAMS)[number]
  | (typeof CLICK_ID_PARAMS)[number]
  | 'referrer'
  | 'landing_page'

/** The visitor's attribution: only the fields the visit had, each already within the database's rules. */
export type Attribution = Partial<Record<AttributionField, string>>

const MAX_CAMPAIGN = 200
const MAX_URL = 500
// What the database's private.is_printable_text and private.is_visible_text refuse: control characters, line
// and paragraph separators, bidi and other format characters, and whatever Unicode draws as nothing.
const HIDDEN =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each mark and selector is refused on its own, wherever it stands
  /[\p{Cc}\p{Cf}\u2028\u2029\u2800\u3164\uffa0\u115f\u1160\u034f\u17b4\u17b5\u180b-\u180f\ufe00-\ufe0f\ufff0-\ufff8\u{e0000}-\u{e0fff}]/u
const SPACES = /^[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/gu
const CLICK_ID = /^[A-Za-z0-9._~=-]{1,200}$/
const NO_SPACE = /^[^\s\p{Cc}]+$/u

function campaignText(raw: string): string | undefined {
  const value = [...raw.replace(SPACES, '')].slice(0, MAX_CAMPAIGN).join('').replace(SPACES, '')
  return value && !HIDDEN.test(value) ? value : undefined
}

function urlText(value: string): string | undefined {
  return value.length <= MAX_URL && NO_SPACE.test(value) && !HIDDEN.test(value) ? value : undefined
}

const isClickId = (name: string): name is (typeof CLICK_ID_PARAMS)[number] =>
  (CLICK_ID_PARAMS as readonly string[]).includes(name)

const KNOWN_PARAMS: readonly string[] = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS]

/**
 * A landing path with the campaign parameters and click ids of its query alone, spelled as the visit spelled them:
 * a marketing link's other parameters often carry an email address or a token (email=, mc_eid, _hsenc), which
 * must not travel with the lead to the webhook, the email and the CSV.
 */
function campaignPath(value: string): string {
  const [path, query = ''] = value.split(/\?(.*)/s)
  const pairs = query
    .split('&')
    .filter((pair) => KNOWN_PARAMS.includes(new URLSearchParams(pair).keys().next().value ?? ''))
  return pairs.length ? `${path}?${pairs.join('&')}` : path
}

/** One field's value as the database keeps it, or undefined where the database would drop it. */
function kept(name: AttributionField, value: string): string | undefined {
  if (name === 'referrer') return /^https?:\/\//.test(value) ? urlText(value) : undefined
  if (name === 'landing_page') return value.startsWith('/') ? urlText(campaignPath(value)) : undefined
  if (isClickId(name)) return CLICK_ID.test(value.trim()) ? value.trim() : undefined
  return campaignText(value)
}

/** The other site's address that sent the visitor; its query is left off when the whole would be too long. */
function referrerOf(referrer: string, siteOrigin: string): string | undefined {
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return undefined
  }
  if (url.origin === siteOrigin) return undefined
  return kept('referrer', url.href) ?? kept('referrer', `${url.origin}${url.pathname}`) ?? kept('referrer', url.origin)
}

/**
 * The attribution of a visit that arrived at `landingUrl` (the address of the tab's first page) from `referrer`
 * (document.referrer: empty when the browser says nothing): campaign parameters and click ids from the address,
 * the referrer when it is another site, the landing path with those of its query (without them when the whole is
 * too long).
 */
export function attributionOf(landingUrl: string, referrer: string, siteOrigin: string): Attribution {
  const attribution: Attribution = {}
  let landing: URL | undefined
  try {
    landing = new URL(landingUrl)
  } catch {
    landing = undefined
  }
  if (landing) {
    for (const name of [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS]) {
      const value = kept(name, landing.searchParams.get(name) ?? '')
      if (value) attribution[name] = value
    }
    const path = kept('landing_page', `${landing.pathname}${landing.search}`) ?? kept('landing_page', landing.pathname)
    if (path) attribution.landing_page = path
  }
  const from = referrer ? referrerOf(referrer, siteOrigin) : undefined
  if (from) attribution.referrer = from
  return attribution
}

const FIELDS: readonly AttributionField[] = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS, 'referrer', 'landing_page']

/** Attribution read back from storage anything on the page could have written: only well-formed fields survive. */
export function checkedAttribution(stored: unknown): Attribution {
  const attribution: Attribution = {}
  if (typeof stored !== 'object' || stored === null) return attribution
  for (const name of FIELDS) {
    const value: unknown = Reflect.get(stored, name)
    const checked = typeof value === 'string' ? kept(name, value) : undefined
    if (checked) attribution[name] = checked
  }
  return attribution
}
