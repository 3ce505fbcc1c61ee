import type { Locator, Page } from '@playwright/test'
import { chatLauncherCopy } from '../../content/en/chatLauncher'
import { chatPanelCopy, messageText, optionText } from '../../content/en/browser/chat'
import { chatFacts } from '../../content/copyReaders/chatFacts'
import { chatTimings } from '../../machines/chatScript'
import { endingPaths, endsInCall, isTimer, type ChatPath, type ChatSnapshot } from '../../scripts/machines/chat.paths'
import { describeEvent } from '../../scripts/machines/chat.print'
import { axeScan, describeViolations } from './support/axe'
import { expect, openHydrated, test, watchConsole } from './support/fixtures'

/**
 * The qualification chat in Chromium, on the built home page: loaded on demand, opened as a dialog, walked with a
 * controlled clock along paths generated from the machine's graph, ending in a tel: navigation to the agency
 * number. axe checks the open chat at each kind of step.
 */

const chatChunk = /\/assets\/(liveChat|motionFeatures)-[\w-]+\.js$/

// Every path of the graph that ends in a call is an ending path (the walks to each outcome and of each question asked
// again stop at the offer): 10 paths in 0.5 s, where all 92 take 2.3 s in every worker that loads this file.
const paths = endingPaths()
const byLength = (a: ChatPath, b: ChatPath) => a.steps.length - b.steps.length
const shortestCall = paths.filter(endsInCall).sort(byLength)[0]
const longestThinkCall = paths
  .filter((path) => endsInCall(path) && path.steps.some((step) => step.state.matches({ conversation: 'thinking' })))
  .sort(byLength)
  .at(-1)

/** Records every tel:/sms: link the page follows, and keeps the browser from handing it to a dialer it lacks. */
async function interceptDialing(page: Page) {
  await page.addInitScript(() => {
    const followed: string[] = []
    Object.assign(window, { followedLinks: followed })
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="sms:"]') : null
      if (!link || event.defaultPrevented) return
      followed.push(link.getAttribute('href') ?? '')
      event.preventDefault()
    })
  })
}

const followedLinks = (page: Page) => page.evaluate((): unknown => Reflect.get(window, 'followedLinks'))

/** The agency number as the page's own call buttons dial it (set by the build's configuration). */
const agencyTel = (page: Page) => page.locator('a[href^="tel:"]').first().getAttribute('href')

/**
 * axe's scan waits on zero-delay timers, which a paused clock never fires: the clock is moved on a millisecond
 * at a time until the scan is done. Returns the violations and the milliseconds the clock moved. The scan runs
 * inside the page (support/axe.ts), never in a helper page the context-wide clock would also drive.
 */
async function violations(page: Page): Promise<{ found: string[]; clockMs: number }> {
  let done = false
  const scan = axeScan(page)
    .then(
      (results) => ({ results, error: null }),
      (error: unknown) => ({ results: null, error }),
    )
    .finally(() => {
      done = true
    })
  let clockMs = 0
  while (!done) {
    await page.clock.runFor(1)
    clockMs += 1
  }
  const { results, error } = await scan
  if (!results) throw error
  return { found: describeViolations(results.violations), clockMs }
}

/** Waits until finite animations (the panel's and the messages' entrances) have finished, in real time. */
async function animationsDone(page: Page) {
  // Scroll-driven animations (the sticky bar's brand and call) follow scrolling, not time: not waited for.
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity &&
            animation.playState === 'running',
        )
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          return `${animation.constructor.name} on ${target?.tagName.toLowerCase() ?? '?'}.${String(target?.className ?? '')} at ${Math.round(Number(animation.currentTime))} ms`
        }),
    )
  // Entrances last under a second. This wait once ran out (10 s) on a loaded machine without saying on what: now it
  // allows 20 s and names the animations still running.
  await expect.poll(running, { timeout: 20_000, intervals: [50] }).toEqual([])
}

const launcher = (page: Page) => page.getByRole('button', { name: chatLauncherCopy.button })
const dialog = (page: Page) => page.getByRole('dialog', { name: chatLauncherCopy.title })

/**
 * A Wednesday, 10 AM Eastern: agents answer the phone (VITE_AGENT_HOURS' default), so on a phone the chat's call
 * answers dial (where the line is closed, or on a desktop, they become a callback request instead).
 */
const OPEN_HOURS = Date.parse('2026-11-25T15:00:00Z')

/** Opens the chat with the clock under the test's control, and waits for the conversation to start. */
async function openChat(page: Page, now = OPEN_HOURS): Promise<Locator> {
  // Installed after hydration; paused, time moves only when the walk runs it forward.
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1000)
  await launcher(page).click()
  const chat = dialog(page)
  await expect(chat.getByRole('log', { name: chatPanelCopy.logLabel })).toBeVisible()
  return chat
}

