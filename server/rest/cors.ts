import type { IncomingMessage, ServerResponse } from 'node:http'
import { single } from './request'

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'accept, accept-profile, apikey, authorization, content-profile, content-type, prefer, range, x-client-info, x-supabase-api-version'

// A page served from this machine (a dev server, a test's browser): no site on the internet has such an origin.
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i

/**
 * Which pages may read the API's answers and send it requests a browser preflights: the site's own origin
 * (VITE_SITE_URL's, for a site served apart from its API) and, when `loopbackOrigins` (server/config.ts says when),
 * loopback pages. Same-origin requests need no CORS
 * at all. With the insert's `Content-Type: application/json` required, every cross-origin submission is
 * preflighted, so another site cannot make its visitors send leads (review: manufactured consent evidence).
 */
export function createCors(siteOrigins: readonly string[], loopbackOrigins: boolean) {
  const allowed = new Set(siteOrigins.map((origin) => origin.toLowerCase()))
  const allowedOrigin = (req: IncomingMessage): string | undefined => {
    const origin = single(req.headers.origin)
    if (origin === undefined) return undefined
    return allowed.has(origin.toLowerCase()) || (loopbackOrigins && LOOPBACK_ORIGIN.test(origin)) ? origin : undefined
  }

  return {
    /**
     * Whether a request comes from a page that may not send it: an Origin that is neither allowed here nor the
     * request's own host (a same-origin page, whatever VITE_SITE_URL says). A browser sends Origin with every POST;
     * with none (a server, a staff command), this says nothing.
     */
    isForeign(req: IncomingMessage): boolean {
      const origin = single(req.headers.origin)
      if (origin === undefined || allowedOrigin(req) !== undefined) return false
      try {
        return new URL(origin).host.toLowerCase() !== (single(req.headers.host) ?? '').toLowerCase()
      } catch {
        return true
      }
    },

    /** On every API answer, errors included, so the site's pages can read them (as on Supabase). */
    setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
      res.setHeader('vary', 'Origin')
      const origin = allowedOrigin(req)
      if (origin === undefined) return
      res.setHeader('access-control-allow-origin', origin)
      res.setHeader('access-control-expose-headers', 'Content-Range, Content-Location, Location, Range-Unit')
    },

    /** The answer to a CORS preflight (OPTIONS): for an allowed origin the methods PostgREST has and the headers asked for. */
    preflight(req: IncomingMessage, res: ServerResponse): void {
      const requested = single(req.headers['access-control-request-headers'])
      const headers: Record<string, string> = { allow: ALLOWED_METHODS }
      if (allowedOrigin(req) !== undefined) {
        headers['access-control-allow-methods'] = ALLOWED_METHODS
        headers['access-control-allow-headers'] =
          requested && /^[\w-]+(\s*,\s*[\w-]+)*$/.test(requested) ? requested : DEFAULT_ALLOWED_HEADERS
        headers['access-control-max-age'] = '86400'
      }
      res.writeHead(200, headers)
      res.end()
    },
  }
}
