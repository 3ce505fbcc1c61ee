import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { cannotCallPaths, endingPaths, endsInCall, isTimer, type ChatPath } from '../../../scripts/machines/chat.paths'
import { optionText } from '../../../content/en/browser/chat'
import { chatFacts } from '../../../content/copyReaders/chatFacts'
import { isOpen } from '../../../machines/agentHours'
import { readAgentHours } from '../../../src/lib/readConfig'
import { leadsWhere } from '../../e2e/support/leads'
import { describeEvent } from '../../../scripts/machines/chat.print'
import { agency } from '../../../content/en/agency'
import { consent } from '../../../content/en/browser/forms'
import { firstLine } from '../../../scripts/test/summary'
import { brandsInView, callButtonsInView, isHydrated } from '../../../scripts/browsers/inPage'
import { uniqueEmail, uniquePhone } from '../../../scripts/support/lead'
import { engines, missingFor } from '../../../scripts/browsers/engines'
import type { BrowserSession, EngineName } from '../../../scripts/browsers/session'
import { oneOfEachTemplate } from '../../support/pageTemplates'

const origin = inject('origin')
/**
 * Every route of every language, less the pages that show another's template with other data (the state pages after
 * the first, a page's second address: tests/support/pageTemplates.ts): whether an engine runs a page depends on its
 * code, which they share; their data is Chromium's to check, page by page (tests/e2e/pages.spec.ts).
 */
const routes = oneOfEachTemplate(inject('routes'))
const NOT_FOUND = '/this-page-does-not-exist'
const viewport = (width: number) => ({ width, height: width < 768 ? 844 : 800 })

/** The page watch (page-watch.js) as the page holds it. */
type Watch = { errors: string[]; followed: string[] }

/** Returns once one frame and one task have passed in the page: what a resize or a render changed has run. */
function afterAFrame(session: BrowserSession) {
  return session.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}

/** Opens a path of the test server and waits until React has hydrated it and one frame and task have passed. */
async function openPage(session: BrowserSession, path: string) {
  await session.open(origin + path)
  if (!(await session.waitFor(isHydrated, 15_000))) throw new Error(`${path} did not hydrate within 15 s`)
  await afterAFrame(session)
}

/**
 * What went wrong in the page since it loaded (or since the last call), as the page watch recorded it. The watch
 * lives in the document, so what it records belongs to this page. (Firefox's console over BiDi also reports the page
 * being left, a lazy chunk whose download the navigation cut off, and cannot say which page an error came from.)
 */
async function takeErrors(session: BrowserSession): Promise<string[]> {
  return session.evaluate(() => {
    const watch: Watch | undefined = Reflect.get(window, '__engineWatch')
    return watch
      ? watch.errors.splice(0)
      : ['the page watch did not run: is the page served by the engine test server?']
  })
}

/** Fails with the page's errors in the message's first line, which npm test's summary shows. */
async function expectNoErrors(session: BrowserSession) {
  const errors = await takeErrors(session)
  if (errors.length > 0) throw new Error(`errors in the page: ${errors.join(' | ')}`)
}

/** What the checks of one engine share: its one browser window (once launched) and a way to size it. */
type EngineRun = { engine: EngineName; current: () => BrowserSession; at: (width: number) => Promise<void> }

/**
 * The smoke suite of one engine: every route of its own template at phone and desktop width without errors, the header, the mobile
 * menu, the phone action bar (pageChecks), a stored lead, the chat's call and an estimate (conversionChecks). Each
 * check once, in one browser session. Where the machine lacks the browser, its tests are reported as skipped with the
 * reason.
 */
export function engineSmokeSuite(engine: EngineName) {
  const { label, launch } = engines[engine]
  const missing = missingFor(engine)
  const suite = missing ? describe.skip : describe
  suite(missing ? `${label} (skipped: ${missing})` : label, () => {
    let session: BrowserSession
    beforeAll(async () => {
      session = await launch()
    })
    afterAll(async () => {
      await session?.close()
    })
    const run: EngineRun = {
      engine,
      current: () => session,
      at: (width) => session.setViewport(viewport(width).width, viewport(width).height),
    }
    pageChecks(run)
    conversionChecks(run)
  })
}

