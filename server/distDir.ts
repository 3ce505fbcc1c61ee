import { join, resolve } from 'node:path'
import type { Locale } from '../rules/locales'

/**
 * The build folder, read in one place: `npm run build` writes the site to <dist>/client and the render bundle to
 * <dist>/server; server/, the bench and the browser tests read it back. DIST_DIR (default `dist`, relative to
 * the working directory) lets a second build sit beside the first.
 */
export const DEFAULT_DIST_DIR = 'dist'

type Env = Partial<Record<string, string | undefined>>

/** The build folder: DIST_DIR, else dist/. */
export function distDir(env: Env = process.env): string {
  return resolve(env.DIST_DIR || DEFAULT_DIST_DIR)
}

/** The static site: one index.html per route, 404.html, assets/, _headers. */
export function clientDir(env: Env = process.env): string {
  return join(distDir(env), 'client')
}

/** The server render bundle of one language that the prerenderer runs (entry-server.js): <dist>/server/<locale>. */
export function renderDir(locale: Locale, env: Env = process.env): string {
  return join(distDir(env), 'server', locale)
}

/** Vite's manifest of one language's client build, inside the client folder (hidden: server/static.ts never serves it). */
export function viteManifestFile(locale: Locale): string {
  return `.vite/manifest.${locale}.json`
}

/** The build's day and the next day a fact the pages state changes (scripts/build/freshness.ts), beside the client folder. */
export function freshnessFile(env: Env = process.env): string {
  return join(distDir(env), 'freshness.json')
}