/** A name for the kind of step a state is, for the accessibility checks: one scan per kind. */
function stepKind(state: ChatSnapshot): string | null {
  if (state.hasTag('typing')) return 'bot typing'
  if (state.hasTag('ended')) return 'ended'
  if (state.hasTag('textInput')) return 'text field'
  if (state.matches({ conversation: 'callOrLearnMore' })) return 'buttons and Connect'
  const last = state.context.messages.at(-1)
  if (last?.isBot && last.options) return 'buttons'
  return null
}

/**
 * Plays a path in the browser: taps, typing and waits exactly as the graph lists them, the clock run forward by
 * each reply's pause. After every step the log shows the machine state's messages and no more.
 */
async function walk(page: Page, chat: Locator, path: ChatPath, checkEachKind: boolean) {
  const log = chat.getByRole('log')
  const scanned = new Set<string>()
  let previous: ChatSnapshot | undefined
  // Milliseconds an axe scan moved the clock while a reply was due: the next wait is that much shorter.
  let ahead = 0
  for (const { event, state } of path.steps) {
    const what = describeEvent(event)
    if (isTimer(event)) {
      const transfer = event.type.includes('callTransfer')
      const pause = transfer ? chatTimings.callTransferMs : previous?.context.pending[0]?.pauseMs
      if (pause === undefined) throw new Error(`${what}: no reply due`)
      await page.clock.runFor(pause - ahead)
      ahead = 0
    } else if (event.type === 'option.selected') {
      const words = previous ? optionText(event.option, chatFacts(previous.context)) : event.option
      await chat.getByRole('group').getByRole('button', { name: words, exact: true }).click()
    } else if (event.type === 'text.submitted') {
      const field = chat.getByRole('textbox')
      if (previous?.matches({ conversation: 'zipCode' })) {
        // The ZIP code field brings up the numeric keypad and hints five digits; the bot answers anything else.
        await expect(field).toHaveAttribute('inputmode', 'numeric')
        await expect(field).toHaveAttribute('autocomplete', 'postal-code')
        await expect(field).toHaveAttribute('pattern', chatPanelCopy.zipCodeField.pattern ?? '')
      }
      await field.fill(event.text)
      await field.press('Enter')
    } else if (event.type === 'connect.requested') {
      await chat.getByRole('button', { name: chatPanelCopy.connect }).click()
    }
    const messages = state.context.messages
    await expect(log.locator('.chat-msg'), what).toHaveCount(messages.length)
    const last = messages.at(-1)
    if (last)
      await expect(log.locator('.chat-msg').last(), what).toContainText(messageText(last, chatFacts(state.context)))
    const kind = stepKind(state)
    if (checkEachKind && kind && !scanned.has(kind)) {
      scanned.add(kind)
      await animationsDone(page)
      const { found, clockMs } = await violations(page)
      expect(found, `axe with the chat open: ${kind}`).toEqual([])
      if (state.hasTag('typing')) {
        const due = state.context.pending[0]?.pauseMs ?? 0
        expect(clockMs, 'the scan ended before the next reply was due').toBeLessThan(due)
        ahead = clockMs
      }
    }
    previous = state
  }
  return scanned
}

