import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createApp } from './app'
import { agencyFacts } from '../rules/agencyFacts'
import { legalNameMismatch, readFreshness, watchFreshness } from './freshness'
import { readServerConfig, resolveKeys, type ServerConfig } from './config'
import { openDatabase } from './db/open'
import { startLeadDelivery } from './delivery/worker'
import { ownerOnlyFiles } from './privateDir'
import { staffKeyPath } from './staffKey'

ownerOnlyFiles()

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

const freshness = readFreshness(config.freshnessFile)
const mismatch = legalNameMismatch(freshness, config.agencyLegalName, agencyFacts.name)
if (mismatch) exitWith(mismatch)

const keys = await resolveKeys(config).catch(exitWith)
const { db, applied } = await openDatabase(config.storage).catch(exitWith)

const delivery = await startLeadDelivery(db, config.delivery, (line) => console.log(line)).catch(
  async (error: unknown) => {
    await db.close()
    return exitWith(error)
  },
)

const server = createApp({
  distDir: config.distDir,
  db,
  keys,
  trustProxy: config.trustProxy,
  rateLimit: config.rateLimit,
  onLeadStored: delivery.wake,
  siteOrigins: [config.siteOrigin],
  loopbackOrigins: config.loopbackOrigins,
  agencyLegalName: config.agencyLegalName,
  freshness,
  agentAuthorization: config.agentAuthorization,
})

server.on('error', (error) => {
  db.close().finally(() => exitWith(`Could not listen on ${config.host}:${config.port}: ${error.message}`))
})

server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`Site and local backend at http://${config.host}:${port}/`)
  console.log(
    `Leads stored in ${db.description}${applied.length ? ` (migrations applied now: ${applied.join(', ')})` : ''}`,
  )
  console.log(`Leads delivered to ${delivery.description}`)
  console.log(staffKeyLine(config.staffKey))
  // The pages state facts of their build day: from the day one changes, say so at start and daily (docs/deploying.md).
  if (!freshness)
    console.warn(`No ${config.freshnessFile}: this build does not say when its pages go stale; rebuild it.`)
  watchFreshness(freshness, { warn: (line) => console.warn(line) })
})

function staffKeyLine(staffKey: ServerConfig['staffKey']): string {
  if (staffKey.kind === 'set') return 'Staff key: SUPABASE_SERVICE_ROLE_KEY'
  if (staffKey.kind === 'published')
    return 'Staff key: the published default (ALLOW_PUBLISHED_STAFF_KEY=1; local development and tests only)'
  return `Staff key: made by this server, kept in ${staffKeyPath(staffKey.dataDir)} (npm run leads reads it there)`
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close(() => {
      delivery
        .stop()
        .then(() => db.close())
        .then(
          () => process.exit(0),
          (error: unknown) => exitWith(`Closing the database failed: ${String(error)}`),
        )
    })
    // Browsers keep idle connections open; they must not hold up the shutdown (and the PGlite folder).
    server.closeIdleConnections()
  })
}
