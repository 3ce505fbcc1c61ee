import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { ApiKeys } from '../config'
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

  return function authenticate(req: IncomingMessage, url: URL): Role {
    const apikey = single(req.headers.apikey) ?? url.searchParams.get('apikey') ?? undefined
    if (!apikey) throw errors.noApiKey()
    const keyRole = roleOf(apikey)
    if (!keyRole) throw errors.badApiKey()
    const bearer = /^Bearer\s+(\S+)$/i.exec(single(req.headers.authorization) ?? '')?.[1]
    const role = bearer === undefined ? keyRole : roleOf(bearer)
    if (!role) throw errors.badApiKey()
    // Like hosted Supabase with secret keys: a browser always sends Origin on these requests, a staff command
    // never does, so the staff key pasted into a page reads nothing.
    if ((role === 'service_role' || keyRole === 'service_role') && req.headers.origin !== undefined) throw errors.secretKeyInBrowser()
    return role
  }
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}
