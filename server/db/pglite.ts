import { PGlite } from '@electric-sql/pglite'
import { readFile, unlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { privateDir, privateTree } from '../privateDir'
import type { Database, Session } from './database'

/**
 * PGlite (PostgreSQL compiled to WASM) persisted in `dataDir/pglite`. PGlite belongs to one process, so the
 * folder is locked with `dataDir/server.pid` while it is open: a second server on the same folder stops at once.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const root = resolve(dataDir)
  // Every lead is in here: the folder and the database's own folder are owner-only (0700), the lock 0600.
  await privateDir(root)
  await privateDir(join(root, 'pglite'))
  const unlock = await lock(join(root, 'server.pid'))
  let pglite: PGlite
  try {
    pglite = await PGlite.create(join(root, 'pglite'))
    // At every start, after initdb on a fresh folder too: PGlite's own files are written 0666.
    await privateTree(join(root, 'pglite'))
  } catch (error) {
    await unlock()
    throw error
  }
  return {
    description: `PGlite in ${root}`,
    transaction: (work) =>
      pglite.transaction((tx) => {
        const session: Session = {
          query: async <Row extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(text, [...params])).rows,
          exec: async (script) => {
            await tx.exec(script)
          },
        }
        return work(session)
      }),
    close: async () => {
      try {
        await pglite.close()
      } finally {
        await unlock()
      }
    },
  }
}

async function lock(file: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 })
      return () => unlink(file).catch(() => undefined)
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
    }
    const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim())
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
      throw new Error(
        `The data folder ${resolve(file, '..')} is in use by process ${pid}: stop that server, or set DATA_DIR to another folder ` +
          `(if process ${pid} is not a server, delete ${file}).`,
      )
    }
    // Left behind by a server that did not shut down cleanly.
    await unlink(file).catch(() => undefined)
  }
  throw new Error(`Could not lock ${file}`)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}
