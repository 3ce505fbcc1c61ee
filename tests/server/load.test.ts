// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { formatLoadTable, loadInsertEndpoint, pgliteStorage, postgresAt } from '../../scripts/bench/load'
import { noPostgres, startThrowawayPostgres, titleWithReason } from '../../scripts/support/throwawayPostgres'

/**
 * A bounded loopback load of the insert endpoint on each storage: every request is answered, every accepted lead
 * is stored, nothing else is. Figures are printed, never asserted (npm run bench prints the full-size run).
 */
const postgres = await startThrowawayPostgres()
afterAll(() => ('stop' in postgres ? postgres.stop() : undefined))

const cases = [
  { name: 'PGlite', storage: pgliteStorage, skip: undefined },
  { name: 'PostgreSQL', storage: postgresAt('url' in postgres ? postgres.url : ''), skip: noPostgres(postgres) },
]

describe.each(cases)('server/ under load on $name', ({ storage, skip }) => {
  it.skipIf(skip)(
    titleWithReason('stores exactly the leads it accepted and delivers each (400 inserts over 10 connections)', skip),
    async () => {
      const run = await loadInsertEndpoint(storage, 400, 10)
      if ('skipped' in run) throw new Error(`${run.storage} could not be opened: ${run.skipped}`)
      expect(run.errors).toBe(0)
      expect(run.accepted + run.refused).toBe(run.requests)
      expect(run.stored).toBe(run.accepted)
      // Unique clients and addresses: nothing should be refused.
      expect(run.refused).toBe(0)
      // Every stored lead delivered, through a receiver that failed 10% of requests; a repeat keeps its webhook-id.
      expect(run.delivery.delivered).toBe(run.stored)
      expect(run.delivery.idsChanged).toBe(0)
      console.log(`\n${formatLoadTable([run])}`)
    },
    120_000,
  )
})