/** Every route loads cleanly; the frame (brand, call button, mobile menu, action bar) behaves at each width. */
function pageChecks({ current, at }: EngineRun) {
  // Each route is opened once and seen at both widths: opened at one, then the window is resized to the other, so the
  // layout of the other width is laid out, and whatever it loads is loaded, in the same document. The width a route
  // opens at alternates, so half the routes open at each and the window is resized once per route.
  test(`every route of its own template (${routes.length}) and the 404 page load at 390 or 1280 px and show the other width with no console error or CSP violation`, async ({
    signal,
  }) => {
    const session = current()
    const problems: string[] = []
    let width = 390
    await at(width)
    for (const path of [...routes, NOT_FOUND]) {
      // A run that timed out stops here, so its retry has the browser to itself.
      signal.throwIfAborted()
      try {
        await openPage(session, path)
      } catch (error) {
        problems.push(`${path}: ${firstLine(error instanceof Error ? error.message : String(error))}`)
        continue
      }
      const heading = await session.evaluate(() => document.querySelector('h1')?.textContent ?? '')
      if (path === NOT_FOUND ? heading !== '404' : heading === '')
        problems.push(`${path}: the page's h1 reads '${heading}'`)
      problems.push(...(await takeErrors(session)).map((error) => `${path} at ${width} px: ${error}`))
      width = width === 390 ? 1280 : 390
      await at(width)
      await afterAFrame(session)
      problems.push(...(await takeErrors(session)).map((error) => `${path} at ${width} px: ${error}`))
    }
    if (problems.length > 0) throw new Error(`${problems.length} problems: ${problems.join(' | ')}`)
  }, 480_000)

  test('one brand and at most one call button in view at 390, 768 and 1280 px, at the top and scrolled', async () => {
    const session = current()
    for (const width of [390, 768, 1280]) {
      await at(width)
      await openPage(session, '/aca-for-families')
      for (const y of [0, 30, 1200]) {
        await session.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        const where = `at ${width} px scrolled to ${y}`
        await expect.poll(() => session.evaluate(brandsInView), { message: `brands ${where}` }).toEqual([agency.name])
        await expect
          .poll(() => session.evaluate(callButtonsInView), { message: `Call Now buttons ${where}` })
          .toBe(width < 768 ? 0 : 1)
      }
    }
    await expectNoErrors(session)
  })

  test('at 390 px the mobile menu opens over the page and closes, by its button and by Escape', async () => {
    const session = current()
    await at(390)
    await openPage(session, '/aca-for-families')
    const toggle = 'nav[aria-label="Main"] button[aria-controls="mobile-menu"]'
    const expanded = () =>
      session.evaluate((selector) => document.querySelector(selector)?.getAttribute('aria-expanded'), toggle)
    await session.click(toggle)
    await expect.poll(expanded).toBe('true')
    const menuShown = () =>
      session.evaluate(() => {
        const menu = document.querySelector('#mobile-menu')
        return menu instanceof HTMLElement && !menu.hidden && menu.getBoundingClientRect().height > 0
      })
    await expect.poll(menuShown).toBe(true)
    // Over the page: what is at the menu's middle is the menu.
    const onTop = () =>
      session.evaluate(() => {
        const box = document.querySelector('#mobile-menu')?.getBoundingClientRect()
        return Boolean(box && document.elementFromPoint(20, box.top + box.height / 2)?.closest('#mobile-menu'))
      })
    expect(await onTop()).toBe(true)
    await session.click(toggle)
    await expect.poll(expanded).toBe('false')
    expect(await menuShown()).toBe(false)

    await session.click(toggle)
    await expect.poll(expanded).toBe('true')
    await session.press('Escape')
    await expect.poll(expanded).toBe('false')
    expect(
      await session.evaluate((selector) => document.activeElement === document.querySelector(selector), toggle),
    ).toBe(true)
    await expectNoErrors(session)
  })

  test('at 390 px the phone action bar stays fixed at the bottom and steps aside while a form field has focus', async () => {
    const session = current()
    await at(390)
    await openPage(session, '/aca-for-families')
    const bar = () =>
      session.evaluate(() => {
        const element = document.querySelector('aside.action-bar')
        if (!element) return 'missing'
        const style = getComputedStyle(element)
        return style.display === 'none'
          ? 'hidden'
          : `${style.position}, bottom at ${Math.round(element.getBoundingClientRect().bottom)} of ${window.innerHeight}`
      })
    const fixed = `fixed, bottom at ${viewport(390).height} of ${viewport(390).height}`
    for (const y of [0, 2000, 100_000]) {
      await session.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      await expect.poll(bar, { message: `scrolled to ${y}` }).toBe(fixed)
    }
    await session.click('form.contact-form input[name="firstName"]')
    await expect.poll(() => session.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName')
    await expect.poll(bar, { message: 'with the first name field focused' }).toBe('hidden')
    await session.evaluate(() =>
      document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined,
    )
    await expect.poll(bar, { message: 'after leaving the form' }).toBe(fixed)
    await expectNoErrors(session)
  })
}

/** What turns a visit into a lead: the callback form, the chat's call or callback, the estimator's result. */
function conversionChecks({ engine, current, at }: EngineRun) {
  test("the home page's callback form stores the lead, read back from the database", async () => {
    const session = current()
    await at(390)
    await openPage(session, '/')
    const email = uniqueEmail(`engine-${engine}`)
    const values = { firstName: 'Maria', lastName: "O'Neil", email, phone: uniquePhone(), state: 'Ohio' }
    for (const [name, value] of Object.entries(values))
      await session.type(`form.contact-form input[name="${name}"]`, value)
    await session.click('form.contact-form input[name="agreedToContact"]')
    await session.click('form.contact-form button[type="submit"]')
    await expect
      .poll(() => session.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? ''), {
        timeout: 20_000,
      })
      .toContain('Information submitted successfully!')
    const rows = await leadsWhere(origin, 'email', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      first_name: 'Maria',
      last_name: "O'Neil",
      phone: values.phone,
      state: 'Ohio',
      agreed_to_contact: true,
      page: '/',
      consent_version: consent.version,
    })
    expect(rows[0].user_agent).toContain(engine === 'firefox' ? 'Firefox/' : 'AppleWebKit/')
    await expectNoErrors(session)
  })

  // Where the engine's device can call and agents answer now (the build's default hours), the shortest
  // call path dials; elsewhere (a desktop engine, or outside the hours) the same call answer becomes a callback
  // request, stored and read back. The test asks the page and the schedule which, as the chat does.
  test('the chat walks its shortest call path in real time: a tel: link where it can call, else a stored callback request', async () => {
    const session = current()
    await at(390)
    await openPage(session, '/')
    const tel = await session.evaluate(() => document.querySelector('a[href^="tel:"]')?.getAttribute('href'))
    const noDialer = await session.evaluate(
      () => matchMedia('(pointer: fine)').matches && navigator.maxTouchPoints === 0,
    )
    const lineOpen = isOpen(readAgentHours({}), new Date())
    await session.click('button.chat-launcher')
    if (lineOpen && !noDialer) {
      await walk(session, shortestCallPath())
      await expect
        .poll(
          () => session.evaluate(() => (Reflect.get(window, '__engineWatch') as Watch | undefined)?.followed ?? []),
          { timeout: 5_000 },
        )
        .toEqual([tel])
    } else {
      const phone = uniquePhone()
      await walk(session, shortestCallbackPath(lineOpen ? 'noDialer' : 'lineClosed'), phone)
      await expect.poll(async () => (await leadsWhere(origin, 'phone', phone)).length, { timeout: 10_000 }).toBe(1)
      const [row] = await leadsWhere(origin, 'phone', phone)
      expect(row).toMatchObject({
        source: 'chat',
        first_name: 'Maria',
        zip_code: '33101',
        state: 'Florida',
        age_range: 'age36to45',
        agreed_to_contact: true,
      })
    }
    await expectNoErrors(session)
  })

  test('the savings estimator gives a result with its call and text actions', async () => {
    const session = current()
    await at(1280)
    await openPage(session, '/savings-calculator')
    await session.select('select[name="state"]', 'FL')
    await session.type('input[name="householdSize"]', '1')
    await session.type('input[name="yearlyIncome"]', '30000')
    await session.click('form.estimator__form button[type="submit"]')
    await expect
      .poll(() => session.evaluate(() => document.querySelector('.estimator__headline')?.textContent ?? ''), {
        timeout: 15_000,
      })
      .toMatch(/your household would pay at most \$\d+ a month for the benchmark Silver plan/)
    // The result's details follow the headline (their markup may still be arriving as it is announced).
    await expect
      .poll(
        () =>
          session.evaluate(() =>
            [...document.querySelectorAll('.estimator__result a')].map(
              (link) => link.getAttribute('href')?.split(':')[0],
            ),
          ),
        {
          timeout: 10_000,
        },
      )
      .toEqual(expect.arrayContaining(['tel', 'sms']))
    await expectNoErrors(session)
  })
}

