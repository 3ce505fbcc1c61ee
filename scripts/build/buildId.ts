import { execFileSync } from 'node:child_process'

/**
 * The build's id, which every lead records (contact_submissions.build_id): BUILD_ID as given, or the build's day and
 * the commit it was built from ('2026-11-29.6465db6a1b2c'), with '+changes' when the tree had uncommitted edits; the
 * day alone where git is not there (a tarball).
 */
export function buildId(raw: string | undefined, day: string): string {
  if (raw) {
    if (!/^[A-Za-z0-9._+-]{1,64}$/.test(raw))
      throw new Error(`BUILD_ID must be 1 to 64 letters, digits, dots, dashes, underscores or pluses, got "${raw}"`)
    return raw
  }
  try {
    const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const commit = git(['rev-parse', '--short=12', 'HEAD']).trim()
    const changed = git(['status', '--porcelain', '--untracked-files=no']).trim() !== ''
    return `${day}.${commit}${changed ? '+changes' : ''}`
  } catch {
    return day
  }
}
