import type { IncomingMessage } from 'node:http'
import { errors } from './errors'

/** Reads the body up to `limit` bytes; a longer one is refused without being read further. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw errors.tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > limit) throw errors.tooLarge(limit)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(utf8.decode(body))
  } catch {
    throw errors.invalidJson()
  }
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

export function checkJsonContentType(req: IncomingMessage): void {
  const type = req.headers['content-type']
  if (type === undefined) return
  const media = type.split(';')[0].trim().toLowerCase()
  if (media !== 'application/json') throw errors.badContentType(type)
}

// Secrets have no business in SQL settings; PostgREST passes them too, the trigger reads none of them.
const HIDDEN_HEADERS = new Set(['apikey', 'authorization', 'cookie'])

/**
 * The request headers as PostgREST exposes them to SQL (`request.headers`, lowercase names). The client
 * address is the socket's: a client's own x-forwarded-for / x-real-ip count only behind a trusted proxy.
 */
export function headersForSql(req: IncomingMessage, trustProxy: boolean): string {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HIDDEN_HEADERS.has(name)) continue
    headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const remote = socketAddress(req)
  if (!trustProxy) {
    delete headers['x-real-ip']
    headers['x-forwarded-for'] = remote
  } else if (headers['x-forwarded-for']) {
    headers['x-forwarded-for'] = `${headers['x-forwarded-for']}, ${remote}`
  } else if (!headers['x-real-ip']) {
    headers['x-forwarded-for'] = remote
  }
  return JSON.stringify(headers)
}

function socketAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}

/**
 * Who is sending, for the rate limit: the socket's address, or behind a trusted proxy the address that proxy
 * appended last to x-forwarded-for (earlier entries come from the client and prove nothing).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').at(-1)?.trim()
    if (last) return last
    const realIp = req.headers['x-real-ip']
    if (typeof realIp === 'string' && realIp.trim()) return realIp.trim()
  }
  return socketAddress(req)
}
