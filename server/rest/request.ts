import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import { ApiError, errors } from './errors'

/** Reads the body up to `limit` bytes; a longer one is refused without being read further. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
      size += buffer.length
      if (size > limit) throw errors.tooLarge(limit)
      chunks.push(buffer)
    }
  } catch (error) {
    // Only the connection can fail a body being read: the client went away, or stalled until the server's
    // request timeout answered 408 and closed it.
    if (!(error instanceof ApiError)) throw errors.clientGone()
    throw error
  }
  return Buffer.concat(chunks)
}

/**
 * Whether the client's connection is closed already (it left, or the request timeout answered 408 and closed
 * it). Asked of the response: a request whose body was read (or abandoned) lets go of its socket.
 */
export function clientGone(res: ServerResponse): boolean {
  const socket: { destroyed: boolean } | null = res.socket
  return socket?.destroyed === true
}

export const JSON_TYPE = 'application/json; charset=utf-8'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A lead is an object of plain values; Postgres's own JSON parser overflows its stack a few thousand levels down. */
export const MAX_JSON_DEPTH = 16

export function parseJson(body: Buffer): unknown {
  let value: unknown
  try {
    value = JSON.parse(utf8.decode(body))
  } catch {
    throw errors.invalidJson()
  }
  if (depth(value) > MAX_JSON_DEPTH) throw errors.jsonTooDeep(MAX_JSON_DEPTH)
  return value
}

/** How deeply arrays and objects nest in a parsed JSON value (a plain value is 0), without recursion. */
function depth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, level] = stack.pop() ?? [null, 0]
    if (typeof item !== 'object' || item === null) continue
    deepest = Math.max(deepest, level + 1)
    if (deepest > MAX_JSON_DEPTH) return deepest
    for (const child of Object.values(item)) stack.push([child, level + 1])
  }
  return deepest
}

export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** `Prefer: return=minimal, count=exact` (one or several headers) as a map. */
export function preferences(req: IncomingMessage): Map<string, string> {
  const raw = req.headers.prefer
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '')
  const found = new Map<string, string>()
  for (const part of text.split(',')) {
    const [name, value = ''] = part.trim().split('=')
    if (name) found.set(name.toLowerCase(), value.trim().toLowerCase())
  }
  return found
}

/** Content-Profile / Accept-Profile: only the public schema is exposed, as on Supabase. */
export function checkSchema(req: IncomingMessage, header: 'content-profile' | 'accept-profile'): void {
  const schema = req.headers[header]
  if (typeof schema === 'string' && schema !== 'public') throw errors.badSchema(schema)
}

/**
 * A body must say it is JSON (supabase-js always does). Without that a cross-origin page could send one with no
 * preflight (a no-cors fetch of a Blob, a form's text/plain), and CORS would never be asked.
 */
export function checkJsonContentType(req: IncomingMessage): void {
  const type = req.headers['content-type']
  if (type === undefined) throw errors.badContentType('(none)')
  const media = type.split(';')[0].trim().toLowerCase()
  if (media !== 'application/json') throw errors.badContentType(type)
}

// Secrets have no business in SQL settings; PostgREST passes them too, the trigger reads none of them.
const HIDDEN_HEADERS = new Set(['apikey', 'authorization', 'cookie'])

/**
 * The request headers as PostgREST exposes them to SQL (`request.headers`, lowercase names), with the client
 * address server/ trusts as x-real-ip and as the one x-forwarded-for entry: the socket's, or behind a trusted
 * proxy the one that proxy set in X-Real-IP. What the client wrote in those headers never reaches SQL.
 */
export function headersForSql(req: IncomingMessage, trustProxy: boolean): string {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HIDDEN_HEADERS.has(name)) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const client = clientAddress(req, trustProxy)
  headers['x-real-ip'] = client
  headers['x-forwarded-for'] = client
  return JSON.stringify(headers)
}

/** An IPv4 client of a dual-stack socket shows as ::ffff:1.2.3.4; it is 1.2.3.4. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

let warnedNoRealIp = false
let warnedBadRealIp = false

/**
 * Who is sending, for the rate limit and the consent record: the socket's address, or behind a trusted proxy
 * (TRUST_PROXY) the one header server/ believes, X-Real-IP, which the proxy sets to the address that connected
 * to it, overwriting whatever the client sent (nginx: `proxy_set_header X-Real-IP $remote_addr;`). It must be
 * exactly one IP address: a proxy that passes the client's own header on (a CDN straight to the app, a PaaS
 * router that sets only X-Forwarded-For) would otherwise let each request name a new client ('not-an-ip-1',
 * '-2'...) and escape the limit; anything else is ignored for the socket's address, and said once.
 * X-Forwarded-For is never believed: a proxy that does not rewrite it passes the client's own words on, and its
 * entries are a list to get wrong. Without X-Real-IP the proxy is misconfigured: the socket (the proxy itself) is
 * used, so every visitor shares one allowance, and it is said once.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const realIp = req.headers['x-real-ip']
    const value = typeof realIp === 'string' ? unmapped(realIp.trim()) : undefined
    if (value !== undefined && isIP(value) !== 0) return value
    if (realIp === undefined && !warnedNoRealIp) {
      warnedNoRealIp = true
      console.warn(
        'TRUST_PROXY is set but a request came without X-Real-IP: set it in the proxy (nginx: proxy_set_header X-Real-IP $remote_addr;)',
      )
    }
    if (realIp !== undefined && !warnedBadRealIp) {
      warnedBadRealIp = true
      console.warn(
        "TRUST_PROXY is set but a request came with an X-Real-IP that is not one IP address: the proxy must overwrite it with the client's address (nginx: proxy_set_header X-Real-IP $remote_addr;)",
      )
    }
  }
  return unmapped(req.socket.remoteAddress ?? '')
}
