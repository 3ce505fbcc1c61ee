import { chromium, type Browser } from '@playwright/test'
import { createApp } from '../../server/app'
import { clientDir } from '../../server/distDir'
import { siteChromium } from '../browsers/chromiumPath'

/** The system Chromium (never a downloaded one) and the flags every bench run uses. */
export const chromePath = siteChromium()
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export type Site = { origin: string; distDir: string; close: () => Promise<void> }

/** The built site (DIST_DIR, default dist) served by server/ on a free loopback port, static files only. */
export async function serveBuiltSite(): Promise<Site> {
  const distDir = clientDir()
  const server = createApp({ distDir })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('bench server did not bind a TCP port')
  const close = () => new Promise<void>((done) => server.close(() => done()))
  return { origin: `http://127.0.0.1:${address.port}`, distDir, close }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: chromeFlags })
}
