import type { Page } from '@playwright/test'
import type axe from 'axe-core'
import type { AxeResults } from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** WCAG 2.2 AA as axe checks it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's minified build, the same version as `axe.source` (its unminified build, 1.5 MB): a new document parses
 * it in 190 ms against 255 (pages.spec.ts injects it once per page).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's scan of the page as it stands, or of the parts `include` selects: `axe.run` inside the page, with axe
 * injected once per document. @axe-core/playwright's default runs `axe.runPartial` in every frame and then
 * `axe.finishRun` in a blank page it opens for each scan and injects axe into a second time, for the frames' results
 * to meet; its legacy mode (`axe.run` in the page) still injects axe twice. The site has no frames, so the scan's
 * results are the same (compared rule by rule, node by node, on six pages at both widths), in a quarter of the time: most of a
 * page's visit in pages.spec.ts was that overhead. A page never defines `axe` of its own.
 *
 * `resultTypes: ['violations']` keeps every node of every violation (all a scan is asked for) and one node of each
 * passed or inapplicable rule, whose selectors axe would otherwise build for every element it checked: a quarter less
 * time per scan (pages.spec.ts, 24 pages at both widths: 17.0 s of scans, then 12.9 s).
 */
export async function axeScan(page: Page, include?: string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ? { include, exclude: [] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { include, tags: WCAG_TAGS },
  )
}

/** One readable line per violation and element, so a failure says what to fix and where. */
export async function violations(page: Page, include?: string[]): Promise<string[]> {
  return describeViolations((await axeScan(page, include)).violations)
}

type Violation = {
  id: string
  impact?: string | null
  help: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

export function describeViolations(found: Violation[]): string[] {
  return found.flatMap((violation) =>
    violation.nodes.map((node) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(
        /\s+/g,
        ' ',
      ),
    ),
  )
}
