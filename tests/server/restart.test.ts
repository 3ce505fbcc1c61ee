// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migratedDataDir } from '../db/support/pgliteDir'
import { noPostgres, startThrowawayPostgres, titleWithReason } from '../../scripts/support/throwawayPostgres'
import { ANON_KEY, postAsAnon, removeDir, storedIds, supabase } from './support/backend'
import { lead } from '../../scripts/support/lead'
import { startListening } from './support/serverProcess'

/**
 * server/ stopped or killed while leads arrive, then started again on the same storage: every lead it
 * answered 201 is still there. Requests cut off by the stop got an error (the visitor sees the failure toast and
 * retries with the same id); none is answered 201 and then lost.
 */
let distRoot: string
// A PostgreSQL server of this file's own; without one, the PostgreSQL half is skipped with the reason.
const postgres = await startThrowawayPostgres()

beforeAll(async () => {
  distRoot = await mkdtemp(join(tmpdir(), 'dist-'))
  await mkdir(join(distRoot, 'client'))
  await writeFile(join(distRoot, 'client', 'index.html'), '<h1>Home</h1>')
})

afterAll(async () => {
  await removeDir(distRoot)
  if ('stop' in postgres) await postgres.stop()
})

type Outcome = { id: string; status: number | 'no answer' }

/** Sends leads one after another on fresh connections until `stop` resolves, plus a few in flight when it does. */
async function sendUntilStopped(url: string, stop: () => Promise<unknown>): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let stopped = false
  const send = async () => {
    const row = lead()
    try {
      const response = await postAsAnon(url, JSON.stringify(row), { connection: 'close' })
      outcomes.push({ id: row.id, status: response.status })
    } catch {
      outcomes.push({ id: row.id, status: 'no answer' })
    }
  }
  const senders = Array.from({ length: 4 }, async () => {
    while (!stopped) await send()
  })
  // At least 600 ms of leads, and at least one answered 201 (a busy machine can be slow to answer the first).
  const since = Date.now()
  while (
    Date.now() - since < 600 ||
    (!outcomes.some((outcome) => outcome.status === 201) && Date.now() - since < 15_000)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  stopped = true
  await Promise.all(senders)
  return outcomes
}

const storages = [
  { name: 'PGlite (DATA_DIR)', skip: undefined, env: async () => ({ DATA_DIR: await migratedDataDir() }) },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    skip: noPostgres(postgres),
    env: async () => ({ DATABASE_URL: 'url' in postgres ? postgres.url : '' }),
  },
]

describe.each(storages)('server/ restarted on $name', ({ skip, env }) => {
  it.skipIf(skip).each(['SIGTERM', 'SIGKILL'] as const)(
    titleWithReason('keeps every lead it accepted before a %s', skip),
    async (signal) => {
      const storage = await env()
      const settings = { DIST_DIR: distRoot, RATE_LIMIT_MAX: '0', ...storage }
      const first = await startListening(settings)
      const outcomes = await sendUntilStopped(first.url, async () => {
        first.child.kill(signal)
        await first.exited
      })
      const accepted = outcomes.filter((outcome) => outcome.status === 201)
      expect(accepted.length).toBeGreaterThan(0)
      // Nothing between "stored" and "cut off": no 5xx for a lead while stopping.
      expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 'no answer')).toEqual([])

      const second = await startListening(settings)
      try {
        const stored = await storedIds(
          second.url,
          outcomes.map((outcome) => outcome.id),
        )
        expect(accepted.filter((outcome) => !stored.has(outcome.id))).toEqual([])
        // A visitor whose request was cut off retries with the same id: stored once, whatever happened before.
        const cutOff = outcomes.find((outcome) => outcome.status === 'no answer')
        if (cutOff) {
          const retry = await supabase(second.url, ANON_KEY)
            .from('contact_submissions')
            .insert(lead({ id: cutOff.id }))
          expect([201, 409]).toContain(retry.status)
          expect((await storedIds(second.url, [cutOff.id])).size).toBe(1)
        }
      } finally {
        second.child.kill('SIGTERM')
        await second.exited
      }
    },
    60_000,
  )
})
