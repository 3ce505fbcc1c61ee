// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { type Freshness, legalNameMismatch, readFreshness, watchFreshness } from '../../server/freshness'
import { nextFactChange, nextPageChange } from '../../rules/factChanges'
import { legalVersionOn, versionInForce } from '../../rules/legalVersions'
import { listen, makeSite, removeDir } from './support/backend'

/**
 * The prerendered pages state facts of their build day. The build records the next day one changes; server/ warns
 * from that day, at start and daily, and its /health answer says a rebuild is needed.
 */
describe('the next day a fact the pages state changes', () => {
  it('is December 1 for a build in late November: special enrollment then sells the next year', () => {
    expect(nextFactChange('2026-11-29')).toEqual({
      day: '2026-12-01',
      reason: 'special enrollment sells 2027 coverage',
    })
  })

  it('is December 16 for a build on December 1: open enrollment ended the day before', () => {
    expect(nextFactChange('2026-12-01')).toEqual({
      day: '2026-12-16',
      reason: 'open enrollment for 2027 coverage ended on 2026-12-15',
    })
  })

  it('is the next November 1 for a build after open enrollment', () => {
    expect(nextFactChange('2026-12-16')?.day).toBe('2027-11-01')
  })
})

describe("the next day the pages change: a fact, or a legal text's next version taking effect", () => {
  it("is the privacy policy's next version for a build the day before it", () => {
    expect(nextPageChange('2026-11-29')).toEqual({
      day: '2026-11-30',
      reason: 'the privacy policy of 2026-11-30 takes effect',
    })
  })

  it('is the next fact change once every version is in force', () => {
    expect(nextPageChange('2026-11-30')).toEqual(nextFactChange('2026-11-30'))
  })

  it('serves the version in force on the build day: the last to take effect by then, the first before any', () => {
    const versions = ['2026-11-29', '2026-11-30'] as const
    expect(versionInForce(versions, '2026-11-29')).toBe('2026-11-29')
    expect(versionInForce(versions, '2026-11-30')).toBe('2026-11-30')
    expect(versionInForce(versions, '2027-06-01')).toBe('2026-11-30')
    expect(versionInForce(versions, '2026-01-01')).toBe('2026-11-29')
    // The lists of rules/agencyFacts.ts: one privacy policy in force since 2026-11-30, one terms since 2026-11-29.
    expect(legalVersionOn('privacyPolicy', '2026-11-29')).toBe('2026-11-30')
    expect(legalVersionOn('privacyPolicy', '2027-06-01')).toBe('2026-11-30')
    expect(legalVersionOn('termsOfService', '2026-11-30')).toBe('2026-11-29')
  })
})

describe('the build record', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'freshness-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("finds no mismatch where the build's legal name is the server's (or the default it falls back to), or an older build names none", () => {
    const built = { builtOn: '2026-11-29', staleFrom: null, reason: null }
    expect(legalNameMismatch({ ...built, agencyLegalName: 'Sunrise LLC' }, 'Sunrise LLC', 'Default Co')).toBeNull()
    expect(legalNameMismatch({ ...built, agencyLegalName: 'Default Co' }, null, 'Default Co')).toBeNull()
    expect(legalNameMismatch(built, 'Sunrise LLC', 'Default Co')).toBeNull()
    expect(legalNameMismatch(null, 'Sunrise LLC', 'Default Co')).toBeNull()
    expect(legalNameMismatch({ ...built, agencyLegalName: 'Sunrise LLC' }, null, 'Default Co')).toMatch(
      /name the agency "Sunrise LLC", but this server would store "Default Co"/,
    )
  })

  it('is read back as written, and is null when missing or malformed', async () => {
    const file = join(dir, 'freshness.json')
    expect(readFreshness(file)).toBeNull()
    const record: Freshness = {
      builtOn: '2026-11-29',
      staleFrom: '2026-12-01',
      reason: 'special enrollment sells 2027 coverage',
    }
    await writeFile(file, JSON.stringify(record))
    expect(readFreshness(file)).toEqual(record)
    await writeFile(file, '{"builtOn":"yesterday"}')
    expect(readFreshness(file)).toBeNull()
  })
})

const record: Freshness = {
  builtOn: '2026-11-29',
  staleFrom: '2026-12-01',
  reason: 'special enrollment sells 2027 coverage',
}

describe('the warning in the log', () => {
  afterEach(() => vi.useRealTimers())

  it('says nothing before the day, warns at start once it has passed, and once a day after (checked hourly)', () => {
    vi.useFakeTimers()
    const lines: string[] = []
    let today = '2026-11-30'
    const early = watchFreshness(record, { warn: (line) => lines.push(line), today: () => today })
    expect(lines).toEqual([])
    early.stop()
    today = '2026-12-01'
    const stale = watchFreshness(record, { warn: (line) => lines.push(line), today: () => today })
    expect(lines).toEqual([
      'Rebuild needed: the pages were built on 2026-11-29 and state facts that changed on 2026-12-01 (special enrollment sells 2027 coverage). Run `npm run build` and restart (docs/deploying.md, "Scheduled rebuilds").',
    ])
    vi.advanceTimersByTime(5 * 3_600_000)
    expect(lines).toHaveLength(1)
    today = '2026-12-02'
    vi.advanceTimersByTime(3_600_000)
    expect(lines).toHaveLength(2)
    stale.stop()
  })
})

describe('GET /health', () => {
  let siteDir: string
  let today = '2026-11-30'
  let server: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    siteDir = await makeSite()
    server = await listen(createApp({ distDir: siteDir, freshness: record, today: () => today }))
  })
  afterAll(async () => {
    await server?.close()
    await removeDir(siteDir)
  })

  it('answers ok with the build days before the day a fact changes', async () => {
    today = '2026-11-30'
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', builtOn: '2026-11-29', staleFrom: '2026-12-01' })
  })

  it('answers "rebuild needed", with why, from that day', async () => {
    today = '2026-12-01'
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({
      status: 'rebuild needed',
      builtOn: '2026-11-29',
      staleFrom: '2026-12-01',
      reason: 'special enrollment sells 2027 coverage',
    })
  })
})
