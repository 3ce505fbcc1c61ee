import { createServer, type Server } from 'node:http'
import { createStaticHandler } from './static'

export type AppOptions = { distDir: string }

/** The local backend: the prerendered site today; the Supabase-compatible REST endpoint joins it under /rest/v1. */
export function createApp({ distDir }: AppOptions): Server {
  const serveStatic = createStaticHandler(distDir)
  return createServer((req, res) => {
    serveStatic(req, res).catch((error: unknown) => {
      console.error('request failed', req.method, req.url, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    })
  })
}
