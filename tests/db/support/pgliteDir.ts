import { PGlite } from '@electric-sql/pglite'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

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
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = await mkdtemp(join(tmpdir(), 'aca-pglite-build-'))
    const pglite = await PGlite.create(join(building, 'pglite'))
    await pglite.close()
    // Another test file may have won the race; its template is as good as this one.
    await rename(join(building, 'pglite'), template).catch(() => undefined)
    await rm(building, { recursive: true, force: true })
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'aca-data-'))
  await cp(template, join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}
