import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** Every prerendered route in a built site folder: each <path>/index.html is one route. */
export async function builtRoutes(clientDir: string): Promise<string[]> {
  const routes: string[] = []
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'assets') await walk(full)
      else if (entry.name === 'index.html') {
        const rel = relative(clientDir, dir)
        routes.push(rel === '' ? '/' : `/${rel.split(sep).join('/')}`)
      }
    }
  }
  await walk(clientDir)
  return routes.sort()
}
