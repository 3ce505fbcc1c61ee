/** How many submissions one client may send: `max` at once, refilled evenly over `windowSeconds`. */
export type RateLimit = { max: number; windowSeconds: number }

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 600 }

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Clients remembered at most; past it, the ones whose allowance has refilled are forgotten first. */
const MAX_CLIENTS = 50_000

/**
 * A token bucket per client address, in memory: a family sending two or three leads is never slowed, a script
 * sending hundreds is stopped after `max` and then gets one more every `windowSeconds / max` seconds.
 * One process only; behind several server/ processes each counts its own share.
 */
export function createRateLimiter({ max, windowSeconds }: RateLimit, now: () => number = Date.now) {
  const perMs = max / (windowSeconds * 1000)
  const buckets = new Map<string, { tokens: number; at: number }>()

  function refilled(bucket: { tokens: number; at: number }, time: number): number {
    return Math.min(max, bucket.tokens + (time - bucket.at) * perMs)
  }

  function forgetRefilled(time: number) {
    for (const [client, bucket] of buckets) if (refilled(bucket, time) >= max) buckets.delete(client)
    // Every bucket still draining: drop the oldest rather than grow without bound.
    for (const client of buckets.keys()) {
      if (buckets.size < MAX_CLIENTS) break
      buckets.delete(client)
    }
  }

  return function take(client: string): Verdict {
    const time = now()
    const bucket = buckets.get(client)
    const tokens = bucket ? refilled(bucket, time) : max
    if (tokens < 1) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) }
    if (!bucket && buckets.size >= MAX_CLIENTS) forgetRefilled(time)
    buckets.set(client, { tokens: tokens - 1, at: time })
    return { allowed: true }
  }
}
