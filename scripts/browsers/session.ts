/**
 * One browser window driven by the engine smoke suites and `npm run screenshots -- --engine`: the few things they
 * do, the same way in Firefox (puppeteer-core over WebDriver BiDi) and WebKit (webdriverio over classic WebDriver).
 */
export type EngineName = 'firefox' | 'webkit'

/** How a browser starts: `reducedMotion` has it prefer reduced motion (screenshots: no entrance caught halfway). */
export type LaunchOptions = { reducedMotion?: boolean }

export interface BrowserSession {
  readonly engine: EngineName
  /** Sizes the page's viewport (CSS pixels) to exactly width x height. */
  setViewport(width: number, height: number): Promise<void>
  /** Navigates and returns once the document has loaded (readyState 'complete'). */
  open(url: string): Promise<void>
  /** Runs `fn` in the page with JSON arguments and returns its (awaited) JSON result. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>
  /**
   * Polls `check` in the page every 50 ms, in one round trip, until it returns true (then true) or `timeoutMs` have
   * passed (then false).
   */
  waitFor(check: () => boolean, timeoutMs: number): Promise<boolean>
  /** A real click (the driver's pointer input) at the centre of the first element `selector` matches. */
  click(selector: string): Promise<void>
  /** Types `text` key by key into the first element `selector` matches. */
  type(selector: string, text: string): Promise<void>
  /** Chooses the option whose value is `value` in a select element. */
  select(selector: string, value: string): Promise<void>
  /** Presses a key ('Enter', 'Escape') in whatever has focus. */
  press(key: 'Enter' | 'Escape'): Promise<void>
  /** A PNG of the viewport, or of the whole page. */
  screenshot(file: string, options?: { fullPage?: boolean }): Promise<void>
  close(): Promise<void>
}

/**
 * `fn` called with `args`, as one JavaScript expression. A no-op `__name` is in scope because tsx (which runs
 * scripts/screenshots.ts) wraps named inner functions in `__name(...)`, a helper that exists in Node, not in the page.
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((f) => f)`
}

/** An expression that polls `check` in the page (pageExpression's way) and resolves to whether it came true in time. */
export function waitingExpression(check: () => boolean, timeoutMs: number): string {
  const poll = (test: () => boolean, timeout: number) =>
    new Promise<boolean>((resolve) => {
      const deadline = Date.now() + timeout
      const next = () => (test() ? resolve(true) : Date.now() > deadline ? resolve(false) : setTimeout(next, 50))
      next()
    })
  return `((__name) => (${poll.toString()})(${check.toString()}, ${JSON.stringify(timeoutMs)}))((f) => f)`
}

/**
 * The page's answer to a pageExpression: the JSON of `fn`'s result. The one place its type is taken on trust, as
 * every driver's typed evaluate does after the same round trip.
 */
export function answer<Result>(sent: Promise<unknown>): Promise<Awaited<Result>> {
  return sent as Promise<Awaited<Result>>
}
