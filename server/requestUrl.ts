import type { IncomingMessage } from 'node:http'

/**
 * The request target as a URL on this site. The target is taken as a path even when it starts with `//`
 * (WHATWG URL parsing would read `//evil.example/` as another host, and `//` alone as no URL at all), so every
 * request has a path and nothing a client sends can name another origin. Undefined when it cannot be parsed.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/'
  try {
    return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`)
  } catch {
    return undefined
  }
}
