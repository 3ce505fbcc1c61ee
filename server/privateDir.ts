import { chmod, mkdir, stat } from 'node:fs/promises'

/**
 * A folder only this user may enter (0700): made so, or tightened when an earlier version or another tool made
 * it looser. DATA_DIR holds every lead and the staff key; on a shared machine (an office PC, a VPS with other
 * accounts, a CI runner) a 0755 folder let every local user copy the database.
 */
export async function privateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 })
  if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o700)
}

/**
 * What server/ creates from here on is its user's only: PGlite writes its files 0666 and leaves the rest to the
 * umask. Called first thing by the commands that open the database (server/start.ts, npm run dev).
 */
export function ownerOnlyFiles(): void {
  process.umask(0o077)
}
