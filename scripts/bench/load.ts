/**
 * The loopback load test of the lead insert endpoint: a fixed number of inserts sent with autocannon to
 * server/ (`POST /rest/v1/contact_submissions` as the browser sends it, through the rate limit, the migration's
 * trigger and guards) on PGlite and on a throwaway PostgreSQL server, then the stored rows counted. It stops by
 * itself after `count` requests. Each stored lead is delivered meanwhile by server/'s lead deliverer to a loopback
 * webhook that fails 10% of requests (503): the run waits until every lead is delivered, then counts deliveries
 * and their latency from insert to the receiver's 2xx. Used by `npm run bench` (figures) and
 * tests/server/load.test.ts (rows stored equal requests accepted, leads delivered equal rows stored). Load
 * generator, server and receiver share one Node process: the figures are a floor.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isMainThread } from 'node:worker_threads'
import autocannon from 'autocannon'
import { createApp } from '../../server/app'
import { LOCAL_KEYS } from '../../server/config'
import type { Database } from '../../server/db/database'
import { migrate } from '../../server/db/migrations'
import { openPglite } from '../../server/db/pglite'
import { openPostgres } from '../../server/db/postgres'
import { lead, uniqueEmail } from '../support/lead'
import { startThrowawayPostgres } from '../support/throwawayPostgres'
import { startReceiver } from '../support/webhookReceiver'
import { startLeadDelivery } from '../../server/delivery/worker'

/** autocannon's own summing of raw results (exported by the package, missing from its type declarations). */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult: (results: autocannon.Result[], options: autocannon.Options) => autocannon.Result
  }
).aggregateResult

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
  delivery: DeliveryFigures
}

/** The webhook deliveries of a run's leads. */
export type DeliveryFigures = {
  /** Leads the receiver answered 2xx for. */
  delivered: number
  /** 2xx answers beyond the first for one lead: repeats, each with its lead's one webhook-id. */
  duplicates: number
  /** Leads whose deliveries carried more than one webhook-id (must be 0). */
  idsChanged: number
  /** Requests the receiver failed on purpose (503). */
  failedOnPurpose: number
  /** Insert (created_at) to the receiver's 2xx answer. */
  p50Ms: number
  p99Ms: number
}

const BENCH_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const FAILURE_RATE = 0.1

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
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
  const receiver = await startReceiver(() => (Math.random() < FAILURE_RATE ? { status: 503 } : { status: 200 }))
  await migrate(db)
  const delivery = await startLeadDelivery(
    db,
    {
      targets: { webhook: { url: `${receiver.url}/hook`, secret: BENCH_SECRET } },
      sweepSeconds: 0.2,
      retryBaseSeconds: 0.2,
      leaseSeconds: 30,
    },
    () => undefined,
  )
  // Behind a trusted proxy, each request names its own client: the rate limit stays on, as in production.
  const server = createApp({ distDir: siteDir, db, trustProxy: true, onLeadStored: delivery.wake })
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('load server did not bind a TCP port')
    const run = randomUUID().slice(0, 8)
    let sent = 0
    // The rate is answers over the time from the first request sent to the last answer read. autocannon's own
    // `duration` is whole seconds, and it ends a run on its one-second tick, so its clock (and one around it) made a
    // 1,000-insert run's rate take one of four values (123, 140, 164, 198 req/s), hiding any change under their steps.
    let firstSent = 0
    let lastAnswered = 0
    const options: autocannon.Options = {
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
            if (sent === 1) firstSent = performance.now()
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
          onResponse: () => {
            lastAnswered = performance.now()
          },
        },
      ],
    }
    // autocannon sums its result up on the main thread only: on any other it takes itself for one of its own workers
    // and hands back the raw histograms, as it does inside a test runner's worker thread.
    const raw = await autocannon(options)
    const seconds = (lastAnswered - firstSent) / 1000
    const result = isMainThread ? raw : aggregateResult([raw], options)
    const [{ stored }] = await db.transaction((session) =>
      session.query<{ stored: number }>(
        `select count(*)::int as stored from public.contact_submissions where email like $1`,
        [`load-${run}-%`],
      ),
    )
    await waitForDeliveries(db, run)
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
      requestsPerSecond: Math.round(answered / seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      delivery: deliveryFigures(receiver.received, run),
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await delivery.stop()
    await receiver.close()
    await close()
    await rm(siteDir, { recursive: true, force: true })
  }
}

/** Until no lead of this run has a pending delivery (or two minutes pass: then the figures show what is missing). */
async function waitForDeliveries(db: Database, run: string): Promise<void> {
  const until = Date.now() + 120_000
  while (Date.now() < until) {
    const [{ pending }] = await db.transaction((session) =>
      session.query<{ pending: number }>(
        `select count(*)::int as pending from public.lead_notifications n join public.contact_submissions s on s.id = n.lead_id
         where n.status = 'pending' and s.email like $1`,
        [`load-${run}-%`],
      ),
    )
    if (pending === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function deliveryFigures(
  received: Awaited<ReturnType<typeof startReceiver>>['received'],
  run: string,
): DeliveryFigures {
  const ids = new Map<string, Set<string>>()
  const firstDelivered = new Map<string, number>()
  let duplicates = 0
  let failedOnPurpose = 0
  for (const request of received) {
    const { data } = JSON.parse(request.body) as { data: { id: string; email: string; created_at: string } }
    if (!data.email.startsWith(`load-${run}-`)) continue
    ids.set(data.id, (ids.get(data.id) ?? new Set()).add(String(request.headers['webhook-id'])))
    if (request.answeredAt === undefined || request.status === undefined) continue
    if (request.status >= 300) failedOnPurpose += 1
    else if (firstDelivered.has(data.id)) duplicates += 1
    else firstDelivered.set(data.id, request.answeredAt - Date.parse(data.created_at))
  }
  const latencies = [...firstDelivered.values()].sort((a, b) => a - b)
  return {
    delivered: firstDelivered.size,
    duplicates,
    idsChanged: [...ids.values()].filter((set) => set.size > 1).length,
    failedOnPurpose,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  }
}

export function formatLoadTable(runs: LoadRun[]): string {
  const lines = [
    [
      'storage'.padEnd(14),
      'requests',
      'conns',
      'accepted',
      'refused',
      'errors',
      'stored',
      '   req/s',
      ' p50 ms',
      ' p99 ms',
      'delivered',
      'repeats',
      '503s',
      'delivery p50 ms',
      'p99 ms',
    ].join(' '),
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
        String(run.delivery.delivered).padStart(9),
        String(run.delivery.duplicates).padStart(7),
        String(run.delivery.failedOnPurpose).padStart(4),
        String(run.delivery.p50Ms).padStart(15),
        String(run.delivery.p99Ms).padStart(6),
      ].join(' '),
    )
  }
  return lines.join('\n')
}
