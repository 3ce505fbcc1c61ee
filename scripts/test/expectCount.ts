import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/**
 * A Playwright reporter that counts the `expect` calls each browser test ran on its last attempt, so a change that
 * runs a test at fewer viewports or merges two can show what it no longer checks: the counts before and after, test by
 * test. Writes EXPECT_COUNT_FILE (default .reports/expects.json): the total, the total per project, and each test's
 * count under 'project > file > title'.
 *
 *   npx playwright test --reporter=list,./scripts/test/expectCount.ts
 */
export default class ExpectCount implements Reporter {
  private readonly counts = new Map<string, number>()

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return
    const [, project, file, ...titles] = test.titlePath()
    const count = (steps: TestStep[]): number =>
      steps.reduce((sum, step) => sum + (step.category === 'expect' ? 1 : count(step.steps)), 0)
    // The last attempt replaces an earlier one: a retried test counts once.
    this.counts.set(`${project} > ${file} > ${titles.join(' > ')}`, count(result.steps))
  }

  onEnd(_result: FullResult) {
    const file = process.env.EXPECT_COUNT_FILE ?? '.reports/expects.json'
    const tests = Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b)))
    const byProject: Record<string, number> = {}
    for (const [key, count] of this.counts) {
      const project = key.split(' > ')[0] ?? ''
      byProject[project] = (byProject[project] ?? 0) + count
    }
    const total = Object.values(byProject).reduce((sum, count) => sum + count, 0)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify({ total, byProject, tests }, null, 1) + '\n')
  }

  printsToStdio() {
    return false
  }
}
