import type { IncomingMessage, ServerResponse } from 'node:http'
import { single } from './request'

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'accept, accept-profile, apikey, authorization, content-profile, content-type, prefer, range, x-client-info, x-supabase-api-version'

/** On every API answer, errors included, so a site built against another origin can read them (as on Supabase). */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-expose-headers', 'Content-Range, Content-Location, Location, Range-Unit')
}

/** The answer to a CORS preflight (OPTIONS): any origin, the methods PostgREST has, the headers asked for. */
export function preflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = single(req.headers['access-control-request-headers'])
  res.writeHead(200, {
    allow: ALLOWED_METHODS,
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': requested && /^[\w-]+(\s*,\s*[\w-]+)*$/.test(requested) ? requested : DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': '86400',
  })
  res.end()
}
