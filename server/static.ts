import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

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

/**
 * Serves the prerendered site: `/sep` answers dist/client/sep/index.html (no redirect, no SPA fallback),
 * `/sep/` redirects to the canonical `/sep`, and any path without a file gets 404.html with status 404.
 */
export function createStaticHandler(rootDir: string) {
  const root = normalize(rootDir)

  async function file(path: string): Promise<string | undefined> {
    const full = normalize(join(root, path))
    if (full !== root && !full.startsWith(root + sep)) return undefined
    try {
      return (await stat(full)).isFile() ? full : undefined
    } catch {
      return undefined
    }
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed')
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = '/__undecodable__'
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { location: pathname.replace(/\/+$/, '') + url.search }).end()
      return
    }
    const found = pathname === '/' ? await file('index.html') : (await file(pathname)) ?? (await file(join(pathname, 'index.html')))
    if (found && !found.endsWith(`${sep}404.html`)) {
      send(req, res, 200, found)
      return
    }
    const notFound = await file('404.html')
    if (notFound) send(req, res, 404, notFound)
    else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found')
  }
}

function send(req: IncomingMessage, res: ServerResponse, status: number, path: string) {
  const type = TYPES[extname(path)] ?? 'application/octet-stream'
  // Hashed build assets never change under the same name; HTML must be revalidated so a deploy shows at once.
  const cache = path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'
  res.writeHead(status, { 'content-type': type, 'cache-control': cache })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(path).pipe(res)
}
