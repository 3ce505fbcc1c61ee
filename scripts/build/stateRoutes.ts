/**
 * The /obamacare-in-<state> route files, one per state of content/en/states.ts, written from that one table. The
 * build checks them (`--check`, build step 0) and `node --import tsx scripts/build/stateRoutes.ts` rewrites them
 * after a state is added or removed.
 *
 * Why files and not one `obamacare-in-{$state}` route: a path param makes every link to a state page (footer,
 * home page, Florida page) an untyped string the type checker no longer holds to a real page, and an unknown
 * state would need a runtime check in the entry bundle. Generated files keep each path a typed, code-split route
 * of its own, and the prerender lists them from the route table like every other page.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { states } from '../../content/en/states'

export const routesDir = join(import.meta.dirname, '../../src/routes')
const prefix = 'obamacare-in-'

/** The route file of one state: the one template, given the state's slug. */
export function stateRouteSource(slug: string): string {
  return `// Written by scripts/build/stateRoutes.ts from content/en/states.ts: change those, not this file.
import { createFileRoute } from '@tanstack/react-router'
import { getState } from '../../content/copyReaders/getState'
import { StateLandingPage } from '../pages/StateLandingPage'

export const Route = createFileRoute('/${prefix}${slug}')({ component: () => <StateLandingPage state={getState('${slug}')} /> })
`
}

/** Every state's route file name and source. */
export function stateRouteFiles(): Map<string, string> {
  return new Map(states.map((state) => [`${prefix}${state.slug}.tsx`, stateRouteSource(state.slug)]))
}

/** The state route files in src/routes/ now: those the table wants and any left from a state it no longer has. */
export function stateRoutesOnDisk(dir = routesDir): Map<string, string> {
  const names = readdirSync(dir).filter((name) => name.startsWith(prefix) && name.endsWith('.tsx'))
  return new Map(names.map((name) => [name, readFileSync(join(dir, name), 'utf8')]))
}

/** What differs between the table and the files: missing, stale or edited files, by name. */
export function stateRoutesOutOfSync(dir = routesDir): string[] {
  const wanted = stateRouteFiles()
  const onDisk = stateRoutesOnDisk(dir)
  const names = [...new Set([...wanted.keys(), ...onDisk.keys()])].sort()
  return names.filter((name) => wanted.get(name) !== onDisk.get(name))
}

function write(dir = routesDir) {
  const wanted = stateRouteFiles()
  for (const name of stateRoutesOnDisk(dir).keys()) if (!wanted.has(name)) rmSync(join(dir, name))
  for (const [name, source] of wanted) writeFileSync(join(dir, name), source)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const stale = stateRoutesOutOfSync()
    if (stale.length > 0) {
      console.error(
        `src/routes/ is out of step with content/en/states.ts (${stale.join(', ')}): run node --import tsx scripts/build/stateRoutes.ts`,
      )
      process.exit(1)
    }
  } else {
    write()
  }
}
