/**
 * The loopback load test of the lead insert endpoint: a fixed number of inserts sent with autocannon to
 * server/ (`POST /rest/v1/contact_submissions` as the browser sends it, through the rate limit, the migration's
 * trigger and guards) on PGlite and on a throwaway PostgreSQL server, then the stored rows counted. It stops by
 * itself after `count` requests. Used by `npm run bench` (figures) and tests/server/load.test.ts (rows stored
 * equal requests accepted). Load generator and server share one Node process: the figures are a floor.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { createApp } from '../../server/app'
import { LOCAL_KEYS } from '../../server/config'
import type { Database } from '../../server/db/database'
import { migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { openPostgres } from '../../server/db/postgres'
import { lead, uniqueEmail } from '../../tests/support/lead'
import { startThrowawayPostgres } from '../../tests/support/throwawayPostgres'

export type LoadFigures = {
  storage: string
  requests: number
  connections: number
  /** Answered 201: the visitor saw success. */
  accepted: number
  /** Answered with any other status. */
  refused: number
  /** No answer at all (connection errors, timeouts). */
  errors: number
  /** Rows of this run found in the table afterwards. */
  stored: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

export type LoadRun = LoadFigures | { storage: string; skipped: string }

type Storage = { name: string; open: () => Promise<{ db: Database; close: () => Promise<void> } | { skipped: string }> }

/** PGlite in a fresh temporary folder, deleted afterwards. */
export const pgliteStorage: Storage = {
  name: 'PGlite',
  open: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'load-pglite-'))
    const db = await openPglite(dir)
    return { db, close: () => db.close().finally(() => rm(dir, { recursive: true, force: true })) }
  },
}

/** A PostgreSQL server that is already running (a test file's own throwaway server). */
export function postgresAt(url: string): Storage {
  return {
    name: 'PostgreSQL 15',
    open: async () => {
      const db = await openPostgres(url)
      return { db, close: () => db.close() }
    },
  }
}

/** What `npm run bench` measures: PGlite, and a throwaway PostgreSQL server of its own where one can run. */
export const storages: Storage[] = [
  pgliteStorage,
  {
    name: 'PostgreSQL 15',
    open: async () => {
      const server = await startThrowawayPostgres()
      if ('skipped' in server) return server
      const db = await openPostgres(server.url)
      return { db, close: () => db.close().finally(() => server.stop()) }
    },
  },
]

/** `count` inserts over `connections` keep-alive connections, each from its own client address and email. */
export async function loadInsertEndpoint(storage: Storage, count: number, connections: number): Promise<LoadRun> {
  const opened = await storage.open()
  if ('skipped' in opened) return { storage: storage.name, skipped: opened.skipped }
  const { db, close } = opened
  const siteDir = await mkdtemp(join(tmpdir(), 'load-site-'))
  // Behind a trusted proxy, each request names its own client: the rate limit stays on, as in production.
  const server = createApp({ distDir: siteDir, db, trustProxy: true })
  try {
    await migrate(db)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('load server did not bind a TCP port')
    const run = randomUUID().slice(0, 8)
    let sent = 0
    const result = await autocannon({
      url: `http://127.0.0.1:${address.port}`,
      connections,
      amount: count,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/rest/v1/contact_submissions',
          setupRequest: (request) => {
            sent += 1
            return {
              ...request,
              headers: {
                apikey: LOCAL_KEYS.anon,
                authorization: `Bearer ${LOCAL_KEYS.anon}`,
                'content-type': 'application/json',
                'content-profile': 'public',
                'user-agent': 'Mozilla/5.0 (load test)',
                'x-real-ip': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
              },
              body: JSON.stringify(lead({ first_name: 'Load', last_name: 'Test', email: uniqueEmail(`load-${run}`) })),
            }
          },
        },
      ],
    })
    const [{ stored }] = await db.transaction((session) =>
      session.query<{ stored: number }>(`select count(*)::int as stored from public.contact_submissions where email like $1`, [`load-${run}-%`]),
    )
    const accepted = result.statusCodeStats?.['201']?.count ?? 0
    const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']
    return {
      storage: storage.name,
      requests: count,
      connections,
      accepted,
      refused: answered - accepted,
      errors: result.errors,
      stored,
      requestsPerSecond: Math.round(answered / result.duration),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await close()
    await rm(siteDir, { recursive: true, force: true })
  }
}

export function formatLoadTable(runs: LoadRun[]): string {
  const lines = [
    ['storage'.padEnd(14), 'requests', 'conns', 'accepted', 'refused', 'errors', 'stored', '   req/s', ' p50 ms', ' p99 ms'].join(' '),
  ]
  for (const run of runs) {
    if ('skipped' in run) {
      lines.push(`${run.storage.padEnd(14)} skipped: ${run.skipped}`)
      continue
    }
    lines.push(
      [
        run.storage.padEnd(14),
        String(run.requests).padStart(8),
        String(run.connections).padStart(5),
        String(run.accepted).padStart(8),
        String(run.refused).padStart(7),
        String(run.errors).padStart(6),
        String(run.stored).padStart(6),
        String(run.requestsPerSecond).padStart(8),
        String(run.p50Ms).padStart(7),
        String(run.p99Ms).padStart(7),
      ].join(' '),
    )
  }
  return lines.join('\n')
}