/**
 * The chat's shortest path that ends in a call, from the machine's graph (as the Chromium chat test walks it): one of
 * the ending paths, where every path that calls ends.
 */
function shortestCallPath(): ChatPath {
  const calls = endingPaths().filter(endsInCall)
  return calls.sort((a, b) => a.steps.length - b.steps.length)[0]
}

/** The shortest callback request a call answer becomes where no call can happen, for that reason. */
function shortestCallbackPath(reason: 'noDialer' | 'lineClosed'): ChatPath {
  const requests = cannotCallPaths().filter((path) => path.name.startsWith(`${reason}: `))
  return requests.sort((a, b) => a.steps.length - b.steps.length)[0]
}

/**
 * Plays a chat path in real time: after each step the log shows as many messages as the machine holds. `phone`
 * replaces the path's callback number (the repeat guard allows a number 3 leads an hour).
 */
async function walk(session: BrowserSession, path: ChatPath, phone?: string) {
  const dialog = '[role="dialog"]'
  let previous = path.steps[0].state
  for (const { event, state } of path.steps) {
    if (event.type === 'option.selected') {
      await clickByText(
        session,
        `${dialog} [role="group"] button`,
        optionText(event.option, chatFacts(previous.context)),
      )
    } else if (event.type === 'connect.requested') {
      await clickByText(session, `${dialog} button`, 'Connect Me to Licensed Agent')
    } else if (event.type === 'text.submitted') {
      const callbackNumber = phone !== undefined && previous.matches({ conversation: { callback: 'phone' } })
      await session.type(`${dialog} .chat-input__field`, callbackNumber ? phone : event.text)
      await session.press('Enter')
    } else if (event.type === 'consent.submitted') {
      if (event.agreed) await session.click(`${dialog} .chat-consent input[type="checkbox"]`)
      await session.click(`${dialog} .chat-consent button[type="submit"]`)
    }
    previous = state
    // At least: in real time the next reply may already be out by the time the driver looks.
    const expected = state.context.messages.length
    const timeout = isTimer(event) ? 10_000 : 5_000
    await expect
      .poll(() => session.evaluate((selector) => document.querySelectorAll(selector).length, `${dialog} .chat-msg`), {
        timeout,
        message: describeEvent(event),
      })
      .toBeGreaterThanOrEqual(expected)
  }
  const messages = path.steps.at(-1)?.state.context.messages ?? []
  expect(
    await session.evaluate(
      (selector) => [...document.querySelectorAll(selector)].map((message) => message.textContent),
      `${dialog} .chat-msg`,
    ),
  ).toHaveLength(messages.length)
}

/** Clicks the element among `selector`'s matches whose text is `text`, through the driver (a real click). */
async function clickByText(session: BrowserSession, selector: string, text: string) {
  const marked = await session.evaluate(
    (selector, text) => {
      document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target')
      const target = [...document.querySelectorAll(selector)].find((element) => element.textContent?.trim() === text)
      target?.setAttribute('data-engine-target', '')
      return Boolean(target)
    },
    selector,
    text,
  )
  if (!marked) throw new Error(`no '${text}' among ${selector}`)
  await session.click('[data-engine-target]')
}
