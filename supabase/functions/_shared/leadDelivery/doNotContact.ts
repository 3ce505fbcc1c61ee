/**
 * What requests to stop mean for a lead, once made: the calls, texts and emails each stops, the request that first
 * stopped calls and texts among several, and the line every staff view prints instead of a calling window or a texts
 * line ('DO NOT CALL: opted out ... (opt-out ...)'): the deliveries (./messages.ts) and `npm run leads` alike.
 */

/** A stored request to stop, as far as what it stops goes. */
export type StopRequest = { id: string; created_at: string; stop: string }

/** What a request stops among calls, texts and emails ('help' stops none of them). */
export function stops(optOut: { stop: string }): { calls: boolean; texts: boolean; emails: boolean } {
  const all = optOut.stop === 'all'
  return {
    calls: all || optOut.stop === 'calls',
    texts: all || optOut.stop === 'texts',
    emails: all || optOut.stop === 'emails',
  }
}

/**
 * For calls and for texts, the first of these requests that stopped it, if any: requests add up (one to stop calls,
 * a later one to stop texts stop both), and a later request to stop only emails or helping stops neither again.
 */
export function stoppedBy<T extends StopRequest>(optOuts: readonly T[]): { calls?: T; texts?: T } {
  const oldestFirst = [...optOuts].sort((a, b) => a.created_at.localeCompare(b.created_at))
  return {
    calls: oldestFirst.find((optOut) => stops(optOut).calls),
    texts: oldestFirst.find((optOut) => stops(optOut).texts),
  }
}

/** 'DO NOT CALL: opted out Nov 27, 2026, 9:03 AM (opt-out …)', said instead of a window or a consent that no longer holds. */
export function doNotLine(what: 'CALL' | 'TEXT', optOut: StopRequest, time: (iso: string) => string): string {
  return `DO NOT ${what}: opted out ${time(optOut.created_at)} (opt-out ${optOut.id})`
}
