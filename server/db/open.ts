import type { Storage } from '../config'
import type { Database } from './database'
import { migrate } from './migrations'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

/** Opens the configured storage and applies pending migrations; `applied` lists the ones run now. */
export async function openDatabase(storage: Storage): Promise<{ db: Database; applied: string[] }> {
  const db = storage.kind === 'postgres' ? await openPostgres(storage.url) : await openPglite(storage.dataDir)
  try {
    return { db, applied: await migrate(db) }
  } catch (error) {
    await db.close()
    throw error
  }
}
