import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type ApiKeys, LOCAL_KEYS } from '../config'
import { errors, type Role } from './errors'
import { single } from './request'

/**
 * Key to role, as Supabase's API gateway does it: a known `apikey` is required; the role is the bearer token's
 * when one is sent (supabase-js sends both). Keys are compared by digest, in constant time.
 */
export function createAuthenticator(keys: ApiKeys) {
  const keyRoles: [Buffer, Role][] = [
    [digest(keys.anon), 'anon'],
    [digest(keys.serviceRole), 'service_role'],
  ]

  function roleOf(key: string): Role | undefined {
    const candidate = digest(key)
    return keyRoles.find(([known]) => timingSafeEqual(known, candidate))?.[1]
  }

  const publishedStaffKey = keys.serviceRole === LOCAL_KEYS.serviceRole

  return function authenticate(req: IncomingMessage, url: URL): Role {
    const apikey = single(req.headers.apikey) ?? url.searchParams.get('apikey') ?? undefined
    if (!apikey) throw errors.noApiKey()
    const keyRole = roleOf(apikey)
    if (!keyRole) throw errors.badApiKey()
    const bearer = /^Bearer\s+(\S+)$/i.exec(single(req.headers.authorization) ?? '')?.[1]
    const role = bearer === undefined ? keyRole : roleOf(bearer)
    if (!role) throw errors.badApiKey()
    if (role === 'service_role' || keyRole === 'service_role') {
      // Like hosted Supabase with secret keys: the staff key pasted into a page reads nothing.
      if (fromBrowser(req)) throw errors.secretKeyInBrowser()
      // The published default reaches this machine's own server only. A page that rebound its host name to
      // 127.0.0.1 sends its own name as Host (and, over http, neither Origin nor Sec-Fetch-*); a proxy adds its
      // headers. server/ refuses to start with this key where either is expected; this holds per request.
      if (publishedStaffKey && !fromThisMachine(req)) throw errors.publishedKeyElsewhere()
    }
    return role
  }
}

/**
 * A browser sends Origin on a cross-origin or non-GET request, and Sec-Fetch-Site and Sec-Fetch-Dest on every
 * request to https or localhost, a same-origin GET included. Node's own fetch (supabase-js in `npm run leads`)
 * sends Sec-Fetch-Mode alone, so that one header says nothing.
 */
function fromBrowser(req: IncomingMessage): boolean {
  if (req.headers.origin !== undefined) return true
  return Object.keys(req.headers).some((name) => name.startsWith('sec-fetch-') && name !== 'sec-fetch-mode')
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i
// What reverse proxies and CDNs add: a request that passed through one did not start on this machine.
const PROXY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
])

/** Sent to this machine by name (loopback Host) and straight from a client here (no proxy's headers). */
function fromThisMachine(req: IncomingMessage): boolean {
  if (!LOOPBACK_HOST.test(req.headers.host ?? '')) return false
  return !Object.keys(req.headers).some((name) => PROXY_HEADERS.has(name) || name.startsWith('x-forwarded-'))
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}
