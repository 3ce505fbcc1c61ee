import { randomBytes } from 'node:crypto'
import { chmod, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { privateDir } from './privateDir'

/** The file in DATA_DIR that holds the staff key server/ made for itself (read by `npm run leads`). */
export const STAFF_KEY_FILE = 'staff-key'

export function staffKeyPath(dataDir: string): string {
  return join(resolve(dataDir), STAFF_KEY_FILE)
}

/**
 * The staff (service role) key when SUPABASE_SERVICE_ROLE_KEY is unset: a random one made on first start and kept
 * in DATA_DIR, owner-only. A published default would let anyone who reaches the server through a proxy or a
 * forwarded port read every lead, and nothing in a request can prove it started on this machine; a key only this
 * machine's user can read needs no such proof.
 */
export async function ownStaffKey(dataDir: string): Promise<string> {
  const file = staffKeyPath(dataDir)
  await privateDir(resolve(dataDir))
  const made = `sb_secret_${randomBytes(32).toString('base64url')}`
  try {
    await writeFile(file, `${made}\n`, { flag: 'wx', mode: 0o600 })
    return made
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  // Kept from an earlier start (or another server on the same folder that made it a moment ago).
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600)
  const kept = (await readFile(file, 'utf8')).trim()
  if (!kept)
    throw new Error(
      `${file} is empty: delete it and start again (a new staff key is made), or set SUPABASE_SERVICE_ROLE_KEY`,
    )
  return kept
}

/** The key server/ keeps in DATA_DIR, or undefined when it has made none there. */
export async function readOwnStaffKey(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(staffKeyPath(dataDir), 'utf8')).trim() || undefined
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined
    throw error
  }
}
