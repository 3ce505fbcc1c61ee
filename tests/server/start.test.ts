// @vitest-environment node
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listMigrations } from '../../server/db/migrations'
import { freshDataDir, migratedDataDir } from '../db/support/pgliteDir'
import { main as leads } from '../../scripts/leads'
import { ANON_KEY, removeDir, SERVICE_KEY } from './support/backend'
import { rawRequest } from './support/rawRequest'
import { lead } from '../../scripts/support/lead'
import { startListening, startServer, waitFor } from './support/serverProcess'

let distRoot: string
let dataDir: string

beforeAll(async () => {
  distRoot = await mkdtemp(join(tmpdir(), 'dist-'))
  await mkdir(join(distRoot, 'client'))
  await writeFile(join(distRoot, 'client', 'index.html'), '<h1>Home</h1>')
  dataDir = await freshDataDir()
})

afterAll(async () => {
  await removeDir(distRoot)
  await removeDir(dataDir)
})

const start = (env: Record<string, string>) => startServer({ DIST_DIR: distRoot, DATA_DIR: dataDir, ...env })

describe('server/start.ts', () => {
  it('says where it listens and where leads go, stores a lead, and stops cleanly on SIGTERM', async () => {
    const server = start({})
    try {
      const [, url] = await waitFor(server.output, /Site and local backend at (http:\/\/127\.0\.0\.1:\d+)\//)
      const every = (await listMigrations()).map((migration) => `${migration.version}_${migration.name}`).join(', ')
      await waitFor(server.output, new RegExp(`Leads stored in PGlite in .*\\(migrations applied now: ${every}\\)`))
      expect(existsSync(join(dataDir, 'server.pid'))).toBe(true)
      const response = await fetch(`${url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(lead()),
      })
      expect(response.status).toBe(201)
    } finally {
      server.child.kill('SIGTERM')
    }
    expect(await server.exited).toBe(0)
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false)
  }, 30_000)

  it('stops at once with the reason when a setting is wrong', async () => {
    const server = start({ HOST: '0.0.0.0' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/^HOST=0\.0\.0\.0 exposes the server: set SUPABASE_SERVICE_ROLE_KEY/)
  }, 30_000)

  it("refuses to start when the build's consent words name the agency otherwise than the server would store them", async () => {
    const other = await mkdtemp(join(tmpdir(), 'dist-'))
    try {
      await mkdir(join(other, 'client'))
      await writeFile(join(other, 'client', 'index.html'), '<h1>Home</h1>')
      const record = { builtOn: '2026-11-29', staleFrom: null, reason: null, agencyLegalName: 'Sunrise Insurance LLC' }
      await writeFile(join(other, 'freshness.json'), JSON.stringify(record))
      // The server has no VITE_AGENCY_LEGAL_NAME: it would store the default name in every lead's evidence.
      const server = startServer({ DIST_DIR: other, DATA_DIR: dataDir })
      expect(await server.exited).toBe(1)
      expect(server.output()).toMatch(
        /^The build's consent words name the agency "Sunrise Insurance LLC", but this server would store "ACA Health Plan Advisors"/,
      )
    } finally {
      await removeDir(other)
    }
  }, 30_000)

  it('refuses TRUST_PROXY with the published staff key (ALLOW_PUBLISHED_STAFF_KEY=1), naming the variable to set', async () => {
    // DIST_DIR=dist PORT=8080 TRUST_PROXY=1 npm run serve, HOST left at 127.0.0.1 (port 0 here: any free one).
    const server = start({ TRUST_PROXY: '1' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(
      /^TRUST_PROXY is set, so a proxy puts the server on the network: set SUPABASE_SERVICE_ROLE_KEY/,
    )
  }, 30_000)

  it('stops at once, naming TRUST_PROXY, when it is neither 1/true nor 0/false', async () => {
    const server = start({ TRUST_PROXY: 'yes', SUPABASE_SERVICE_ROLE_KEY: 'a-real-secret' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/^TRUST_PROXY must be 1 or true \(or 0, false, unset\), got "yes"/)
  }, 30_000)

  it('refuses the published staff key with NODE_ENV=production', async () => {
    const server = start({ NODE_ENV: 'production' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/^NODE_ENV=production: set SUPABASE_SERVICE_ROLE_KEY/)
  }, 30_000)

  it('stops at once with the reason when the PostgreSQL server cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/leads' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(
      /^Could not connect to the PostgreSQL server in DATABASE_URL \(127\.0\.0\.1:1\/leads\)/,
    )
  }, 30_000)
})

/** What a forwarded port or nginx's default proxy_pass delivers: a loopback Host and no proxy header at all. */
const readAsForwarded = (url: string, key: string) =>
  rawRequest(`${url}/rest/v1/contact_submissions?select=id`, {
    headers: { host: 'localhost', apikey: key, authorization: `Bearer ${key}` },
  })

describe('the staff key of server/start.ts', () => {
  it('without SUPABASE_SERVICE_ROLE_KEY: makes one of its own in DATA_DIR (0600), refuses the published one, and npm run leads reads it', async () => {
    const ownDir = await migratedDataDir()
    const server = await startListening({ DIST_DIR: distRoot, DATA_DIR: ownDir, ALLOW_PUBLISHED_STAFF_KEY: '' })
    try {
      const file = join(ownDir, 'staff-key')
      expect((await stat(file)).mode & 0o777).toBe(0o600)
      const own = (await readFile(file, 'utf8')).trim()
      expect(own).toMatch(/^sb_secret_[\w-]{43}$/)
      expect(server.output()).toContain(`Staff key: made by this server, kept in ${file}`)

      const probe = await readAsForwarded(server.url, SERVICE_KEY)
      expect(probe.status).toBe(401)
      expect(JSON.parse(probe.body.toString())).toMatchObject({ message: 'Invalid API key' })
      expect((await readAsForwarded(server.url, own)).status).toBe(200)

      let out = ''
      const code = await leads(
        ['--csv'],
        { HOST: '127.0.0.1', PORT: new URL(server.url).port, DATA_DIR: ownDir },
        { out: (text) => (out += text), err: (text) => (out += text) },
      )
      expect(code).toBe(0)
      expect(out).toMatch(/^"id","created_at"/)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    // The next start keeps the same key.
    const again = await startListening({ DIST_DIR: distRoot, DATA_DIR: ownDir, ALLOW_PUBLISHED_STAFF_KEY: '' })
    try {
      expect(
        (await readAsForwarded(again.url, (await readFile(join(ownDir, 'staff-key'), 'utf8')).trim())).status,
      ).toBe(200)
    } finally {
      again.child.kill('SIGTERM')
      await again.exited
      await removeDir(ownDir)
    }
  }, 60_000)

  it('accepts the published key only with ALLOW_PUBLISHED_STAFF_KEY=1 (the tests, npm run dev)', async () => {
    const server = await startListening({ DIST_DIR: distRoot, DATA_DIR: dataDir, ALLOW_PUBLISHED_STAFF_KEY: '1' })
    try {
      expect((await readAsForwarded(server.url, SERVICE_KEY)).status).toBe(200)
      expect(existsSync(join(dataDir, 'staff-key'))).toBe(false)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 60_000)

  it('stops at once when SUPABASE_SERVICE_ROLE_KEY is the published key without the opt-in', async () => {
    const server = start({ SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, ALLOW_PUBLISHED_STAFF_KEY: '' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/^SUPABASE_SERVICE_ROLE_KEY is the published default key: set a secret of your own/)
  }, 30_000)
})

/** Every file and folder under `dir`, with its permission bits. */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  for (const name of await readdir(dir, { recursive: true }))
    found.set(name, (await stat(join(dir, name))).mode & 0o777)
  return found
}

describe('DATA_DIR on disk', () => {
  it('is owner-only: a loose folder is tightened to 0700, and the files server/ writes (database, lock, staff key) are 0600', async () => {
    // As an earlier version (or umask 022, the test's) left it: folders 0755, files 0644.
    const looseDir = await freshDataDir()
    await chmod(looseDir, 0o755)
    await chmod(join(looseDir, 'pglite'), 0o755)
    const before = await modes(looseDir)
    const server = await startListening({ DIST_DIR: distRoot, DATA_DIR: looseDir, ALLOW_PUBLISHED_STAFF_KEY: '' })
    try {
      const stored = await fetch(`${server.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(lead()),
      })
      expect(stored.status).toBe(201)
      expect((await stat(looseDir)).mode & 0o777).toBe(0o700)
      expect((await stat(join(looseDir, 'pglite'))).mode & 0o777).toBe(0o700)
      const after = await modes(looseDir)
      expect(after.get('server.pid')).toBe(0o600)
      expect(after.get('staff-key')).toBe(0o600)
      const made = [...after].filter(([name]) => !before.has(name))
      expect(made.length).toBeGreaterThan(2)
      // Every start tightens what an earlier version, a copy or a restore left loose, not only what it writes.
      expect([...after].filter(([, mode]) => (mode & 0o077) !== 0)).toEqual([])
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      await removeDir(looseDir)
    }
  }, 60_000)

  it('is owner-only from the first write on a truly empty DATA_DIR: no file or folder PGlite creates has group or other bits', async () => {
    // No template: PGlite runs initdb here and unpacks its files with modes of its own, which the umask does not touch.
    const emptyDir = await mkdtemp(join(tmpdir(), 'aca-empty-data-'))
    const server = startServer({ DIST_DIR: distRoot, DATA_DIR: emptyDir, ALLOW_PUBLISHED_STAFF_KEY: '' })
    try {
      const [, url] = await waitFor(server.output, /Site and local backend at (http:\/\/127\.0\.0\.1:\d+)\//, 90_000)
      const stored = await fetch(`${url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(lead()),
      })
      expect(stored.status).toBe(201)
      const after = await modes(emptyDir)
      expect(after.size).toBeGreaterThan(100)
      expect([...after].filter(([, mode]) => (mode & 0o077) !== 0)).toEqual([])
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      await removeDir(emptyDir)
    }
  }, 120_000)
})
