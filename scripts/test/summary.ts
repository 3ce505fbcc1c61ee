/**
 * The closing lines of `npm test`: the type check, the lint step, the JSON reports of Vitest, Playwright (Chromium) and the engine
 * suites (Vitest driving Firefox and WebKit), and one line adding them up, 'N passed, N failed, N skipped', which CI reads. A failed type check or lint step counts as a failure; so does a suite
 * that left no report (it did not run) or that exited non-zero with no failed test in its report (it could not
 * start, say). Skipped tests are counted by file and reason; flaky tests (the browser suites retry a failed test once) and
 * failed tests are named last, with the first line of their error, just above the closing line, so a log's tail
 * (all CI keeps) says what failed.
 *
 *   node --import tsx scripts/test/summary.ts --typecheck passed|failed --lint passed|failed --vitest FILE --vitest-exit N
 *     --playwright FILE --playwright-exit N --engines FILE --engines-exit N
 */
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export type Totals = {
  passed: number
  failed: number
  skipped: number
  skippedWhy: string[]
  /** Failed tests, each with the first line of its error. */
  failedWhy?: string[]
  /** Tests that failed first and passed on their retry (counted as passed), each with the first failure's error. */
  flakyWhy?: string[]
}

/** `count` times each distinct line, in first-seen order: '3 skipped in file: reason'. */
function countLines(lines: string[], verb: string): string[] {
  const counts = new Map<string, number>()
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1)
  return [...counts].map(([line, count]) => `${count} ${verb} in ${line}`)
}

/** The first non-empty line of an error message, without terminal colours, at most 300 characters. */
export function firstLine(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes this removes
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  const line =
    plain
      .split('\n')
      .map((text) => text.trim())
      .find(Boolean) ?? 'no error message'
  return line.length > 300 ? `${line.slice(0, 297)}...` : line
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: Array<{
    name: string
    message?: string
    status?: string
    assertionResults: Array<{ ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }>
  }>
}

/**
 * Vitest's JSON report. Skipped tests are counted by file and by the title that gives the reason (a suite or test
 * named with titleWithReason(), scripts/support/throwawayPostgres.ts), else by their outermost suite. A test that
 * passed with an error on record failed once and passed on its retry (the engine suites retry once): flaky.
 */
export function vitestTotals(report: VitestReport, root = process.cwd()): Totals {
  const skipped: string[] = []
  const failedWhy: string[] = []
  const flakyWhy: string[] = []
  for (const file of report.testResults) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name
    // A file that failed to load has no test results, only its own message.
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failedWhy.push(`${name}: ${firstLine(file.message)}`)
    for (const test of file.assertionResults) {
      const titles = [...test.ancestorTitles, test.title]
      const named = `${name} > ${titles.join(' > ')}: ${firstLine(test.failureMessages?.[0])}`
      if (test.status === 'failed') failedWhy.push(named)
      if (test.status === 'passed' && test.failureMessages?.length) flakyWhy.push(named)
      if (test.status !== 'skipped' && test.status !== 'pending' && test.status !== 'todo') continue
      skipped.push(`${name}: ${titles.find((title) => title.includes('(skipped: ')) ?? titles[0]}`)
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    skippedWhy: countLines(skipped, 'skipped'),
    failedWhy,
    flakyWhy,
  }
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: Array<{
    title: string
    tests: Array<{
      projectName: string
      status: string
      annotations?: Array<{ type: string; description?: string }>
      results?: Array<{ error?: { message?: string } }>
    }>
  }>
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

/**
 * Playwright's JSON report. Skipped tests are counted by file, project and the reason given to test.skip() (by
 * title when none is given); failed tests (unexpected, after their retries) are named with their last error.
 */
export function playwrightTotals(report: PlaywrightReport): Totals {
  const skipped: string[] = []
  const failedWhy: string[] = []
  const flakyWhy: string[] = []
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const named = (error: string | undefined) =>
          `${file} > ${spec.title} [${test.projectName}]: ${firstLine(error)}`
        // A failed test by its last try's error, a flaky one by the error of the try that failed.
        if (test.status === 'unexpected')
          failedWhy.push(named(test.results?.findLast((result) => result.error)?.error?.message))
        if (test.status === 'flaky') flakyWhy.push(named(test.results?.find((result) => result.error)?.error?.message))
        if (test.status !== 'skipped') continue
        const reason = test.annotations?.find((annotation) => annotation.type === 'skip')?.description
        skipped.push(`${file} [${test.projectName}]: ${reason ?? spec.title}`)
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, file)
  }
  for (const suite of report.suites) walk(suite, suite.file ?? suite.title)
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    skippedWhy: countLines(skipped, 'skipped'),
    failedWhy,
    flakyWhy,
  }
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

