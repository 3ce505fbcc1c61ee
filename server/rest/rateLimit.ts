import type { IncomingMessage } from 'node:http'
import { clientKey, ipv6Network56 } from '../clientKey'
import { errors } from './errors'
import { clientAddress } from './request'

/** How many submissions one client may send: `max` at once, refilled evenly over `windowSeconds`. */
export type RateLimit = { max: number; windowSeconds: number }

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 600 }

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Clients remembered at most; past it, the one heard from least recently is forgotten. */
const MAX_CLIENTS = 50_000

type Bucket = { tokens: number; at: number }

/**
 * A token bucket per client (an IPv4 address or an IPv6 /64: see clientKey), in memory: a family sending two or
 * three leads is never slowed, a script sending hundreds is stopped after `max` and then gets one more every
 * `windowSeconds / max` seconds. One process only; behind several server/ processes each counts its own share.
 */
export function createRateLimiter({ max, windowSeconds }: RateLimit, now: () => number = Date.now) {
  const perMs = max / (windowSeconds * 1000)
  // In order of last contact, oldest first: forgetting the first one is constant work, and that client has had
  // the longest to refill (usually completely), even when a flood from many addresses fills the map.
  const buckets = new Map<string, Bucket>()

  return function take(client: string): Verdict {
    const time = now()
    const bucket = buckets.get(client)
    const tokens = bucket ? Math.min(max, bucket.tokens + (time - bucket.at) * perMs) : max
    if (tokens < 1) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) }
    buckets.delete(client)
    if (buckets.size >= MAX_CLIENTS) buckets.delete(buckets.keys().next().value as string)
    buckets.set(client, { tokens: tokens - 1, at: time })
    return { allowed: true }
  }
}

/** How many clients' allowances one IPv6 /56 gets together: a household's few networks, not 256 subscribers. */
export const NETWORK_56_SHARE = 4

/**
 * One token per anon request that may reach the database (an insert, a function call), taken before anything of
 * it is read, so a flood costs no body parsing and no database work; 429 once the client has none left. An IPv6
 * client also draws on its /56's allowance (NETWORK_56_SHARE times one client's). The service role is not
 * limited; `false` turns the limit off.
 */
export function createAnonLimit(rateLimit: RateLimit | false, trustProxy: boolean): (req: IncomingMessage) => void {
  if (!rateLimit) return () => undefined
  const perClient = createRateLimiter(rateLimit)
  const perNetwork = createRateLimiter({
    max: rateLimit.max * NETWORK_56_SHARE,
    windowSeconds: rateLimit.windowSeconds,
  })
  return function countAnon(req) {
    const address = clientAddress(req, trustProxy)
    const verdict = perClient(clientKey(address))
    if (!verdict.allowed) throw errors.rateLimited(verdict.retryAfterSeconds)
    // Only a request its client may send costs its network a token: one /64's flood leaves its neighbours theirs.
    const network = ipv6Network56(address)
    const shared = network === undefined ? verdict : perNetwork(network)
    if (!shared.allowed) throw errors.rateLimited(shared.retryAfterSeconds)
  }
}
