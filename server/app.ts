import { createServer, type Server } from 'node:http'
import { answerClientErrors } from './clientError'
import { LOCAL_KEYS } from './config'
import {
  closeInactive,
  limitConnections,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  HEADERS_TIMEOUT_MS,
  INACTIVITY_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from './connections'
import { requestUrl } from './requestUrl'
import { createRestHandler, isRestPath, type RestOptions } from './rest/handler'
import { clientGone } from './rest/request'
import { cameOverHttps, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security'
import { createStaticHandler } from './static'
import { answerHealth, type Freshness, utcToday } from './freshness'

export type AppOptions = {
  distDir: string
  /** Without a database the server is the static site only. */
  db?: RestOptions['db']
  keys?: RestOptions['keys']
  trustProxy?: boolean
  maxBodyBytes?: number
  rateLimit?: RestOptions['rateLimit']
  /** Open connections one client address may hold (not applied behind a trusted proxy). */
  maxConnectionsPerClient?: number
  /** Open connections the server holds at once, from everyone. */
  maxConnections?: number
  /** A socket idle this long (nothing read or written) is closed. */
  inactivityTimeoutMs?: number
  /** Called after each stored lead (the lead deliverer's wake). */
  onLeadStored?: () => void
  /** Origins whose pages may call the API across origins (the site's own: VITE_SITE_URL). */
  siteOrigins?: readonly string[]
  loopbackOrigins?: RestOptions['loopbackOrigins']
  agencyLegalName?: RestOptions['agencyLegalName']
  /** The build's record of when its pages go stale: /health says "rebuild needed" from that day (server/freshness.ts). */
  freshness?: Freshness | null
  /** Today, as the health answer reads it (UTC by default; tests give their own). */
  today?: () => string
  agentAuthorization?: RestOptions['agentAuthorization']
}

/** Where a monitor asks whether the server runs and whether its build is still current (server/freshness.ts). */
export const HEALTH_PATH = '/health'

/**
 * The local backend: the prerendered site, under /rest/v1 the Supabase (PostgREST) API the forms call, and /health.
 */
export function createApp({
  distDir,
  db,
  keys = LOCAL_KEYS,
  trustProxy = false,
  maxBodyBytes,
  rateLimit,
  maxConnectionsPerClient = DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
  maxConnections = DEFAULT_MAX_CONNECTIONS,
  inactivityTimeoutMs = INACTIVITY_TIMEOUT_MS,
  onLeadStored,
  siteOrigins,
  loopbackOrigins,
  agencyLegalName,
  freshness = null,
  today = utcToday,
  agentAuthorization,
}: AppOptions): Server {
  const serveStatic = createStaticHandler(distDir, { trustProxy })
  const serveRest = db
    ? createRestHandler({
        db,
        keys,
        trustProxy,
        maxBodyBytes,
        rateLimit,
        onLeadStored,
        siteOrigins,
        loopbackOrigins,
        agencyLegalName,
        agentAuthorization,
      })
    : undefined
  // A client that sends headers and then nothing gets 408 and a closed connection within 15 s, instead of
  // holding a socket for Node's default 300 s.
  const server = createServer(
    {
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (req, res) => {
      // Set before either handler answers, so pages, files, redirects, errors and the API all carry them.
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
      if (cameOverHttps(req, trustProxy)) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
      const pathname = requestUrl(req)?.pathname ?? ''
      if (pathname === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
        answerHealth(res, freshness, today(), req.method === 'HEAD')
        return
      }
      const handle = serveRest && isRestPath(pathname) ? serveRest : serveStatic
      handle(req, res).catch((error: unknown) => {
        // A connection the client (or the request timeout) already closed has nobody left to answer.
        if (clientGone(res)) return
        console.error('request failed', req.method, req.url, error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('Internal Server Error')
      })
    },
  )
  answerClientErrors(server)
  limitConnections(server, { perClient: trustProxy ? null : maxConnectionsPerClient, ceiling: maxConnections })
  // Closed outright: Node's own handling leaves a socket open while a response or a pipelined request has it.
  closeInactive(server, inactivityTimeoutMs)
  return server
}
