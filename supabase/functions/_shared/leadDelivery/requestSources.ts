import type { EarlierOptOut, Lead, RequestSource } from './types.ts'

/**
 * Where a lead and an opt-out came from, side by side: the network address and user agent the database recorded
 * from each request's headers. Anyone can send either for any contact, so this is all staff (and a dialer) can go
 * on to tell a consumer's own requests from someone else's.
 */

/**
 * Whether two requests (a lead and an opt-out) came from one client: the same network address and browser, the same
 * address in another browser, another address, or not known (a request without an address on record).
 */
export type SameClient = 'same_browser' | 'same_address' | 'other_address' | 'unknown'

export function sameClient(one: RequestSource, other: RequestSource): SameClient {
  if (typeof one.client_ip !== 'string' || typeof other.client_ip !== 'string') return 'unknown'
  if (one.client_ip !== other.client_ip) return 'other_address'
  return one.user_agent === other.user_agent ? 'same_browser' : 'same_address'
}

/** An opt-out's source beside a lead's, in words: 'sent from this lead's network address and browser'. */
export function provenance(optOut: RequestSource, lead: RequestSource): string {
  switch (sameClient(optOut, lead)) {
    case 'unknown':
      return 'its network address is not known'
    case 'other_address':
      return `sent from another network address (${String(optOut.client_ip)}) than this lead`
    case 'same_address':
      return "sent from this lead's network address, another browser"
    case 'same_browser':
      return "sent from this lead's network address and browser"
  }
}

/** The opt-out made before a lead, as its delivery carries it (null when there is none). */
export function earlierOptOut(lead: Lead): EarlierOptOut | null {
  const earlier = lead.opted_out_earlier
  return typeof earlier === 'object' && earlier !== null ? (earlier as EarlierOptOut) : null
}
