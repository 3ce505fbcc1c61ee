/**
 * `npm run bench`: speed figures of the built site (DIST_DIR, default dist) served by server/ on a free port,
 * measured in the system Chromium (CHROME_PATH, default /usr/bin/chromium). Printed and written to
 * bench-results/bench.json, never asserted: speed is not a timed test, and the bench exits 0 when a target is missed.
 *
 *   downloads   first-visit gzip JavaScript and CSS per route, against the budgets of DESIGN.md
 *   chat        ms from clicking 'Check If You Qualify' to the first bot message (phone, throttled phone, desktop)
 *   lighthouse  Lighthouse 12 mobile scores, LCP, TBT and CLS per route against the site's targets (docs/speed.md), with the
 *               failing audits of every miss (10-15 s a route)
 *   load        the lead insert endpoint under a fixed loopback load (autocannon, 10 connections), each lead delivered
 *               meanwhile to a loopback webhook that fails 10% of requests (insert-to-delivery p50 and p99), on PGlite and
 *               on a throwaway PostgreSQL server: requests per second, p50/p99 latency, rows stored vs accepted
 *
 * Settings: BENCH_ROUTES=/,/sep limits downloads and Lighthouse to those routes; BENCH_SKIP_LIGHTHOUSE=1 skips
 * Lighthouse; BENCH_CHAT_RUNS=N sets the chat's fresh visits per profile (default 5, 0 skips the chat);
 * BENCH_LOAD_REQUESTS=N sets the inserts per storage of the load test (default 2000, 0 skips it).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { measureChat, type ChatFigures } from './bench/chat'
import { downloadBudgets, measureDownloads, type RouteDownloads } from './bench/downloads'
import { lighthouseTargets, measureLighthouse, type RouteLighthouse } from './bench/lighthouse'
import { formatLoadTable, loadInsertEndpoint, type LoadRun, storages } from './bench/load'
import { benchOptions } from './bench/options'
import { printChat, printDownloads, printLighthouse, summary } from './bench/print'
import { launchChromium, serveBuiltSite, type Site } from './bench/site'
import { builtRoutes } from './bench/builtRoutes'

type Skipped = { skipped: string }

/** bench-results/bench.json: one section per measurement. */
type BenchReport = {
  measuredAt: string
  machine: { node: string; cpus: number; cpuModel?: string; loadAverageAtStart: number[]; chromium: string }
  routes: string[] | 'all built routes'
  downloads: { budgets: typeof downloadBudgets; routes: RouteDownloads[] }
  chat: ChatFigures | Skipped
  lighthouse: { targets: typeof lighthouseTargets; summary: string; routes: RouteLighthouse[] } | Skipped
  load: { connections: number; runs: LoadRun[] } | Skipped
}

const LOAD_CONNECTIONS = 10

async function main() {
  const loadAverageAtStart = loadavg().map((load) => Math.round(load * 10) / 10)
  console.log(
    `${cpus().length} CPUs, load average ${loadAverageAtStart.join(' ')}: CPU-bound figures (TBT, chat loading) suffer under load.`,
  )
  const site = await serveBuiltSite()
  try {
    const options = benchOptions(await builtRoutes(site.distDir))
    const inBrowser = await browserSections(site, options.routes, options.chatRuns)
    const report: BenchReport = {
      measuredAt: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        loadAverageAtStart,
        chromium: inBrowser.chromium,
      },
      routes: options.routesLimited ? options.routes : 'all built routes',
      downloads: inBrowser.downloads,
      chat: inBrowser.chat,
      lighthouse: options.lighthouse
        ? await lighthouseSection(site, options.routes)
        : { skipped: 'BENCH_SKIP_LIGHTHOUSE=1' },
      load: options.loadRequests > 0 ? await loadSection(options.loadRequests) : { skipped: 'BENCH_LOAD_REQUESTS=0' },
    }
    await mkdir('bench-results', { recursive: true })
    await writeFile(join('bench-results', 'bench.json'), JSON.stringify(report, null, 2))
    console.log('\nwritten: bench-results/bench.json')
  } finally {
    await site.close()
  }
}

/** The sections measured with Playwright, in one browser closed before Lighthouse starts its own. */
async function browserSections(site: Site, routes: string[], chatRuns: number) {
  const browser = await launchChromium()
  try {
    const downloads = await measureDownloads(browser, site, routes)
    printDownloads(downloads)
    let chat: ChatFigures | Skipped = { skipped: 'BENCH_CHAT_RUNS=0' }
    if (chatRuns > 0) {
      chat = await measureChat(browser, site, chatRuns)
      printChat(chat)
    }
    return { chromium: browser.version(), downloads: { budgets: downloadBudgets, routes: downloads }, chat }
  } finally {
    await browser.close()
  }
}

async function lighthouseSection(site: Site, routes: string[]) {
  console.log(`\nLighthouse on ${routes.length} routes...`)
  const results = await measureLighthouse(site, routes, (r) =>
    console.log(
      `  ${r.route}: ${r.meetsTargets ? 'meets the targets' : `MISSES (${r.misses.map((miss) => miss.category).join(', ')})`}`,
    ),
  )
  printLighthouse(results)
  return { targets: lighthouseTargets, summary: summary(results), routes: results }
}

async function loadSection(requests: number) {
  console.log(
    `\nLead inserts under load: ${requests} per storage over ${LOAD_CONNECTIONS} connections, loopback, one process\n`,
  )
  const runs: LoadRun[] = []
  for (const storage of storages) runs.push(await loadInsertEndpoint(storage, requests, LOAD_CONNECTIONS))
  console.log(formatLoadTable(runs))
  const lost = runs.filter((run) => !('skipped' in run) && run.stored !== run.accepted)
  console.log(
    lost.length
      ? `\nSTORED != ACCEPTED on ${lost.map((run) => run.storage).join(', ')}`
      : '\nEvery accepted lead was stored, and nothing else.',
  )
  const undelivered = runs.filter(
    (run) => !('skipped' in run) && (run.delivery.delivered !== run.stored || run.delivery.idsChanged > 0),
  )
  console.log(
    undelivered.length
      ? `DELIVERED != STORED (or a repeat with a new webhook-id) on ${undelivered.map((run) => run.storage).join(', ')}`
      : 'Every stored lead was delivered to the webhook (which failed 10% of requests); repeats kept their webhook-id. Delivery latency: insert to the 2xx answer.',
  )
  return { connections: LOAD_CONNECTIONS, runs }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
