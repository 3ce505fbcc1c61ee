import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TestProject } from 'vitest/node'
import { defaultLocale, locales, pathIn } from '../../rules/locales'
import { clientDir, renderDir } from '../../server/distDir'
import { startTestServer } from './support/testServer'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server: the built site with the page watch in every page. */
    origin: string
    /** server/ itself, without the page watch. */
    siteOrigin: string
    /** Every route the prerenderer renders in every language, from the build's own route table. */
    routes: string[]
  }
}

/** One server and one fresh database for both engine suites, and the route table the build prerendered. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(clientDir(), 'index.html')))
    throw new Error(`No built site at ${clientDir()}: run \`npm run build\` first (with the same DIST_DIR).`)
  const build: { routePaths: () => string[] } = await import(
    pathToFileURL(join(renderDir(defaultLocale), 'entry-server.js')).href
  )
  const dataDir = await mkdtemp(join(tmpdir(), 'engines-db-'))
  const server = await startTestServer(dataDir)
  project.provide('origin', server.origin)
  project.provide('siteOrigin', server.siteOrigin)
  // Every language: each route under each language's prefix (every language's build serves the same routes).
  const routes = build.routePaths().sort()
  project.provide(
    'routes',
    locales.flatMap((locale) => routes.map((path) => pathIn(locale, path))),
  )
  return async () => {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
