import type { Page } from '@playwright/test'

/** Records every layout shift from the first paint, with what moved. */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node }[] }
        const moved = (shift.sources ?? []).map(
          ({ node }) => `${node?.nodeName ?? '?'}.${node instanceof Element ? node.className : ''}`,
        )
        shifts.push(`${shift.value.toFixed(4)} at ${innerWidth} px: ${moved.join('; ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far, two frames after the last change, so any shift it caused has been reported. */
export async function shiftsSoFar(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)
}
