import { createServer, type Server } from 'node:http'
import { LOCAL_KEYS } from './config'
import { createRestHandler, isRestPath, type RestOptions } from './rest/handler'
import { cameOverHttps, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security'
import { createStaticHandler } from './static'

export type AppOptions = {
  distDir: string
  /** Without a database the server is the static site only. */
  db?: RestOptions['db']
  keys?: RestOptions['keys']
  trustProxy?: boolean
  maxBodyBytes?: number
  rateLimit?: RestOptions['rateLimit']
}

/** The local backend: the prerendered site, and under /rest/v1 the Supabase (PostgREST) API the forms call. */
export function createApp({ distDir, db, keys = LOCAL_KEYS, trustProxy = false, maxBodyBytes, rateLimit }: AppOptions): Server {
  const serveStatic = createStaticHandler(distDir, { trustProxy })
  const serveRest = db ? createRestHandler({ db, keys, trustProxy, maxBodyBytes, rateLimit }) : undefined
  return createServer((req, res) => {
    // Set before either handler answers, so pages, files, redirects, errors and the API all carry them.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
    if (cameOverHttps(req, trustProxy)) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
    const pathname = (req.url ?? '/').split('?')[0]
    const handle = serveRest && isRestPath(pathname) ? serveRest : serveStatic
    handle(req, res).catch((error: unknown) => {
      console.error('request failed', req.method, req.url, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    })
  })
}
