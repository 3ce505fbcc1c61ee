import type { Page } from '@playwright/test'
import { cspViolations, expect, openHydrated, type ConsoleEntry } from './fixtures'

/** What the console may not print while a page hydrates: a hydration mismatch, a missing chunk or a runtime error. */
export const noisy = (message: ConsoleEntry) =>
  message.type === 'error' || message.type === 'warning' || message.type === 'assert'

/** Opens a route and reports what was blocked before whether it hydrated: a blocked script stops hydration. */
export async function openUnderPolicy(page: Page, path: string) {
  const opened = await openHydrated(page, path).then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  )
  expect(await cspViolations(page)).toEqual([])
  if ('error' in opened) throw opened.error
  return opened.response
}

/** Chromium also reports blocked scripts and unknown Permissions-Policy features in the console. */
export const aboutPolicies = (messages: ConsoleEntry[]) =>
  messages
    .filter((message) => /content security policy|permissions.policy/i.test(message.text))
    .map((message) => message.text)

/** Runs in the page: whether it scrolls sideways, and every table wider than its box. */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`page is ${document.documentElement.scrollWidth} px wide`)
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement
      if (box && (table.getBoundingClientRect().width > box.clientWidth + 0.5 || box.scrollWidth > box.clientWidth))
        found.push(
          `table '${table.caption?.textContent}' is ${Math.round(table.getBoundingClientRect().width)} px in ${box.clientWidth} px`,
        )
    }
    return found
  })
}

/** The widths a visitor's phone, tablet and laptop give the page. */
export const layoutWidths = [390, 768, 1280] as const

export type Layout = {
  /** Grids with an empty cell at the end of a row, or one item alone on a row while other rows hold more. */
  gridProblems: string[]
  /** Every left edge at which something in a content frame starts, with what starts there. */
  leftEdges: Record<number, string[]>
}

/** Runs in the page: reads where the grids' items and the content frames' blocks sit on screen. */
export function measureLayout(): Layout {
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
  const laidOut = (element: Element) => {
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return style.display !== 'none' && style.position !== 'absolute' && style.position !== 'fixed' && box.width > 0
  }

  const gridProblems: string[] = []
  for (const grid of document.querySelectorAll('main *')) {
    if (getComputedStyle(grid).display !== 'grid') continue
    // A grid laid out by named areas (the home hero: its start column spans two rows on the right) is a drawn
    // layout, not a flow of cards: its rows are meant to differ.
    if (getComputedStyle(grid).gridTemplateAreas !== 'none') continue
    const items = [...grid.children].filter(laidOut)
    if (items.length < 2) continue
    const style = getComputedStyle(grid)
    const box = grid.getBoundingClientRect()
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
    const rows = new Map<number, DOMRect[]>()
    for (const item of items) {
      const itemBox = item.getBoundingClientRect()
      const top = Math.round(itemBox.top)
      rows.set(top, [...(rows.get(top) ?? []), itemBox])
    }
    const counts = [...rows.values()].map((row) => row.length)
    const unfilled = [...rows.values()].some(
      (row) =>
        Math.min(...row.map((item) => item.left)) > left + 2 || Math.max(...row.map((item) => item.right)) < right - 2,
    )
    const lone = counts.includes(1) && counts.some((count) => count > 1)
    if (unfilled || lone) {
      gridProblems.push(
        `${name(grid)} with ${items.length} items in rows of ${counts.join(', ')}${unfilled ? ' leaves a cell empty' : ''}${lone ? ' leaves one item alone' : ''}`,
      )
    }
  }

  const leftEdges: Record<number, string[]> = {}
  for (const frame of document.querySelectorAll('main .container')) {
    let blocks = [...frame.children].filter(laidOut)
    // In a layout drawn by named areas, the first column starts at the edge; the others are columns by design.
    if (getComputedStyle(frame).gridTemplateAreas !== 'none') {
      const first = Math.min(...blocks.map((block) => Math.round(block.getBoundingClientRect().left)))
      blocks = blocks.filter((block) => Math.round(block.getBoundingClientRect().left) === first)
    }
    for (const block of blocks) {
      const edge = Math.round(block.getBoundingClientRect().left)
      leftEdges[edge] = [...(leftEdges[edge] ?? []), name(block)]
    }
  }
  return { gridProblems, leftEdges }
}
