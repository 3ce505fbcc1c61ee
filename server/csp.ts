import { createHash } from 'node:crypto'

// Generated HTML only (React and TanStack Router escape '<' inside scripts), so a script ends at the first </script>.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC = /(?:^|\s)src(?:\s*=|\s|$)/i
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The CSP hashes ('sha256-…') of the inline scripts a browser would run in this document: TanStack Router's
 * scroll restoration, its dehydrated state and stream boundaries. Scripts with a src are covered by 'self';
 * data blocks such as JSON-LD never run, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue
    const type = TYPE.exec(attributes)
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (!JAVASCRIPT_TYPES.has(value)) continue
    // The browser hashes the text as parsed, and HTML parsing turns CR LF and CR into LF.
    const text = body.replace(/\r\n?/g, '\n')
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

export type PolicyInputs = {
  scriptHashes: string[]
  /** Origins the page may call besides its own: the hosted Supabase project, when the build points at one. */
  connectSources: string[]
}

/**
 * A page's Content-Security-Policy: everything from the site's own origin, no inline script but the hashed
 * ones, no inline style, no plugins, no <base> or form posts elsewhere, never inside a frame.
 */
export function contentSecurityPolicy({ scriptHashes, connectSources }: PolicyInputs): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
