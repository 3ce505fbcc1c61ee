import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 AA as axe checks it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

/** One readable line per violation and element, so a failure says what to fix and where. */
export async function violations(
  page: Page,
  builder: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
): Promise<string[]> {
  const results = await builder(new AxeBuilder({ page }).withTags(WCAG_TAGS)).analyze()
  return describeViolations(results.violations)
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
