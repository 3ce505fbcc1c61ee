import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromeFlags, chromePath, type Site } from './site'

/** The site's targets per route (docs/speed.md): performance >= 95, the other three 100, CLS <= 0.02. */
export const lighthouseTargets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
} as const

/**
 * Lighthouse's own line (core/gather/driver/environment.js): under this CPU benchmark index it warns that the
 * host is slower than expected. Here that means other work shared the CPU, and TBT (so performance) is unreliable.
 */
export const slowCpuBenchmarkIndex = 1000

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

/** An audit that cost a category points, with a few of the elements, files or figures it names. */
export type LostAudit = {
  id: string
  title: string
  score: number
  displayValue?: string
  /** Lighthouse's estimate of what fixing it would take off each metric, e.g. 'FCP 1200 ms'. */
  savings?: string
  examples: string[]
}

export type RouteLighthouse = {
  route: string
  /** 0-100 per category. */
  scores: Record<CategoryId, number>
  lcpMs: number
  tbtMs: number
  cls: number
  meetsTargets: boolean
  /** Why a category is under its target (or CLS over its limit): the audits that lost the points. */
  misses: { category: CategoryId | 'cls'; audits: LostAudit[] }[]
  /** Lighthouse's CPU benchmark of this machine for the run; below slowCpuBenchmarkIndex the CPU was contended. */
  benchmarkIndex: number
}

/**
 * Lighthouse 12, default config (mobile form factor, simulated slow-4G and 4x CPU throttling), on the system
 * Chromium. One Chrome serves every route: Lighthouse opens a fresh tab per run and clears the origin's cache and
 * storage first, so each run is a first visit.
 */
export async function measureLighthouse(
  site: Site,
  routes: readonly string[],
  onRoute: (figures: RouteLighthouse) => void,
): Promise<RouteLighthouse[]> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags], logLevel: 'silent' })
  const results: RouteLighthouse[] = []
  try {
    for (const route of routes) {
      const figures = routeFigures(
        route,
        await runOnce(route, () =>
          lighthouse(site.origin + route, { port: chrome.port, output: 'json', logLevel: 'error' }),
        ),
        site.origin,
      )
      results.push(figures)
      onRoute(figures)
    }
  } finally {
    chrome.kill()
  }
  return results
}

/**
 * One route's report. A run Lighthouse itself could not record (its runtimeError, e.g. NO_NAVSTART when the trace
 * missed the navigation on a busy machine) is run once more before the bench gives up on the route.
 */
async function runOnce(route: string, run: () => ReturnType<typeof lighthouse>): Promise<Result> {
  let failure = ''
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const result = await run()
    if (!result) throw new Error(`Lighthouse returned no result for ${route}`)
    if (!result.lhr.runtimeError) return result.lhr
    failure = result.lhr.runtimeError.message
    console.log(`  ${route}: Lighthouse could not record the run (${result.lhr.runtimeError.code}), trying again`)
  }
  throw new Error(`Lighthouse failed twice on ${route}: ${failure}`)
}

function routeFigures(route: string, lhr: Result, origin: string): RouteLighthouse {
  const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  }
  const misses: RouteLighthouse['misses'] = categoryIds
    .filter((id) => scores[id] < lighthouseTargets[id])
    .map((id) => ({ category: id, audits: lostAudits(lhr, lhr.categories[id]?.auditRefs ?? [], origin) }))
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
  if (!(cls <= lighthouseTargets.cls))
    misses.push({
      category: 'cls',
      audits: ['layout-shifts', 'cls-culprits-insight'].flatMap((id) => lostAudit(lhr, id, origin) ?? []),
    })
  return {
    route,
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Math.round(cls * 1000) / 1000,
    meetsTargets: misses.length === 0,
    misses,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}

/**
 * The weighted audits of a category that scored under 1, most points lost first. Performance's weighted audits
 * are its metrics; its zero-weight diagnostics that fail outright are added, since they say what slowed a metric.
 */
function lostAudits(lhr: Result, refs: Result.Category['auditRefs'], origin: string): LostAudit[] {
  const weighted = refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lostAudit(lhr, ref.id, origin) }))
    .flatMap(({ ref, audit }) => (audit ? [{ audit, lost: ref.weight * (1 - audit.score) }] : []))
    .sort((a, b) => b.lost - a.lost)
    .map(({ audit }) => audit)
  const diagnostics = refs
    .filter((ref) => ref.weight === 0 && ref.group !== 'hidden')
    .flatMap((ref) => lostAudit(lhr, ref.id, origin) ?? [])
    .filter((audit) => audit.score < 0.5)
  return [...weighted, ...diagnostics]
}

/** Examples name files by path: the bench server's port changes every run. */
function lostAudit(lhr: Result, id: string, origin: string): LostAudit | undefined {
  const audit = lhr.audits[id]
  if (!audit || audit.score === null || audit.score >= 1) return undefined
  if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') return undefined
  const savings = Object.entries(audit.metricSavings ?? {})
    .flatMap(([metric, value]) =>
      value ? [`${metric} ${Math.round(value * 1000) / 1000}${metric === 'CLS' ? '' : ' ms'}`] : [],
    )
    .join(', ')
  return {
    id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    ...(savings ? { savings } : {}),
    examples: examples(audit.details).map((text) => text.replaceAll(origin, '')),
  }
}

/** Up to four rows of an audit's table: the element (CSS selector and HTML snippet), else the row's text cells. */
function examples(details: Result['audits'][string]['details']): string[] {
  if (details?.type === 'list') return details.items.flatMap((item) => (item.type === 'table' ? examples(item) : []))
  if (!details || (details.type !== 'table' && details.type !== 'opportunity')) return []
  return details.items.slice(0, 4).map((item) => {
    for (const value of Object.values(item)) {
      if (value && typeof value === 'object' && 'type' in value && value.type === 'node') {
        return [value.selector, value.snippet].filter(Boolean).join(' ')
      }
    }
    return Object.values(item)
      .flatMap((value) =>
        typeof value === 'string' ? [value] : typeof value === 'number' ? [String(Math.round(value))] : [],
      )
      .join(' ')
  })
}
