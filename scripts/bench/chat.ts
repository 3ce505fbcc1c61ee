import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { chatScript } from '../../machines/chatScript'
import { chatProbe, type ChatMarks } from './chatProbe'
import type { Site } from './site'

/** Lighthouse's mobile throttling (slow 4G, 4x slower CPU), applied for real through the DevTools protocol. */
const slow4g = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 }

type Profile = { name: string; context: BrowserContextOptions; throttle?: typeof slow4g }

const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}

export const chatProfiles: Profile[] = [
  { name: 'phone', context: phone },
  { name: 'phone, slow 4G + 4x CPU', context: phone, throttle: slow4g },
  { name: 'desktop', context: { viewport: { width: 1350, height: 940 } } },
]

/** The bot's typing pause before its first message (machines/chatScript.ts): time the chat waits on purpose. */
export const firstMessagePauseMs = chatScript.greeting[0].pauseMs

export type ChatRun = { visibleMs: number; insertedMs: number; opaqueMs: number }
export type ChatProfileFigures = {
  profile: string
  runs: ChatRun[]
  /** Medians over the runs, ms after the click. */
  visibleMs: number
  /** visibleMs minus the intentional pause: loading the chat code, rendering, timers. */
  loadingMs: number
  /** When the message's fade-in (an intentional animation) has ended. */
  opaqueMs: number
}

export type ChatFigures = { firstMessagePauseMs: number; profiles: ChatProfileFigures[] }

/**
 * From clicking 'Check If You Qualify' on a fresh first visit of '/' to the first bot message on screen, measured
 * in the page, `runs` fresh browser contexts per profile. The click comes once the page has loaded and gone quiet
 * (hydrated), with no hover beforehand: the chat code starts loading at the tap or click itself.
 */
export async function measureChat(browser: Browser, site: Site, runs: number): Promise<ChatFigures> {
  const profiles: ChatProfileFigures[] = []
  for (const profile of chatProfiles) {
    const samples: ChatRun[] = []
    for (let run = 0; run < runs; run += 1) samples.push(await measureRun(browser, site, profile))
    const visibleMs = median(samples.map((sample) => sample.visibleMs))
    profiles.push({
      profile: profile.name,
      runs: samples,
      visibleMs,
      loadingMs: visibleMs - firstMessagePauseMs,
      opaqueMs: median(samples.map((sample) => sample.opaqueMs)),
    })
  }
  return { firstMessagePauseMs, profiles }
}

async function measureRun(browser: Browser, site: Site, profile: Profile): Promise<ChatRun> {
  const context = await browser.newContext(profile.context)
  try {
    const page = await context.newPage()
    await page.addInitScript(chatProbe)
    if (profile.throttle) await throttle(page, profile.throttle)
    await page.goto(site.origin + '/', { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Check If You Qualify' })
    if (profile.context.hasTouch) await button.tap()
    else await button.click()
    await page.waitForFunction(() => Boolean(Reflect.get(window, '__chatBench')?.opaqueAt), undefined, {
      timeout: 30_000,
    })
    const marks: ChatMarks | undefined = await page.evaluate(() => Reflect.get(window, '__chatBench'))
    const { clickAt, insertedAt, visibleAt, opaqueAt } = marks ?? {}
    if (clickAt == null || insertedAt == null || visibleAt == null || opaqueAt == null)
      throw new Error('chat probe missed a mark')
    return {
      visibleMs: Math.round(visibleAt - clickAt),
      insertedMs: Math.round(insertedAt - clickAt),
      opaqueMs: Math.round(opaqueAt - clickAt),
    }
  } finally {
    await context.close()
  }
}

async function throttle(page: Page, { latencyMs, downloadKbps, uploadKbps, cpuSlowdown }: typeof slow4g) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond(downloadKbps),
    uploadThroughput: bytesPerSecond(uploadKbps),
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2)
}
