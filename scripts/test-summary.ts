/** Adds up the Vitest and Playwright JSON reports into the single closing line CI reads: 'N passed, N failed'. */
import { existsSync, readFileSync } from 'node:fs'

type Totals = { passed: number; failed: number; skipped: number }

function vitest(file: string): Totals | undefined {
  if (!existsSync(file)) return undefined
  const report: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } = JSON.parse(
    readFileSync(file, 'utf8'),
  )
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

function playwright(file: string): Totals | undefined {
  if (!existsSync(file)) return undefined
  const report: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
}

const parts = [
  ['vitest', vitest('.reports/vitest.json')],
  ['playwright', playwright('.reports/e2e.json')],
] as const
let missing = 0
const total: Totals = { passed: 0, failed: 0, skipped: 0 }
for (const [name, totals] of parts) {
  if (!totals) {
    console.log(`${name}: no report (the suite did not run)`)
    missing += 1
    continue
  }
  console.log(`${name}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  total.passed += totals.passed
  total.failed += totals.failed
  total.skipped += totals.skipped
}
console.log(`\n${total.passed} passed, ${total.failed + missing} failed, ${total.skipped} skipped`)
process.exit(total.failed + missing > 0 ? 1 : 0)