test.describe('the qualification chat', () => {
  test('ships none of its code with the home page: it loads when the visitor reaches for the button', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same scripts load at every width: the desktop project runs it')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await openHydrated(page, '/')
    await expect(launcher(page)).toBeVisible()
    expect(scripts.filter((script) => chatChunk.test(script))).toEqual([])
    await launcher(page).hover()
    await expect.poll(() => scripts.some((script) => /\/liveChat-/.test(script))).toBe(true)
  })

  test('opens instantly as a dialog of the right size, with focus inside; Escape closes it and focus returns', async ({
    page,
    isMobile,
  }) => {
    const { pageErrors } = watchConsole(page)
    await openHydrated(page, '/')
    await launcher(page).focus()
    await page.keyboard.press('Enter')
    const chat = dialog(page)
    await expect(chat).toBeVisible()
    await expect.poll(() => chat.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    // Once its entrance has played: the whole screen on a phone, about 384 x 500 on a desktop.
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    const size = async () => {
      const box = await chat.boundingBox()
      return (
        box && {
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
        }
      )
    }
    if (isMobile) {
      await expect.poll(size).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
    } else {
      await expect.poll(async () => (await size())?.width).toBe(384)
      await expect.poll(async () => (await size())?.height).toBe(500)
    }
    // Tab stays in the dialog, once the chat's code has replaced the instant shell (the swap moves focus into
    // the new panel, and a Tab pressed during it would be measured while focus is on its way).
    await expect(chat.getByRole('log')).toBeVisible()
    await expect.poll(() => chat.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab')
      expect(await chat.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(chat).toBeHidden()
    await expect(launcher(page)).toBeFocused()
    expect(pageErrors).toEqual([])
  })

  test(`shortest call path (${shortestCall.name}) ends in a tel: link to the agency number`, async ({
    page,
    isMobile,
  }) => {
    test.skip(
      !isMobile,
      'a desktop has no dialer: the chat offers a callback there instead (tests/e2e/chat-callback.spec.ts)',
    )
    const { pageErrors } = watchConsole(page)
    await interceptDialing(page)
    await openHydrated(page, '/')
    const tel = await agencyTel(page)
    const chat = await openChat(page)
    await walk(page, chat, shortestCall, false)
    await expect.poll(() => followedLinks(page)).toEqual([tel])
    await expect(
      chat.getByRole('link', { name: `Call ${shortestCall.steps[0].state.context.phone.display}` }),
    ).toHaveAttribute('href', tel ?? '')
    expect(pageErrors).toEqual([])
  })

  test("longest 'think about it' path ends in a tel: link to the agency number; axe passes at each kind of step", async ({
    page,
    isMobile,
  }) => {
    test.skip(
      !isMobile,
      'a desktop has no dialer: the chat offers a callback there instead (tests/e2e/chat-callback.spec.ts)',
    )
    if (!longestThinkCall) throw new Error("the graph has no 'think about it' path that calls")
    test.setTimeout(90_000)
    test.info().annotations.push({ type: 'path', description: longestThinkCall.name })
    const { pageErrors } = watchConsole(page)
    await interceptDialing(page)
    await openHydrated(page, '/')
    const tel = await agencyTel(page)
    const chat = await openChat(page)
    const scanned = await walk(page, chat, longestThinkCall, true)
    expect([...scanned].sort()).toEqual(['bot typing', 'buttons', 'buttons and Connect', 'ended', 'text field'])
    await expect.poll(() => followedLinks(page)).toEqual([tel])
    expect(pageErrors).toEqual([])
  })

  /** Tabs forward through the page and checks, at each stop, that the floating button does not cover the focus. */
  async function tabAround(page: Page): Promise<number> {
    const seen = new Set<string>()
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement
        const button = document.querySelector('.chat-launcher')
        if (!element || element === document.body || !(button instanceof HTMLElement)) return null
        const a = element.getBoundingClientRect()
        const b = button.getBoundingClientRect()
        const shown = !button.hasAttribute('data-tucked') && b.width > 0
        const covered =
          shown && element !== button && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top
        return {
          id: `${element.tagName} '${element.textContent?.trim().slice(0, 40)}' at x=${Math.round(a.left)}, y=${Math.round(a.top + window.scrollY)}`,
          covered,
        }
      })
    for (let press = 0; press < 200; press += 1) {
      await page.keyboard.press('Tab')
      const focus = await focused()
      if (!focus || seen.has(focus.id)) break
      seen.add(focus.id)
      await expect.poll(async () => (await focused())?.covered, `${focus.id} is under the floating button`).toBe(false)
    }
    return seen.size
  }

  test('the floating button never covers the element a keyboard user is on', async ({ page }) => {
    await openHydrated(page, '/')
    expect(await tabAround(page)).toBeGreaterThan(20)
  })

  test('nor in the phone menu on a short screen, where the page cannot scroll the menu clear of it', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button shows at phone width only')
    await page.setViewportSize({ width: 360, height: 560 })
    await openHydrated(page, '/')
    const menu = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await menu.focus()
    expect(await tabAround(page)).toBeGreaterThan(5)
  })
})

test('each bot message fades in, also when the chat opened before its code arrived', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the messages animate the same at every width: the desktop project runs it')
  // The chat's code is slow to arrive, so the instant shell is on screen first (every first visit's case).
  await page.route(chatChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await openHydrated(page, '/')
  await page.evaluate(() => {
    const seen: number[] = []
    Reflect.set(window, 'messageAnimations', seen)
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.classList.contains('chat-msg')) {
            // The animation starts within a frame or two of the insertion (framer-motion's own frame loop): the
            // most seen over the next five frames.
            let most = 0
            const sample = (framesLeft: number) =>
              requestAnimationFrame(() => {
                most = Math.max(most, node.getAnimations().length)
                if (framesLeft > 0) sample(framesLeft - 1)
                else seen.push(most)
              })
            sample(5)
          }
        }
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole('button', { name: chatLauncherCopy.button }).click()
  await expect(page.getByRole('log').locator('.chat-msg')).toHaveCount(2, { timeout: 5_000 })
  const animations = await page.evaluate((): unknown => Reflect.get(window, 'messageAnimations'))
  expect(animations).toEqual([expect.any(Number), expect.any(Number)])
  expect((animations as number[]).every((count) => count > 0)).toBe(true)
})
