import type { Manifest } from '@tanstack/react-router'

export type ViteManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>

const ENTRY = 'src/entry-client.tsx'

/**
 * Translates Vite's client manifest into the router's asset manifest: the root route gets the stylesheet and
 * the module script, and every route preloads its own page chunk (and what that chunk imports), so a first
 * visit fetches the page's code in parallel with the entry instead of after it.
 */
export function buildAssetManifest(vite: ViteManifest): Manifest {
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`${ENTRY} is missing from Vite's manifest: run the client build first`)
  const routes: Manifest['routes'] = {
    __root__: {
      css: (entry.css ?? []).map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const key of Object.keys(vite)) {
    const match = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)
    if (!match) continue
    const routeId = match[1] === 'index' ? '/' : `/${match[1]}`
    routes[routeId] = { preloads: [...chunkFiles(vite, key, new Set([ENTRY]))].map((file) => `/${file}`) }
  }
  return { routes }
}

function chunkFiles(vite: ViteManifest, key: string, seen: Set<string>): Set<string> {
  const files = new Set<string>()
  if (seen.has(key)) return files
  seen.add(key)
  const chunk = vite[key]
  if (!chunk) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) for (const file of chunkFiles(vite, imported, seen)) files.add(file)
  return files
}
