// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyWebhook } from '../../supabase/functions/_shared/leadDelivery/signature'
import { migratedDataDir } from '../db/support/pgliteDir'
import { lead, optOut } from '../../scripts/support/lead'
import { noPostgres, startThrowawayPostgres, titleWithReason } from '../../scripts/support/throwawayPostgres'
import { eventually, startReceiver } from '../../scripts/support/webhookReceiver'
import { postAsAnon, removeDir } from './support/backend'
import { SECRET, signatureOf } from './support/deliverySuite'
import { startListening, waitFor } from './support/serverProcess'

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

const storages = [
  { name: 'PGlite (DATA_DIR)', skip: undefined, env: async () => ({ DATA_DIR: await migratedDataDir() }) },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    skip: noPostgres(postgres),
    env: async () => ({ DATABASE_URL: 'url' in postgres ? postgres.url : '' }),
  },
]

// A lead and a request to stop calls and texts travel through the same outbox, and neither may be lost.
const carried = [
  { what: 'lead', table: 'contact_submissions', row: () => lead() },
  { what: 'opt-out', table: 'contact_opt_outs', row: () => optOut() },
]

// Each storage's server in turn waits out a lease of 16 s twice: the two storages wait together (a folder and a
// database of their own each), while the lead and the opt-out on one database stay one after the other, so that
// neither server delivers the other's row.
describe.each(carried)('server/ killed in the middle of delivering the $what', ({ table, row: make }) => {
  for (const { name, skip, env } of storages)
    it.skipIf(skip).concurrent(
      titleWithReason(`on ${name}: delivers it after a restart, with the same webhook-id, and loses nothing`, skip),
      async () => {
        // The receiver holds the first delivery without answering: server/ is killed while it waits.
        const receiver = await startReceiver((_request, index) =>
          index === 0 ? { status: 200, delayMs: 60_000 } : { status: 200 },
        )
        const settings = {
          DIST_DIR: distRoot,
          ...(await env()),
          RATE_LIMIT_MAX: '0',
          LEAD_WEBHOOK_URL: `${receiver.url}/hook`,
          LEAD_WEBHOOK_SECRET: SECRET,
          // The shortest lease allowed: longer than one attempt (10 s) and the claim around it.
          LEAD_DELIVERY_LEASE_SECONDS: '16',
          LEAD_DELIVERY_SWEEP_SECONDS: '0.2',
          LEAD_RETRY_BASE_SECONDS: '0.2',
        }
        try {
          const first = await startListening(settings)
          // The server prints its lines at once, but the pipe may hand them over in separate chunks.
          await waitFor(
            first.output,
            new RegExp(`Leads delivered to webhook to ${new URL(receiver.url).host.replaceAll('.', '\\.')}`),
          )
          const row = make()
          expect((await postAsAnon(first.url, JSON.stringify(row), {}, `/rest/v1/${table}`)).status).toBe(201)
          await eventually(() => receiver.received.length === 1)
          first.child.kill('SIGKILL')
          await first.exited

          const second = await startListening(settings)
          try {
            // The lease of the killed server runs out, and the new one sends the same delivery again.
            await eventually(
              () => receiver.received.some((request) => request.answeredAt !== undefined),
              30_000,
              () => second.output(),
            )
            const [held, repeat] = receiver.received
            expect(repeat.headers['webhook-id']).toBe(held.headers['webhook-id'])
            expect(JSON.parse(repeat.body).data.id).toBe(row.id)
            expect(await verifyWebhook(SECRET, signatureOf(repeat), repeat.body)).toBe(true)
          } finally {
            second.child.kill('SIGTERM')
            await second.exited
          }
        } finally {
          await receiver.close()
        }
      },
      60_000,
    )
})
