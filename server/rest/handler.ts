import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiKeys } from '../config'
import type { Database } from '../db/database'
import { createAuthenticator } from './auth'
import { createCors } from './cors'
import { type ApiError, errors, type Role, toApiError } from './errors'
import { createInsert } from './insert'
import { createAnonLimit, DEFAULT_RATE_LIMIT, type RateLimit } from './rateLimit'
import { createRead } from './read'
import { createChange, refuseAnonCall } from './refusals'
import { createRpc, isAnonFunction, isFunction } from './rpc'
import { requestUrl } from '../requestUrl'
import { clientGone, JSON_TYPE } from './request'
import { type Table, tableNamed } from './table'

export type RestOptions = {
  db: Database
  keys: ApiKeys
  /** Believe the X-Real-IP a reverse proxy sets (TRUST_PROXY=1); otherwise the socket address is the client's. */
  trustProxy?: boolean
  /** Larger request bodies get 413 (a lead is well under 2 KB). */
  maxBodyBytes?: number
  /** Inserts one client may send (the service role is not limited); `false` turns the limit off. */
  rateLimit?: RateLimit | false
  /** Called after each stored lead or opt-out (server/ wakes its lead deliverer). */
  onLeadStored?: () => void
  /** Origins whose pages may call the API across origins (the site's, from VITE_SITE_URL). */
  siteOrigins?: readonly string[]
  /** Loopback pages may too (ServerConfig['loopbackOrigins'] says when); by default they may. */
  loopbackOrigins?: boolean
  /** The agency's legal name the stored consent wordings fill in (VITE_AGENCY_LEGAL_NAME); unset: the database's default. */
  agencyLegalName?: string | null
  /** Whether the database makes and signs CMS consent links (VITE_AGENT_AUTHORIZATION); off by default. */
  agentAuthorization?: boolean
}

export const DEFAULT_BODY_LIMIT = 16 * 1024

export function isRestPath(pathname: string): boolean {
  return pathname === '/rest/v1' || pathname.startsWith('/rest/v1/')
}

/**
 * The part of PostgREST (behind Supabase's API gateway) that supabase-js uses here: insert into
 * contact_submissions as anon, read it back as the service role, the lead outbox's functions for the service role,
 * and PostgREST's answers to everything else.
 * This file routes; auth.ts maps keys to roles, cors.ts answers browsers, insert.ts, read.ts and refusals.ts
 * do one method family each.
 */
export function createRestHandler({
  db,
  keys,
  trustProxy = false,
  maxBodyBytes = DEFAULT_BODY_LIMIT,
  rateLimit = DEFAULT_RATE_LIMIT,
  onLeadStored,
  siteOrigins = [],
  loopbackOrigins = true,
  agencyLegalName = null,
  agentAuthorization = false,
}: RestOptions) {
  const { setCorsHeaders, preflight, isForeign } = createCors(siteOrigins, loopbackOrigins)
  const countAnon = createAnonLimit(rateLimit, trustProxy)
  const authenticate = createAuthenticator(keys)
  const insert = createInsert({
    db,
    trustProxy,
    maxBodyBytes,
    countAnon,
    isForeign,
    onStored: onLeadStored,
    agencyLegalName,
    agentAuthorization,
  })
  const rpc = createRpc({ db, trustProxy, agencyLegalName, agentAuthorization })
  const read = createRead({ db, trustProxy })
  const change = createChange({ db, trustProxy })

  return async function handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Leads are personal data: no browser or proxy cache may keep a staff read (or any answer, errors too).
    res.setHeader('cache-control', 'no-store')
    setCorsHeaders(req, res)
    if (req.method === 'OPTIONS') {
      preflight(req, res)
      return
    }
    let role: Role = 'anon'
    try {
      const url = requestUrl(req)
      if (!url) throw errors.badPath()
      role = authenticate(req, url)
      const target = checkTarget(url.pathname)
      const method = req.method ?? ''
      if (target.kind === 'function') {
        if (method !== 'POST') throw errors.unsupportedMethod(method)
        if (role === 'anon') {
          // Every function but a consent link's is the service role's: anon's call is counted, and refused without a
          // transaction unless it is that one.
          countAnon(req)
          if (!isAnonFunction(target.name)) refuseAnonCall(target.name)
        }
        await rpc(req, res, url, role, target.name)
      } else if (method === 'POST') await insert(req, res, url, role, target.table)
      else if (method === 'GET' || method === 'HEAD') await read(req, res, url, role, target.table)
      else if (method === 'PATCH' || method === 'PUT' || method === 'DELETE')
        await change(req, url, role, method, target.table)
      else throw errors.unsupportedMethod(method)
    } catch (error) {
      sendError(req, res, toApiError(error, role))
    }
  }
}

function sendError(req: IncomingMessage, res: ServerResponse, error: ApiError): void {
  if (clientGone(res)) return
  if (res.headersSent) {
    res.destroy()
    return
  }
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, ...error.headers }
  if (error.status === 401) headers['www-authenticate'] = 'Bearer'
  // Stop reading an oversized body: answer and close instead of draining it.
  if (error.status === 413) headers.connection = 'close'
  res.writeHead(error.status, headers)
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(error.body))
}

/** An exposed table (the leads, the opt-outs), or one of the outbox's functions (rpc.ts); PostgREST's 404s for anything else. */
function checkTarget(pathname: string): { kind: 'table'; table: Table } | { kind: 'function'; name: string } {
  const rest = pathname.slice('/rest/v1/'.length)
  let segments: string[]
  try {
    segments = rest.split('/').map(decodeURIComponent)
  } catch {
    throw errors.badPath()
  }
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1]) {
    if (!isFunction(segments[1])) throw errors.functionNotFound(segments[1])
    return { kind: 'function', name: segments[1] }
  }
  if (segments.length !== 1 || !segments[0]) throw errors.badPath()
  const table = tableNamed(segments[0])
  if (!table) throw errors.tableNotFound(segments[0])
  return { kind: 'table', table }
}
