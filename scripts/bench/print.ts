import type { ChatFigures } from './chat'
import { downloadBudgets, type RouteDownloads } from './downloads'
import {
  categoryIds,
  lighthouseTargets,
  slowCpuBenchmarkIndex,
  type CategoryId,
  type LostAudit,
  type RouteLighthouse,
} from './lighthouse'
import { table } from './table'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function printDownloads(results: RouteDownloads[]) {
  const { pageJs, homeJs, css } = downloadBudgets
  console.log(
    `\nFirst-visit downloads per route (gzip -9). Budgets: JS ${kb(pageJs)} (home ${kb(homeJs)}), CSS ${kb(css)}\n`,
  )
  const rows = results.map((r) => [
    r.route,
    String(r.jsFiles),
    kb(r.jsGzip),
    kb(r.cssGzip),
    r.withinBudget ? 'within' : 'OVER',
  ])
  console.log(table(['route', 'JS files', 'JS gzip', 'CSS gzip', 'budget'], rows))
  const over = results.filter((r) => !r.withinBudget)
  console.log(
    `\n${results.length - over.length} of ${results.length} routes within budget${over.length ? `; OVER: ${over.map((r) => r.route).join(', ')}` : ''}`,
  )
}

export function printChat({ firstMessagePauseMs, profiles }: ChatFigures) {
  const runs = profiles[0]?.runs.length ?? 0
  console.log(
    `\nChat: click on 'Check If You Qualify' to the first bot message on screen, median of ${runs} fresh first visits of /\n`,
  )
  const rows = profiles.map((p) => {
    const seen = p.runs.map((run) => run.visibleMs)
    return [
      p.profile,
      `${p.visibleMs} ms`,
      `${firstMessagePauseMs} ms`,
      `${p.loadingMs} ms`,
      `${Math.min(...seen)}-${Math.max(...seen)} ms`,
    ]
  })
  console.log(table(['profile', 'total', 'typing pause', 'loading+render', 'range'], rows))
  console.log(
    `\nThe typing pause is intentional (machines/chatScript.ts, the greeting's first message); loading+render is the rest.`,
  )
}

/** Lighthouse's scores per route, misses marked '!', then the audits behind every miss, grouped across routes. */
export function printLighthouse(results: RouteLighthouse[]) {
  const t = lighthouseTargets
  console.log(
    `\nLighthouse 12, mobile (default config, simulated slow 4G). Targets: performance >= ${t.performance}, accessibility,`,
  )
  console.log(
    `best-practices and SEO ${t.seo}, CLS <= ${t.cls}. '!' marks a miss, '?' a CPU too busy for a fair TBT.\n`,
  )
  const mark = (ok: boolean, text: string) => (ok ? `${text} ` : `${text}!`)
  const rows = results.map((r) => [
    r.route,
    ...categoryIds.map((id) => mark(r.scores[id] >= t[id], String(r.scores[id]))),
    `${r.lcpMs} ms`,
    `${r.tbtMs} ms`,
    mark(r.cls <= t.cls, r.cls.toFixed(3)),
    r.benchmarkIndex < slowCpuBenchmarkIndex ? `${r.benchmarkIndex}?` : `${r.benchmarkIndex} `,
    r.meetsTargets ? 'meets' : 'MISSES',
  ])
  console.log(table(['route', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'CPU index', 'targets'], rows))
  printMisses(results)
  console.log(`\n${summary(results)}`)
  const busy = results.filter((r) => r.benchmarkIndex < slowCpuBenchmarkIndex)
  if (busy.length) {
    console.log(
      `CPU index under ${slowCpuBenchmarkIndex} (other work shared the CPU) on ${busy.length} routes: their TBT and performance`,
    )
    console.log(`are unreliable; rerun them alone with BENCH_ROUTES=${busy.map((r) => r.route).join(',')}`)
  }
}

export function summary(results: RouteLighthouse[]): string {
  const met = results.filter((r) => r.meetsTargets).length
  const perf = results.map((r) => r.scores.performance).sort((a, b) => a - b)
  const targets: (CategoryId | 'cls')[] = [...categoryIds, 'cls']
  const missed = targets.flatMap((id) => {
    const count = results.filter((r) => r.misses.some((miss) => miss.category === id)).length
    return count > 0 ? [`${id} on ${count}`] : []
  })
  const range = perf.length ? `; performance ${perf[0]}-${perf.at(-1)}` : ''
  return `Lighthouse: ${met} of ${results.length} routes meet every target${range}${missed.length ? `; missed: ${missed.join(', ')}` : ''}`
}

function printMisses(results: RouteLighthouse[]) {
  const groups = new Map<string, { audit: LostAudit; routes: string[] }>()
  for (const r of results) {
    for (const miss of r.misses) {
      for (const audit of miss.audits) {
        const key = `${miss.category}  ${audit.id}`
        const group = groups.get(key) ?? { audit, routes: [] }
        group.routes.push(r.route)
        groups.set(key, group)
      }
    }
  }
  if (groups.size === 0) return
  console.log(`\nWhy: the audits that cost points, by category (examples from the first route listed)`)
  for (const [key, { audit, routes }] of groups) {
    const where =
      routes.length === results.length
        ? 'every route'
        : routes.length > 4
          ? `${routes.length} routes`
          : routes.join(', ')
    console.log(
      `\n  ${key}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}, score ${audit.score}, on ${where}`,
    )
    if (audit.savings) console.log(`      fixing it would save ${audit.savings}`)
    for (const example of audit.examples)
      console.log(`      ${example.length > 140 ? `${example.slice(0, 137)}...` : example}`)
  }
}
