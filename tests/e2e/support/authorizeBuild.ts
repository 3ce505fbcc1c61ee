import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir, distDir } from '../../../server/distDir'

/**
 * The second build the browser suite runs against: the site with the CMS consent page on (VITE_AGENT_AUTHORIZATION=on),
 * which the default build leaves out. It sits in a folder of its own so that dist/ stays the build every other spec
 * reads; `npm run build:authorize` (package.json, run by scripts/test.sh) writes it there.
 */
const AUTHORIZE_DIST_DIR = 'dist-authorize'
const env = { DIST_DIR: AUTHORIZE_DIST_DIR }

/** The folder, as server/ takes it in DIST_DIR. */
export function authorizeDistDir(): string {
  return distDir(env)
}

/** Why the spec cannot run when the folder has no /authorize page, and the one command that makes it. */
export function authorizeBuildMissing(): string | null {
  if (existsSync(join(clientDir(env), 'authorize', 'index.html'))) return null
  return `${AUTHORIZE_DIST_DIR}/ has no /authorize page: run \`npm run build:authorize\` first`
}
