// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatLoadTable, loadInsertEndpoint, storages } from '../../scripts/bench/load'

/**
 * A bounded loopback load of the insert endpoint on each storage: every request is answered, every accepted lead
 * is stored, nothing else is. Figures are printed, never asserted (npm run bench prints the full-size run).
 */
describe.each(storages)('server/ under load on $name', (storage) => {
  it('stores exactly the leads it accepted (400 inserts over 10 connections)', async () => {
    const run = await loadInsertEndpoint(storage, 400, 10)
    if ('skipped' in run) {
      console.warn(`Skipping the load test on ${run.storage}: ${run.skipped}`)
      return
    }
    expect(run.errors).toBe(0)
    expect(run.accepted + run.refused).toBe(run.requests)
    expect(run.stored).toBe(run.accepted)
    // Unique clients and addresses: nothing should be refused.
    expect(run.refused).toBe(0)
    console.log(`\n${formatLoadTable([run])}`)
  }, 120_000)
})
