import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createApp } from './app'
import { readServerConfig, type ServerConfig } from './config'
import { openDatabase } from './db/open'
import { startLeadDelivery } from './delivery/worker'

function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

let config: ServerConfig
try {
  config = readServerConfig(process.env)
} catch (error) {
  exitWith(error)
}

if (!existsSync(join(config.distDir, 'index.html'))) {
  exitWith(`No built site in ${config.distDir}: run \`npm run build\` first (or \`npm start\`, which builds).`)
}

const { db, applied } = await openDatabase(config.storage).catch(exitWith)

const delivery = await startLeadDelivery(db, config.delivery, (line) => console.log(line)).catch(async (error: unknown) => {
  await db.close()
  return exitWith(error)
})

const server = createApp({
  distDir: config.distDir,
  db,
  keys: config.keys,
  trustProxy: config.trustProxy,
  rateLimit: config.rateLimit,
  onLeadStored: delivery.wake,
})

server.on('error', (error) => {
  db.close().finally(() => exitWith(`Could not listen on ${config.host}:${config.port}: ${error.message}`))
})

server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`Site and local backend at http://${config.host}:${port}/`)
  console.log(`Leads stored in ${db.description}${applied.length ? ` (migrations applied now: ${applied.join(', ')})` : ''}`)
  console.log(`Leads delivered to ${delivery.description}`)
})

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close(() => {
      delivery.stop().then(() => db.close()).then(
        () => process.exit(0),
        (error: unknown) => exitWith(`Closing the database failed: ${String(error)}`),
      )
    })
    // Browsers keep idle connections open; they must not hold up the shutdown (and the PGlite folder).
    server.closeIdleConnections()
  })
}
