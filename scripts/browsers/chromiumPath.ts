import { existsSync } from 'node:fs'

/** Debian's whole Chromium browser. */
const chromiumBrowser = '/usr/bin/chromium'

/** Debian's chromium-headless-shell: the same Blink without the browser's window, as Playwright's own headless runs use. */
export const chromiumHeadlessShell = '/usr/bin/chromium-headless-shell'

/** The Chromium `npm run screenshots` and `npm run bench` see the site in: CHROME_PATH, else the whole browser. */
export function siteChromium(): string {
  return process.env.CHROME_PATH || chromiumBrowser
}

/**
 * The Chromium the browser tests drive: CHROME_PATH, else the headless shell (the browser suite takes about 40% less
 * time in it: docs/qa.md), else the whole browser. scripts/test/ensure-chromium.sh installs them where it can.
 */
export function testChromium(): string {
  return process.env.CHROME_PATH || (existsSync(chromiumHeadlessShell) ? chromiumHeadlessShell : chromiumBrowser)
}
