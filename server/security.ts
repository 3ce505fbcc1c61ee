import type { IncomingHttpHeaders } from 'node:http'

/**
 * Sent with every response, pages and API alike. Permissions-Policy names only features Chromium knows: an
 * unknown name is a console error, which Lighthouse counts against the page.
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const

/** Two years, subdomains too: only ever sent over HTTPS, where a browser takes it into account. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

type Request = { socket: object; headers: IncomingHttpHeaders }

/**
 * Whether the visitor's connection is HTTPS: a TLS socket of our own, or, behind a reverse proxy we trust
 * (TRUST_PROXY), the proxy's x-forwarded-proto. Without that trust anyone could send the header.
 */
export function cameOverHttps({ socket, headers }: Request, trustProxy: boolean): boolean {
  if ('encrypted' in socket && socket.encrypted === true) return true
  if (!trustProxy) return false
  const forwarded = headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]
  return first?.trim().toLowerCase() === 'https'
}
