import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { Manifest } from '@tanstack/react-router'
import { authorizePageShown } from '../rules/authorizePage'
import { createRouter } from './router'

/** Renders one path to a complete HTML response; the prerenderer calls this once per route at build time. */
export async function render(url: string, manifest: Manifest): Promise<Response> {
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter,
    getRouterManifest: () => manifest,
  })
  return handler(defaultRenderHandler)
}

/**
 * Every public path the router knows, for the prerenderer and the sitemap: the route table is the one source. The CMS
 * consent page only where the agency turned it on (VITE_AGENT_AUTHORIZATION); off, it is not found.
 */
export function routePaths(): string[] {
  return Object.keys(createRouter().routesByPath).filter(
    (path) => path !== '' && (authorizePageShown || path !== '/authorize'),
  )
}

/** The configuration this build was made with, so the prerenderer writes the same site URL the pages use. */
export { config } from './lib/env'
