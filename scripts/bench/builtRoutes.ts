import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { locales, pathIn, siteLocales } from '../../rules/locales'

/** Every prerendered route of both languages in a built site folder: each <path>/index.html is one route. */
export async function builtRoutes(clientDir: string): Promise<string[]> {
  const routes: string[] = []
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'assets') await walk(full)
      else if (entry.name === 'index.html') {
        const route = `/${relative(clientDir, dir).split(sep).join('/')}`
        // A language's home is its folder with the closing slash ('/es/'), as server/ serves it.
        const home = locales.find(
          (locale) => siteLocales[locale].pathPrefix !== '' && route === siteLocales[locale].pathPrefix,
        )
        routes.push(home ? pathIn(home, '/') : route)
      }
    }
  }
  await walk(clientDir)
  return routes.sort()
}
