import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { extname, join, normalize, relative, sep } from 'node:path'
import { defaultLocale, locales, pathIn } from '../rules/locales'
import { compressedBodies, isCompressible, preferredEncoding } from './compression'
import { CACHE_CONTROL, HEADERS_FILE, pagePolicies } from './headersFile'
import { notFoundFile, notFoundFileFor, REDIRECTS_FILE } from './notFound'
import { requestUrl } from './requestUrl'
import { cameOverHttps } from './security'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** Files in the build folder that are not pages of the site; hidden ones (Vite's .vite/manifest.json) neither. */
/** Each language's home: '/' and '/es/', the only paths served with a closing slash. */
const homes = new Set(locales.map((locale) => pathIn(locale, '/')))

const NOT_SERVED = new Set([...locales.map(notFoundFile), HEADERS_FILE, REDIRECTS_FILE])
const isServed = (relativePath: string) =>
  !NOT_SERVED.has(relativePath.split(sep).join('/')) && !relativePath.split(sep).some((part) => part.startsWith('.'))

type Found = { path: string; stats: Stats }

/**
 * Serves the prerendered site: `/sep` answers dist/client/sep/index.html (no redirect, no SPA fallback), `/es/`
 * answers dist/client/es/index.html and `/es` redirects there, `/sep/` redirects to the canonical `/sep` (only ever for a page that exists, so never off the site), and any
 * path without a file gets the not-found page of its language (404.html, es/404.html under /es) with status 404.
 * Pages carry the Content-Security-Policy the build wrote for them; text is sent br or gzip compressed.
 */
export function createStaticHandler(rootDir: string, { trustProxy = false }: { trustProxy?: boolean } = {}) {
  const root = normalize(rootDir)
  const policyFor = pagePolicies(root)
  const body = compressedBodies()

  async function file(path: string): Promise<Found | undefined> {
    const full = normalize(join(root, path))
    if (full !== root && !full.startsWith(root + sep)) return undefined
    try {
      const stats = await stat(full)
      return stats.isFile() ? { path: full, stats } : undefined
    } catch {
      return undefined
    }
  }

  /** '/' for index.html, '/es/' for es/index.html, '/sep' for sep/index.html, '/404.html': the _headers file's routes. */
  function routeOf(path: string): string {
    const route = '/' + relative(root, path).split(sep).join('/')
    const folder = route.replace(/index\.html$/, '')
    return homes.has(folder) ? folder : route.replace(/\/index\.html$/, '')
  }

  async function send(req: IncomingMessage, res: ServerResponse, status: number, { path, stats }: Found) {
    const type = TYPES[extname(path)] ?? 'application/octet-stream'
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
    // What a 304 repeats too, so a revalidated copy keeps its caching, policy and variants.
    const headers: OutgoingHttpHeaders = {
      'cache-control': path.startsWith(join(root, 'assets') + sep) ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.other,
      etag,
    }
    if (type.startsWith('text/html')) {
      const policy = await policyFor(routeOf(path))
      headers['content-security-policy'] = cameOverHttps(req, trustProxy)
        ? `${policy}; upgrade-insecure-requests`
        : policy
    }
    const compressible = isCompressible(type)
    if (compressible) headers.vary = 'accept-encoding'
    if (status === 200 && matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end()
      return
    }
    headers['content-type'] = type
    if (!compressible) {
      res.writeHead(status, { ...headers, 'content-length': stats.size })
      if (req.method === 'HEAD') res.end()
      else
        createReadStream(path)
          .on('error', () => res.destroy())
          .pipe(res)
      return
    }
    const { data, encoding } = await body(path, stats, preferredEncoding(req.headers['accept-encoding']))
    if (encoding) headers['content-encoding'] = encoding
    res.writeHead(status, { ...headers, 'content-length': data.length })
    res.end(req.method === 'HEAD' ? undefined : data)
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed')
      return
    }
    const url = requestUrl(req)
    let pathname: string
    try {
      pathname = decodeURIComponent(url?.pathname ?? '/__unparsable__')
    } catch {
      pathname = '/__undecodable__'
    }
    if (url && homes.has(pathname + '/')) {
      // A language's home is its folder ('/es/', as its router links it): '/es' is sent there.
      res.writeHead(301, { location: pathname + '/' + url.search }).end()
      return
    }
    if (url && pathname.length > 1 && pathname.endsWith('/') && !homes.has(pathname)) {
      // Only ever to a page of this site: the path must name one, and the location is the path as it came
      // (percent-encoded, so plain ASCII), with one leading slash and none at the end. Only a path that ends in a
      // real '/' is redirected: '/sep%2f' ends in one only once decoded, and its location would be itself.
      const page = url.pathname.endsWith('/') ? await file(join(pathname, 'index.html')) : undefined
      if (page && isServed(relative(root, page.path))) {
        const canonical = '/' + url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')
        res.writeHead(301, { location: canonical + url.search }).end()
        return
      }
      await sendNotFound(req, res, pathname)
      return
    }
    const found = homes.has(pathname)
      ? await file(join(pathname, 'index.html'))
      : ((await file(pathname)) ?? (await file(join(pathname, 'index.html'))))
    if (found && isServed(relative(root, found.path))) {
      await send(req, res, 200, found)
      return
    }
    await sendNotFound(req, res, pathname)
  }

  /** The not-found page in the path's language (es/404.html under /es), with status 404. */
  async function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const notFound = (await file(notFoundFileFor(pathname))) ?? (await file(notFoundFile(defaultLocale)))
    if (notFound) await send(req, res, 404, notFound)
    else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found')
  }
}

/** If-None-Match with weak comparison: the tag names the file's version, whatever encoding carried it. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
