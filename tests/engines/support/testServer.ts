import { readFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createApp } from '../../../server/app'
import { openDatabase } from '../../../server/db/open'
import { clientDir } from '../../../server/distDir'

/** Where the test server serves the page watch (page-watch.js); production responses never name it. */
export const PAGE_WATCH_PATH = '/__engine-test/page-watch.js'
const PAGE_WATCH = readFileSync(new URL('./page-watch.js', import.meta.url))
const PAGE_WATCH_TAG = `<script src="${PAGE_WATCH_PATH}"></script>`

export type TestServer = {
  /** The site as the engine suites see it: every page with the page watch first in its <head>. */
  origin: string
  /** server/ itself, as production runs it (the suites read leads back through it). */
  siteOrigin: string
  close: () => Promise<void>
}

/**
 * The built site (DIST_DIR) and the local backend on a PGlite database in `dataDir`, exactly as `npm run serve`
 * runs them, behind a small front that adds the page watch to every HTML page. The front leaves everything else as
 * server/ sent it (status, headers, the page's Content-Security-Policy); an HTML page comes back decompressed.
 */
export async function startTestServer(dataDir: string): Promise<TestServer> {
  const { db } = await openDatabase({ kind: 'pglite', dataDir })
  // Every browser submits from 127.0.0.1: the per-client limit is tested in Chromium, not here.
  const site = createApp({ distDir: clientDir(), db, rateLimit: false })
  const siteOrigin = await listen(site)
  const front = createServer((req, res) => {
    if (new URL(req.url ?? '/', siteOrigin).pathname === PAGE_WATCH_PATH) {
      res
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(PAGE_WATCH)
      return
    }
    forward(req, res, siteOrigin)
  })
  const origin = await listen(front)
  return {
    origin,
    siteOrigin,
    async close() {
      for (const server of [front, site]) {
        server.closeAllConnections()
        await new Promise<void>((done) => server.close(() => done()))
      }
      await db.close()
    },
  }
}

function forward(req: IncomingMessage, res: ServerResponse, siteOrigin: string) {
  const target = new URL(siteOrigin)
  const upstream = request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      const { headers, statusCode = 502 } = answer
      if (!String(headers['content-type']).startsWith('text/html') || req.method === 'HEAD' || statusCode === 304) {
        res.writeHead(statusCode, headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = headers['content-encoding']
        const html = (
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
        ).toString('utf8')
        const watched = Buffer.from(
          html.replace(/<head[^>]*>/i, (head) => head + PAGE_WATCH_TAG),
          'utf8',
        )
        delete headers['content-encoding']
        res.writeHead(statusCode, { ...headers, 'content-length': watched.length }).end(watched)
      })
    },
  )
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
    res.end(`test server: ${error.message}`)
  })
  req.pipe(upstream)
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('the server did not bind a TCP port'))
      else resolve(`http://127.0.0.1:${address.port}`)
    })
  })
}
