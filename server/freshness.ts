import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'

/**
 * The build's record of when its pages go stale (scripts/build/freshness.ts): the day it was built and the next day a
 * fact the pages state changes (rules/factChanges.ts), with why. From that day the site must be rebuilt: server/ says
 * so in its log, once at start and once a day, and in its /health answer (docs/deploying.md, "Scheduled rebuilds").
 */
export type Freshness = {
  builtOn: string
  staleFrom: string | null
  reason: string | null
  /** The agency's legal name the build's consent words show (VITE_AGENCY_LEGAL_NAME at build time); absent in older builds. */
  agencyLegalName?: string
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** The record beside the built site, or null when the build made none (an older build) or it cannot be read. */
export function readFreshness(file: string): Freshness | null {
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (!data || typeof data !== 'object') return null
    const { builtOn, staleFrom, reason, agencyLegalName } = data as Record<string, unknown>
    if (!isDay(builtOn) || !(staleFrom === null || isDay(staleFrom))) return null
    return {
      builtOn,
      staleFrom,
      reason: typeof reason === 'string' ? reason : null,
      ...(typeof agencyLegalName === 'string' ? { agencyLegalName } : {}),
    }
  } catch {
    return null
  }
}

/**
 * Why server/ must not start with this build, or null: the pages' consent words name the agency one way and the
 * database would store the words with another name (its VITE_AGENCY_LEGAL_NAME, or the default when it has none),
 * so every lead's evidence would differ from what the visitor read.
 */
export function legalNameMismatch(
  record: Freshness | null,
  serverName: string | null,
  defaultName: string,
): string | null {
  const built = record?.agencyLegalName
  const stored = serverName ?? defaultName
  if (built === undefined || built === stored) return null
  return `The build's consent words name the agency "${built}", but this server would store "${stored}" in every lead's evidence: set VITE_AGENCY_LEGAL_NAME to the same name for the build and the server (or rebuild), then start again.`
}

/** Today in UTC, as BUILD_DAY is: a day early in the evening in the US, so the warning comes before the change, never after. */
export const utcToday = (): string => new Date().toISOString().slice(0, 10)

export function rebuildNeeded(record: Freshness | null, today: string): boolean {
  return record?.staleFrom != null && today >= record.staleFrom
}

export function staleWarning(record: Freshness): string {
  return `Rebuild needed: the pages were built on ${record.builtOn} and state facts that changed on ${record.staleFrom}${record.reason ? ` (${record.reason})` : ''}. Run \`npm run build\` and restart (docs/deploying.md, "Scheduled rebuilds").`
}

/**
 * Logs the warning at start once the day has passed, then at most once a day (checked hourly) for as long as the
 * server runs on the stale build. The timer never keeps the process alive.
 */
export function watchFreshness(
  record: Freshness | null,
  {
    warn,
    today = utcToday,
    checkEveryMs = 3_600_000,
  }: { warn: (line: string) => void; today?: () => string; checkEveryMs?: number },
): { stop: () => void } {
  let warnedOn: string | null = null
  const check = () => {
    const day = today()
    if (record && rebuildNeeded(record, day) && warnedOn !== day) {
      warnedOn = day
      warn(staleWarning(record))
    }
  }
  check()
  const timer = setInterval(check, checkEveryMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

/** GET /health: 200 with `status` "ok", or "rebuild needed" (with the days and why) once the build's facts have changed. */
export function answerHealth(res: ServerResponse, record: Freshness | null, today: string, head: boolean): void {
  const stale = record !== null && rebuildNeeded(record, today)
  const body = JSON.stringify({
    status: stale ? 'rebuild needed' : 'ok',
    builtOn: record?.builtOn ?? null,
    staleFrom: record?.staleFrom ?? null,
    ...(stale ? { reason: record.reason } : {}),
  })
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(head ? undefined : body)
}
