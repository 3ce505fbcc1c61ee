import { resolve } from 'node:path'
import { clientDir, freshnessFile } from './distDir'
import { readDeliverySettings, type DeliverySettings } from './delivery/config'
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rest/rateLimit'
import { LOCAL_KEYS as localKeys } from '../supabase/localKeys'
import { ownStaffKey } from './staffKey'
import { parseAgentAuthorization } from '../rules/agentAuthorization'
import { defaultSiteUrl } from '../rules/siteUrl'

/** The keys the local server accepts, as Supabase's API keys: the public one for the browser, the secret one for staff. */
export type ApiKeys = { anon: string; serviceRole: string }

export const LOCAL_KEYS: ApiKeys = localKeys

/**
 * Where the staff key comes from: SUPABASE_SERVICE_ROLE_KEY; the published default, only where
 * ALLOW_PUBLISHED_STAFF_KEY=1 asks for it (tests, `npm run dev`); otherwise a random one server/ keeps in DATA_DIR.
 */
export type StaffKey = { kind: 'set'; key: string } | { kind: 'published' } | { kind: 'own'; dataDir: string }

export type Storage = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

export type ServerConfig = {
  port: number
  host: string
  /** The built site's client folder (dist/client). */
  distDir: string
  /** The build's record of when its pages go stale (<dist>/freshness.json: server/freshness.ts). */
  freshnessFile: string
  storage: Storage
  /** The public key the browser sends. */
  anonKey: string
  staffKey: StaffKey
  /** Believe the X-Real-IP / X-Forwarded-Proto a reverse proxy sets; otherwise the socket says who and how. */
  trustProxy: boolean
  /** Submissions per client address (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS); false when RATE_LIMIT_MAX=0. */
  rateLimit: RateLimit | false
  /** Where each lead is delivered, and how retries go. */
  delivery: DeliverySettings
  /** The site's own origin (VITE_SITE_URL's): its pages may call the API across origins. */
  siteOrigin: string
  /**
   * Whether pages on loopback origins (http://localhost:…) may call the API across origins: when the server is on
   * loopback itself (and no proxy puts it on the network), or outside production. On an internet-facing server they
   * would be any local web app on a visitor's machine (another project's dev server, a malicious package's).
   */
  loopbackOrigins: boolean
  /** The agency's legal name the build's consent wordings name (VITE_AGENCY_LEGAL_NAME): the database fills it into the consent evidence it stores. Null: the build's default. */
  agencyLegalName: string | null
  /** Whether the database makes and signs CMS consent links (VITE_AGENT_AUTHORIZATION, as the build reads it). */
  agentAuthorization: boolean
}

type RawEnv = Partial<Record<string, string | undefined>>

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

/** Runtime settings of server/, validated once (README lists them). */
export function readServerConfig(env: RawEnv): ServerConfig {
  const port = Number(env.PORT || 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const host = env.HOST || '127.0.0.1'
  const anonKey = env.SUPABASE_ANON_KEY || LOCAL_KEYS.anon
  const dataDir = resolve(env.DATA_DIR || '.data')
  const allowPublished = yesOrNo(env, 'ALLOW_PUBLISHED_STAFF_KEY')
  const setKey = env.SUPABASE_SERVICE_ROLE_KEY
  const staffKey: StaffKey =
    setKey && setKey !== LOCAL_KEYS.serviceRole
      ? { kind: 'set', key: setKey }
      : allowPublished
        ? { kind: 'published' }
        : { kind: 'own', dataDir }
  if (setKey === LOCAL_KEYS.serviceRole && !allowPublished) {
    throw new Error(
      'SUPABASE_SERVICE_ROLE_KEY is the published default key: set a secret of your own, leave it unset (server/ then makes one in DATA_DIR), ' +
        'or set ALLOW_PUBLISHED_STAFF_KEY=1 for local development and tests',
    )
  }
  if (staffKey.kind === 'set' && staffKey.key === anonKey)
    throw new Error('SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must differ')
  const trustProxy = yesOrNo(env, 'TRUST_PROXY')
  // The default service role key is published in this repository: whoever reaches the server could read every lead.
  if (staffKey.kind === 'published') {
    const exposure = !LOOPBACK.has(host)
      ? `HOST=${host} exposes the server`
      : trustProxy
        ? 'TRUST_PROXY is set, so a proxy puts the server on the network'
        : env.NODE_ENV === 'production'
          ? 'NODE_ENV=production'
          : undefined
    if (exposure) {
      throw new Error(
        `${exposure}: set SUPABASE_SERVICE_ROLE_KEY to a secret first, or leave ALLOW_PUBLISHED_STAFF_KEY unset (the published default key works only for local development)`,
      )
    }
  }
  const databaseUrl = env.DATABASE_URL?.trim()
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// connection string')
  }
  const max = wholeNumber(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max)
  const windowSeconds = wholeNumber(env, 'RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowSeconds)
  if (windowSeconds === 0)
    throw new Error('RATE_LIMIT_WINDOW_SECONDS must be at least 1 (turn the limit off with RATE_LIMIT_MAX=0)')
  return {
    port,
    host,
    distDir: clientDir(env),
    freshnessFile: freshnessFile(env),
    storage: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    anonKey,
    staffKey,
    trustProxy,
    rateLimit: max === 0 ? false : { max, windowSeconds },
    delivery: readDeliverySettings(env),
    siteOrigin: siteOrigin(env.VITE_SITE_URL),
    loopbackOrigins: env.NODE_ENV !== 'production' || (LOOPBACK.has(host) && !trustProxy),
    agencyLegalName: env.VITE_AGENCY_LEGAL_NAME?.trim() || null,
    agentAuthorization: parseAgentAuthorization(env.VITE_AGENT_AUTHORIZATION),
  }
}

/** The keys server/ accepts: making (on first start) or reading the staff key it keeps in DATA_DIR when that is where it comes from. */
export async function resolveKeys(config: Pick<ServerConfig, 'anonKey' | 'staffKey'>): Promise<ApiKeys> {
  const { anonKey, staffKey } = config
  const serviceRole =
    staffKey.kind === 'set'
      ? staffKey.key
      : staffKey.kind === 'published'
        ? LOCAL_KEYS.serviceRole
        : await ownStaffKey(staffKey.dataDir)
  return { anon: anonKey, serviceRole }
}

/** VITE_SITE_URL's origin, with the build's default (src/lib/readConfig.ts). */
function siteOrigin(raw: string | undefined): string {
  try {
    return new URL(raw || defaultSiteUrl).origin
  } catch {
    throw new Error(`VITE_SITE_URL must be a URL, got "${raw}"`)
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
