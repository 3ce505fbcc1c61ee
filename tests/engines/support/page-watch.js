/*
 * The engine suites' page watch, served only by their test server (tests/engines/support/testServer.ts), which puts
 * it first in every page's <head> as a same-origin file, so the page's own CSP (script-src 'self') lets it run before
 * anything else. Classic WebDriver (WebKit) has no console API: this records what a console would show as an
 * error, uncaught errors and rejections, CSP violations and resources that failed to load. And, like the Chromium
 * chat test, it records every tel:/sms: link the page follows instead of handing it to a dialer the browser lacks.
 */
;(() => {
  const watch = { errors: [], followed: [] }
  Object.defineProperty(window, '__engineWatch', { value: watch })
  const text = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))

  const consoleError = console.error
  console.error = (...args) => {
    watch.errors.push(`console.error: ${args.map(text).join(' ')}`)
    consoleError.apply(console, args)
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof Element)
        watch.errors.push(
          `failed to load <${target.localName}> ${target.getAttribute('src') ?? target.getAttribute('href') ?? ''}`,
        )
      else watch.errors.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`)
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) =>
    watch.errors.push(`unhandled rejection: ${text(event.reason)}`),
  )
  document.addEventListener('securitypolicyviolation', (event) =>
    watch.errors.push(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  )

  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="sms:"]') : null
    if (!link || event.defaultPrevented) return
    watch.followed.push(link.getAttribute('href'))
    event.preventDefault()
  })
})()
