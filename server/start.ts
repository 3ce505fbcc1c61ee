import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createApp } from './app'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
const distDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')

if (!existsSync(join(distDir, 'index.html'))) {
  console.error('No built site in dist/client: run `npm run build` first (or `npm start`, which builds).')
  process.exit(1)
}

const server = createApp({ distDir })
server.listen(port, host, () => {
  console.log(`Site and local backend at http://${host}:${port}/`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
