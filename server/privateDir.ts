import { chmod, mkdir, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

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
 * Everything under `path` its user's only: folders 0700, files 0600. PGlite unpacks initdb's files with modes of its
 * own (0666), which the umask never touches, and a copy or restore (`cp -a`, `rsync -a`, `tar`) keeps whatever modes
 * it found: the WAL holds every lead, so the files must be private, not only the folder around them.
 */
export async function privateTree(path: string): Promise<void> {
  for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) continue
    const full = join(entry.parentPath, entry.name)
    const mode = (await stat(full)).mode
    if ((mode & 0o077) !== 0) await chmod(full, entry.isDirectory() ? 0o700 : 0o600)
  }
}

/**
 * What server/ creates from here on is its user's only: PGlite writes its files 0666 and leaves the rest to the
 * umask. Called first thing by the commands that open the database (server/start.ts, npm run dev).
 */
export function ownerOnlyFiles(): void {
  process.umask(0o077)
}