/** A suite's report (if it wrote one) and the exit status of its command. */
export type SuiteRun = { totals?: Totals; exitCode: number }

type Check = 'passed' | 'failed'

/** Each check and suite of the run; `lint` is counted as the type check is, when the caller ran it. */
export type SummaryInput = { typecheck: Check; lint?: Check; vitest: SuiteRun; playwright: SuiteRun; engines: SuiteRun }

/** The lines to print and whether the run passed. */
export function summarize({ typecheck, lint, vitest, playwright, engines }: SummaryInput): {
  lines: string[]
  ok: boolean
} {
  const lines: string[] = []
  const total = { passed: 0, failed: 0, skipped: 0 }
  const failures: string[] = []
  for (const [name, result] of [
    ['type check', typecheck],
    ['lint', lint],
  ] as const) {
    if (result === undefined) continue
    lines.push(`${name}: ${result}`)
    total[result] += 1
    if (result === 'failed') failures.push(`${name} (its errors are above)`)
  }
  const flaky: string[] = []
  for (const [name, { totals, exitCode }] of [
    ['vitest', vitest],
    ['playwright', playwright],
    ['engines', engines],
  ] as const) {
    if (!totals) {
      lines.push(`${name}: no report (the suite did not run)`)
      total.failed += 1
      continue
    }
    lines.push(`${name}: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
    lines.push(...totals.skippedWhy.map((line) => `  ${line}`))
    total.passed += totals.passed
    total.failed += totals.failed
    total.skipped += totals.skipped
    failures.push(...(totals.failedWhy ?? []).map((line) => `${name}: ${line}`))
    flaky.push(...(totals.flakyWhy ?? []).map((line) => `${name}: ${line}`))
    if (exitCode !== 0 && totals.failed === 0) {
      lines.push(
        `  ${name} exited with status ${exitCode} but no test failed: counted as one failure (its output above says why)`,
      )
      total.failed += 1
    }
  }
  if (flaky.length > 0)
    lines.push('', 'flaky (failed once, passed on the retry; counted as passed):', ...flaky.map((line) => `  ${line}`))
  if (failures.length > 0) lines.push('', 'failed:', ...failures.map((line) => `  ${line}`))
  lines.push('', `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
  return { lines, ok: total.failed === 0 }
}

function option(argv: string[], name: string): string {
  const at = argv.indexOf(`--${name}`)
  const value = at === -1 ? undefined : argv[at + 1]
  if (value === undefined) {
    throw new Error(
      `usage: summary.ts --typecheck passed|failed --lint passed|failed --vitest FILE --vitest-exit N --playwright FILE --playwright-exit N --engines FILE --engines-exit N (missing --${name})`,
    )
  }
  return value
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2)
  const check = (name: string): Check => {
    const value = option(argv, name)
    if (value !== 'passed' && value !== 'failed') throw new Error(`--${name} must be passed or failed, got ${value}`)
    return value
  }
  const vitest = readJson<VitestReport>(option(argv, 'vitest'))
  const playwright = readJson<PlaywrightReport>(option(argv, 'playwright'))
  const engines = readJson<VitestReport>(option(argv, 'engines'))
  const { lines, ok } = summarize({
    typecheck: check('typecheck'),
    lint: check('lint'),
    vitest: { totals: vitest && vitestTotals(vitest), exitCode: Number(option(argv, 'vitest-exit')) },
    playwright: {
      totals: playwright && playwrightTotals(playwright),
      exitCode: Number(option(argv, 'playwright-exit')),
    },
    engines: { totals: engines && vitestTotals(engines), exitCode: Number(option(argv, 'engines-exit')) },
  })
  console.log(lines.join('\n'))
  process.exitCode = ok ? 0 : 1
}
