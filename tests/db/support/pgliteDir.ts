import { PGlite } from '@electric-sql/pglite'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { listMigrations, migrate } from '../../../server/db/migrations'
import { openPglite } from '../../../server/db/pglite'

const pgliteVersion: string = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
    'utf8',
  ),
).version

/**
 * A fresh, empty DATA_DIR for server/ (PGlite in `<dir>/pglite`, no roles, no migrations yet). Creating a PGlite
 * database runs initdb, several seconds of CPU; a copy of one made earlier (kept in the temp folder per PGlite
 * version, built once by whichever test file needs it first) opens in about a second.
 */
export async function freshDataDir(): Promise<string> {
  const template = join(tmpdir(), `aca-pglite-template-${pgliteVersion}`)
  await makeTemplate(template, async () => {
    const building = await mkdtemp(join(tmpdir(), 'aca-pglite-build-'))
    const pglite = await PGlite.create(join(building, 'pglite'))
    await pglite.close()
    return building
  })
  return copyOf(template)
}

/**
 * The same with every migration applied (server/db/migrations.ts), for the tests of what the migrated database does
 * rather than of migrating it: migrating a fresh PGlite takes about 3 s of CPU, the same again per suite and per server
 * a test starts. The template is kept per PGlite version and per content of the migrations and of their runner, so a
 * migration added or changed makes a new one; server/ then finds nothing to apply, as on any restart.
 */
export async function migratedDataDir(): Promise<string> {
  return copyOf(await migratedTemplate())
}

/**
 * Puts the migrated database in `dataDir` (made owner-only if missing), which holds none yet: for a server started by
 * a command line rather than by a test (the browser tests' two servers, tests/e2e/support/siteServer.ts).
 */
export async function migrateInto(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await cp(await migratedTemplate(), join(dataDir, 'pglite'), { recursive: true, errorOnExist: true, force: false })
}

async function migratedTemplate(): Promise<string> {
  const template = join(tmpdir(), `aca-pglite-migrated-${pgliteVersion}-${await migrationsDigest()}`)
  await makeTemplate(template, async () => {
    const building = await freshDataDir()
    const db = await openPglite(building)
    try {
      await migrate(db)
    } finally {
      await db.close()
    }
    return building
  })
  return template
}

/** Builds `template` (a PGlite folder) once, from the data folder `build` returns, unless it is there already. */
async function makeTemplate(template: string, build: () => Promise<string>): Promise<void> {
  if (existsSync(join(template, 'PG_VERSION'))) return
  const building = await build()
  // Another test file may have won the race; its template is as good as this one.
  await rename(join(building, 'pglite'), template).catch(() => undefined)
  await rm(building, { recursive: true, force: true })
}

async function copyOf(template: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aca-data-'))
  await cp(template, join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

/** What a migrated database depends on: each migration's name and text, and the runner with its Supabase baseline. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256')
  for (const migration of await listMigrations())
    hash.update(`${basename(migration.file)}\n${await readFile(migration.file)}\n`)
  hash.update(await readFile(fileURLToPath(new URL('../../../server/db/migrations.ts', import.meta.url))))
  return hash.digest('hex').slice(0, 16)
}
