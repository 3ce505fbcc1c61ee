import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes } from './csp'
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security'

/** Netlify's and Cloudflare Pages' name for it; neither host serves the file itself, and neither does server/. */
export const HEADERS_FILE = '_headers'

export const CACHE_CONTROL = {
  // Hashed build assets never change under the same name; everything else must be revalidated so a deploy shows at once.
  hashedAsset: 'public, max-age=31536000, immutable',
  other: 'no-cache',
} as const

/** One prerendered document: its route ('/', '/sep', or '/404.html' for the not-found page) and its HTML. */
export type BuiltPage = { route: string; html: string }

export type SiteHeadersOptions = {
  /** Origins the pages call besides their own (the hosted Supabase project). */
  connectSources: string[]
  /** The public site URL is https: browsers may be told to use nothing else for two years. */
  https: boolean
}

/**
 * The `_headers` file the build writes next to the pages: the headers server/ sends, for static hosts that read
 * this format. Matching rules add up there (a header set twice is joined with a comma, which for a CSP means two
 * policies), so the policy and the page cache rule are set per route and nothing repeats.
 */
export function headersFile(pages: BuiltPage[], { connectSources, https }: SiteHeadersOptions): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const everywhere = https
    ? { ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
    : SECURITY_HEADERS
  return (
    [
      '# Written by scripts/build/prerender.ts: the headers server/ sends, for hosts that read _headers (Netlify, Cloudflare Pages).',
      block('/*', everywhere),
      block('/assets/*', { 'cache-control': CACHE_CONTROL.hashedAsset }),
      ...pages.map(({ route, html }) =>
        block(route, {
          'cache-control': CACHE_CONTROL.other,
          'content-security-policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSources }),
        }),
      ),
    ].join('\n\n') + '\n'
  )
}

/** Each route's Content-Security-Policy, as a `_headers` file written by headersFile() lists it. */
export function policiesFromHeadersFile(text: string): Map<string, string> {
  const policies = new Map<string, string>()
  let route: string | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) route = line.trim()
    else {
      const match = /^\s+content-security-policy:\s*(.+)$/i.exec(line)
      if (match && route) policies.set(route, match[1].trim())
    }
  }
  return policies
}

/** A page without a policy in the build (or a build without _headers) runs no inline script at all. */
const STRICTEST = contentSecurityPolicy({ scriptHashes: [], connectSources: [] })

/**
 * Reads the policies of the build in `rootDir`, again whenever its _headers changes (a rebuild under a running
 * server): the build knows each page's inline scripts and the Supabase origin it was configured with.
 */
export function pagePolicies(rootDir: string): (route: string) => Promise<string> {
  const path = join(rootDir, HEADERS_FILE)
  let cached: { mtimeMs: number; policies: Promise<Map<string, string>> } | undefined
  return async (route) => {
    const mtimeMs = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => -1,
    )
    if (cached?.mtimeMs !== mtimeMs) {
      const none = new Map<string, string>()
      const policies =
        mtimeMs < 0 ? Promise.resolve(none) : readFile(path, 'utf8').then(policiesFromHeadersFile, () => none)
      cached = { mtimeMs, policies }
    }
    return (await cached.policies).get(route) ?? STRICTEST
  }
}
