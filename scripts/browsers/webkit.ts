import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { remote } from 'webdriverio'
import { freePort } from './freePort'
import { answer, pageExpression, waitingExpression, type BrowserSession, type LaunchOptions } from './session'

/** WebKitGTK's MiniBrowser (apt-get install libwebkit2gtk-4.1-0), or WEBKIT_MINIBROWSER. */
export function miniBrowserPath(): string {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER
  let multiarch = `${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`
  try {
    multiarch = execFileSync('dpkg-architecture', ['-qDEB_HOST_MULTIARCH'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    // not Debian: the guess above
  }
  return `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`
}

/** The virtual screen: larger than the widest window (1280 px and its height), so every window fits on it. */
const SCREEN = { width: 1600, height: 1200 }

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide. This GTK user stylesheet (read through
 * XDG_CONFIG_HOME) shrinks the toolbar's parts to nothing, so a 390 px viewport fits.
 */
const GTK_CSS =
  'toolbar, toolbar *, headerbar, headerbar *, entry, button { min-width:0; min-height:0; padding:0; margin:0; font-size:1px; border-width:0; }\n'

const KEYS = { Enter: '\uE007', Escape: '\uE00C' } as const

/**
 * WebKitGTK's MiniBrowser under Xvfb (it has no headless mode), driven by webdriverio over classic WebDriver through
 * WebKitWebDriver (which refuses BiDi sessions). One session at a time. Without a window manager the keyboard focus
 * follows the pointer, which Xvfb leaves at the screen's centre: every window is centred on the screen, or focus
 * would never reach the page and `:focus-within` would never match.
 */
export async function launchWebKit({ reducedMotion = false }: LaunchOptions = {}): Promise<BrowserSession> {
  const children: ChildProcess[] = []
  const config = await mkdtemp(join(tmpdir(), 'webkit-engine-'))
  const stop = async () => {
    for (const child of children.reverse()) child.kill()
    await rm(config, { recursive: true, force: true })
  }
  try {
    await mkdir(join(config, 'gtk-3.0'))
    await writeFile(join(config, 'gtk-3.0', 'gtk.css'), GTK_CSS)
    // WebKitGTK's prefers-reduced-motion follows GTK's animation setting.
    if (reducedMotion) await writeFile(join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n')
    const display = await startXvfb(children)
    const port = await freePort()
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      // No GPU under Xvfb: accelerated compositing would paint every layer through software OpenGL, about twice the
      // CPU of WebKit's plain painting on two shared cores. Layout, styles and scripts are the same either way.
      env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    children.push(driver)
    await driverListening(port, driver)
    // WebKitGTK's own capability is not in webdriverio's types: passed as a variable, not checked as a literal.
    const capabilities = {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      'wdio:enforceWebDriverClassic': true,
    }
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities,
    })
    const element = (selector: string) => browser.$(selector).getElement()
    const centred = async (selector: string) => {
      const target = await element(selector)
      await browser.execute((node) => {
        // A control in the sticky bar or a fixed panel is always in view: scrolling the page only moves things under it.
        for (let at: Element | null = node; at; at = at.parentElement)
          if (/^(fixed|sticky)$/.test(getComputedStyle(at).position)) return
        node.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
      }, target)
      return target
    }

    return {
      engine: 'webkit',
      async setViewport(width, height) {
        // The window's size includes MiniBrowser's (shrunk) toolbar: measure it and size the window once more.
        let outer = { width, height }
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const x = Math.round((SCREEN.width - outer.width) / 2)
          const y = Math.round((SCREEN.height - outer.height) / 2)
          const inner = await resizeWindow(browser, { x, y, ...outer })
          if (inner.width === width && inner.height === height) return
          outer = { width: outer.width + width - inner.width, height: outer.height + height - inner.height }
        }
        throw new Error(`WebKit: could not size the viewport to ${width} x ${height}`)
      },
      async open(url) {
        await browser.url(url)
        // url() can return before the load event, even before the new document replaced the old one.
        await browser.waitUntil(
          () =>
            browser.execute((href) => location.href === href && document.readyState === 'complete', new URL(url).href),
          { timeout: 30_000, interval: 50, timeoutMsg: `WebKit: ${url} did not load within 30 s` },
        )
      },
      evaluate: (fn, ...args) => answer(browser.execute(`return ${pageExpression(fn, args)}`)),
      waitFor: (check, timeoutMs) => answer(browser.execute(`return ${waitingExpression(check, timeoutMs)}`)),
      // Classic WebDriver scrolls a target only until it is in view, which at 390 px can leave it under the fixed
      // phone action bar or the sticky header, where the click lands on them instead (a flake on a loaded machine);
      // Playwright and a visitor's own scrolling bring it clear first, so the driver centres it (a control that is
      // itself in a sticky or fixed bar stays where it is).
      async click(selector) {
        await (await centred(selector)).click()
      },
      async type(selector, text) {
        await (await centred(selector)).addValue(text)
      },
      async select(selector, value) {
        await (await element(selector)).selectByAttribute('value', value)
      },
      async press(key) {
        await browser.keys(KEYS[key])
      },
      async screenshot(path, { fullPage = false } = {}) {
        if (!fullPage) {
          await browser.saveScreenshot(path)
          return
        }
        await fullPageScreenshot(browser, path)
      },
      async close() {
        await browser.deleteSession().catch(() => undefined)
        await stop()
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Starts Xvfb on a display number it picks itself (-displayfd), and returns ':N'. */
function startXvfb(children: ChildProcess[]): Promise<string> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  )
  children.push(xvfb)
  return new Promise((resolve, reject) => {
    let said = ''
    let told = ''
    xvfb.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      told += chunk.toString()
      if (told.includes('\n')) resolve(`:${told.trim()}`)
    })
    xvfb.on('error', reject)
    xvfb.on('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before it started: ${said.trim().split('\n').at(-1) ?? ''}`)),
    )
  })
}

/** Waits until WebKitWebDriver answers its status endpoint, or says why it stopped. */
async function driverListening(port: number, driver: ChildProcess): Promise<void> {
  let said = ''
  driver.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${said.trim()}`)
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s: ${said.trim()}`)
}

type Browser = Awaited<ReturnType<typeof remote>>
type Rect = { x: number; y: number; width: number; height: number }

/** Sets the window's rectangle and returns the viewport once the page has taken the new size (it follows a moment later). */
async function resizeWindow(browser: Browser, rect: Rect): Promise<{ width: number; height: number }> {
  await browser.setWindowRect(rect.x, rect.y, rect.width, rect.height)
  const viewport = () => browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }))
  let last = await viewport()
  for (let look = 0; look < 40; look += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const now = await viewport()
    if (now.width === last.width && now.height === last.height) return now
    last = now
  }
  return last
}

/** Classic WebDriver captures the viewport only: the window is made as tall as the page for one capture, then restored. */
async function fullPageScreenshot(browser: Browser, path: string) {
  const before = await browser.getWindowRect()
  const chrome = before.height - (await browser.execute(() => window.innerHeight))
  let height = 0
  // A taller viewport can change the page's height (vh units): until it stops changing.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const page = await browser.execute(() => document.documentElement.scrollHeight)
    if (page === height) break
    height = page
    await resizeWindow(browser, { x: before.x, y: 0, width: before.width, height: height + chrome })
  }
  await browser.saveScreenshot(path)
  await resizeWindow(browser, before)
}
