import { describe, expect, it } from 'vitest'
import { playwrightTotals, summarize, vitestTotals } from '../../scripts/test/summary'

const green = { totals: { passed: 10, failed: 0, skipped: 0, skippedWhy: [] }, exitCode: 0 }

describe("npm test's closing line", () => {
  it('counts the type check: passed is one more pass', () => {
    const { lines, ok } = summarize({ typecheck: 'passed', vitest: green, playwright: green, engines: green })
    expect(lines.at(-1)).toBe('31 passed, 0 failed, 0 skipped')
    expect(ok).toBe(true)
  })

  it('counts a failed type check as a failure even when every test passed', () => {
    const { lines, ok } = summarize({ typecheck: 'failed', vitest: green, playwright: green, engines: green })
    expect(lines).toContain('type check: failed')
    expect(lines.at(-1)).toBe('30 passed, 1 failed, 0 skipped')
    expect(ok).toBe(false)
  })

  it('counts the lint step as the type check: one more pass, or one failure', () => {
    const passed = summarize({ typecheck: 'passed', lint: 'passed', vitest: green, playwright: green, engines: green })
    expect(passed.lines).toContain('lint: passed')
    expect(passed.lines.at(-1)).toBe('32 passed, 0 failed, 0 skipped')
    const failed = summarize({ typecheck: 'passed', lint: 'failed', vitest: green, playwright: green, engines: green })
    expect(failed.lines).toContain('  lint (its errors are above)')
    expect(failed.lines.at(-1)).toBe('31 passed, 1 failed, 0 skipped')
    expect(failed.ok).toBe(false)
  })

  it('counts a suite that left no report as a failure', () => {
    const { lines, ok } = summarize({ typecheck: 'passed', vitest: green, playwright: { exitCode: 1 }, engines: green })
    expect(lines).toContain('playwright: no report (the suite did not run)')
    expect(lines.at(-1)).toBe('21 passed, 1 failed, 0 skipped')
    expect(ok).toBe(false)
  })

  it('counts a suite that exited non-zero with no failed test (it could not start) as a failure', () => {
    const empty = { passed: 0, failed: 0, skipped: 0, skippedWhy: [] }
    const { lines, ok } = summarize({
      typecheck: 'passed',
      vitest: green,
      playwright: { totals: empty, exitCode: 1 },
      engines: green,
    })
    expect(lines).toContain(
      '  playwright exited with status 1 but no test failed: counted as one failure (its output above says why)',
    )
    expect(lines.at(-1)).toBe('21 passed, 1 failed, 0 skipped')
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
    expect(totals).toEqual({
      passed: 1,
      failed: 0,
      skipped: 2,
      skippedWhy: [`2 skipped in tests/db/postgres.test.ts: ${reason}`],
      failedWhy: [],
      flakyWhy: [],
    })
    const { lines } = summarize({
      typecheck: 'passed',
      vitest: { totals, exitCode: 0 },
      playwright: green,
      engines: green,
    })
    expect(lines).toContain(`  2 skipped in tests/db/postgres.test.ts: ${reason}`)
    expect(lines.at(-1)).toBe('22 passed, 0 failed, 2 skipped')
  })

  it('names each flaky and failed test with the first line of its error just above the closing line, where a log tail keeps it', () => {
    const playwright = playwrightTotals({
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 3 },
      suites: [
        {
          title: 'home.spec.ts',
          file: 'home.spec.ts',
          specs: [
            {
              title: 'walks the chat',
              tests: [
                {
                  projectName: 'phone',
                  status: 'flaky',
                  results: [{ error: { message: 'Timeout 20000ms exceeded.\nmore' } }, {}],
                },
              ],
            },
            {
              title: 'does not shift',
              tests: [
                {
                  projectName: 'phone',
                  status: 'unexpected',
                  results: [
                    { error: { message: 'first try' } },
                    {
                      error: { message: '\u001b[2mexpect(\u001b[22mshift\u001b[2m)\u001b[22m.toBe(0)\n\nExpected: 0' },
                    },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'at widths',
              specs: ['390', '768', '1280'].map((width) => ({
                title: `fits at ${width} px`,
                tests: [
                  {
                    projectName: 'desktop',
                    status: 'skipped',
                    annotations: [{ type: 'skip', description: 'widths are set per test' }],
                  },
                ],
              })),
            },
          ],
        },
      ],
    })
    expect(playwright.skippedWhy).toEqual(['3 skipped in home.spec.ts [desktop]: widths are set per test'])
    const vitest = vitestTotals(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        numPendingTests: 0,
        numTodoTests: 0,
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            assertionResults: [
              {
                ancestorTitles: ['sums'],
                title: 'adds',
                status: 'failed',
                failureMessages: ['AssertionError: expected 3 to be 4\n    at a.test.ts:3'],
              },
              { ancestorTitles: ['sums'], title: 'subtracts', status: 'passed' },
            ],
          },
          {
            name: '/repo/tests/unit/b.test.ts',
            status: 'failed',
            message: 'Failed to load url ./missing',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    )
    const { lines, ok } = summarize({
      typecheck: 'passed',
      vitest: { totals: vitest, exitCode: 1 },
      playwright: { totals: playwright, exitCode: 1 },
      engines: green,
    })
    expect(lines.slice(-9)).toEqual([
      'flaky (failed once, passed on the retry; counted as passed):',
      '  playwright: home.spec.ts > walks the chat [phone]: Timeout 20000ms exceeded.',
      '',
      'failed:',
      '  vitest: tests/unit/a.test.ts > sums > adds: AssertionError: expected 3 to be 4',
      '  vitest: tests/unit/b.test.ts: Failed to load url ./missing',
      '  playwright: home.spec.ts > does not shift [phone]: expect(shift).toBe(0)',
      '',
      '16 passed, 2 failed, 3 skipped',
    ])
    expect(ok).toBe(false)
  })

  it('reports the engine suites as the others: one that passed on its retry is flaky, a missing browser a skip with its reason', () => {
    const reason = 'WebKitGTK MiniBrowser (skipped: no Xvfb; on Debian: apt-get install xvfb)'
    const engines = vitestTotals(
      {
        numPassedTests: 2,
        numFailedTests: 0,
        numPendingTests: 1,
        numTodoTests: 0,
        testResults: [
          {
            name: '/repo/tests/engines/firefox.engine.ts',
            assertionResults: [
              {
                ancestorTitles: ['Firefox ESR'],
                title: 'the chat calls',
                status: 'passed',
                failureMessages: ['AssertionError: expected 10 to be 11\n    at smoke.ts:9'],
              },
              { ancestorTitles: ['Firefox ESR'], title: 'the menu opens', status: 'passed', failureMessages: [] },
            ],
          },
          {
            name: '/repo/tests/engines/webkit.engine.ts',
            assertionResults: [{ ancestorTitles: [reason], title: 'the menu opens', status: 'skipped' }],
          },
        ],
      },
      '/repo',
    )
    const { lines, ok } = summarize({
      typecheck: 'passed',
      vitest: green,
      playwright: green,
      engines: { totals: engines, exitCode: 0 },
    })
    expect(lines).toContain('engines: 2 passed, 0 failed, 1 skipped')
    expect(lines).toContain(`  1 skipped in tests/engines/webkit.engine.ts: ${reason}`)
    expect(lines.slice(-4)).toEqual([
      'flaky (failed once, passed on the retry; counted as passed):',
      '  engines: tests/engines/firefox.engine.ts > Firefox ESR > the chat calls: AssertionError: expected 10 to be 11',
      '',
      '23 passed, 0 failed, 1 skipped',
    ])
    expect(ok).toBe(true)
  })
})
