import { resolve } from 'node:path'
import { clientDir } from './distDir'
import { readDeliverySettings, type DeliverySettings } from './delivery/config'
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rest/rateLimit'
import { LOCAL_KEYS as localKeys } from '../supabase/localKeys'

/** The keys the local server accepts, as Supabase's API keys: the public one for the browser, the secret one for staff. */
export type ApiKeys = { anon: string; serviceRole: string }

export const LOCAL_KEYS: ApiKeys = localKeys

export type Storage = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export type ServerConfig = {
  port: number
  host: string
  /** The built site's client folder (dist/client). */
  distDir: string
  storage: Storage
  keys: ApiKeys
  /** Believe the X-Real-IP / X-Forwarded-Proto a reverse proxy sets; otherwise the socket says who and how. */
  trustProxy: boolean
  /** Submissions per client address (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS); false when RATE_LIMIT_MAX=0. */
  rateLimit: RateLimit | false
  /** Where each lead is delivered, and how retries go. */
  delivery: DeliverySettings
}

type RawEnv = Partial<Record<string, string | undefined>>

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/** Runtime settings of server/, validated once (README lists them). */
export function readServerConfig(env: RawEnv): ServerConfig {
  const port = Number(env.PORT || 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const host = env.HOST || '127.0.0.1'
  const keys: ApiKeys = {
    anon: env.SUPABASE_ANON_KEY || LOCAL_KEYS.anon,
    serviceRole: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_KEYS.serviceRole,
  }
  if (keys.anon === keys.serviceRole) throw new Error('SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must differ')
  const trustProxy = yesOrNo(env, 'TRUST_PROXY')
  // The default service role key is published in this repository: whoever reaches the server could read every lead.
  if (keys.serviceRole === LOCAL_KEYS.serviceRole) {
    const exposure = !LOOPBACK.has(host)
      ? `HOST=${host} exposes the server`
      : trustProxy
        ? 'TRUST_PROXY is set, so a proxy puts the server on the network'
        : env.NODE_ENV === 'production'
          ? 'NODE_ENV=production'
          : undefined
    if (exposure) {
      throw new Error(`${exposure}: set SUPABASE_SERVICE_ROLE_KEY to a secret first (the default one is public and works only for local development)`)
    }
  }
  const databaseUrl = env.DATABASE_URL?.trim()
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// connection string')
  }
  const max = wholeNumber(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max)
  const windowSeconds = wholeNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowSeconds)
  if (windowSeconds === 0) throw new Error('RATE_LIMIT_WINDOW_SECONDS must be at least 1 (turn the limit off with RATE_LIMIT_MAX=0)')
  return {
    port,
    host,
    distDir: clientDir(env),
    storage: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(env.DATA_DIR || '.data') },
    keys,
    trustProxy,
    rateLimit: max === 0 ? false : { max, windowSeconds },
    delivery: readDeliverySettings(env),
  }
}

/** 1 or true, 0 or false, or unset; anything else is a typo that must not quietly mean 'no'. */
function yesOrNo(env: RawEnv, name: string): boolean {
  const raw = env[name]?.trim() ?? ''
  if (raw === '1' || raw === 'true') return true
  if (raw === '' || raw === '0' || raw === 'false') return false
  throw new Error(`${name} must be 1 or true (or 0, false, unset), got "${raw}"`)
}

function wholeNumber(env: RawEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}
