import { describe, expect, it } from 'vitest'
import { summarize, vitestTotals } from '../../scripts/test/summary'

const green = { totals: { passed: 10, failed: 0, skipped: 0, skippedWhy: [] }, exitCode: 0 }

describe("npm test's closing line", () => {
  it('counts the type check: passed is one more pass', () => {
    const { lines, ok } = summarize({ typecheck: 'passed', vitest: green, playwright: green })
    expect(lines.at(-1)).toBe('21 passed, 0 failed, 0 skipped')
    expect(ok).toBe(true)
  })

  it('counts a failed type check as a failure even when every test passed', () => {
    const { lines, ok } = summarize({ typecheck: 'failed', vitest: green, playwright: green })
    expect(lines).toContain('type check: failed')
    expect(lines.at(-1)).toBe('20 passed, 1 failed, 0 skipped')
    expect(ok).toBe(false)
  })

  it('counts a suite that left no report as a failure', () => {
    const { lines, ok } = summarize({ typecheck: 'passed', vitest: green, playwright: { exitCode: 1 } })
    expect(lines).toContain('playwright: no report (the suite did not run)')
    expect(lines.at(-1)).toBe('11 passed, 1 failed, 0 skipped')
    expect(ok).toBe(false)
  })

  it('counts a suite that exited non-zero with no failed test (it could not start) as a failure', () => {
    const empty = { passed: 0, failed: 0, skipped: 0, skippedWhy: [] }
    const { lines, ok } = summarize({ typecheck: 'passed', vitest: green, playwright: { totals: empty, exitCode: 1 } })
    expect(lines).toContain('  playwright exited with status 1 but no test failed: counted as one failure (its output above says why)')
    expect(lines.at(-1)).toBe('11 passed, 1 failed, 0 skipped')
    expect(ok).toBe(false)
  })

  it('names skipped tests with the reason their suite gives', () => {
    const reason = 'on a PostgreSQL server (skipped: no PostgreSQL server binaries)'
    const totals = vitestTotals(
      {
        numPassedTests: 1,
        numFailedTests: 0,
        numPendingTests: 2,
        numTodoTests: 0,
        testResults: [
          {
            name: '/repo/tests/db/postgres.test.ts',
            assertionResults: [
              { ancestorTitles: [reason, 'a PostgreSQL server'], title: 'anon can insert', status: 'skipped' },
              { ancestorTitles: [reason, 'a PostgreSQL server'], title: 'anon cannot read', status: 'skipped' },
              { ancestorTitles: ['on PGlite'], title: 'anon can insert', status: 'passed' },
            ],
          },
        ],
      },
      '/repo',
    )
    expect(totals).toEqual({ passed: 1, failed: 0, skipped: 2, skippedWhy: [`2 skipped in tests/db/postgres.test.ts: ${reason}`] })
    const { lines } = summarize({ typecheck: 'passed', vitest: { totals, exitCode: 0 }, playwright: green })
    expect(lines).toContain(`  2 skipped in tests/db/postgres.test.ts: ${reason}`)
    expect(lines.at(-1)).toBe('12 passed, 0 failed, 2 skipped')
  })
})
