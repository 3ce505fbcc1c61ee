/**
 * `npm run dev`: the site with hot reload, in every language of rules/locales.ts, each under its prefix as the
 * build serves it (so the language switch leads to a served page). Every page is rendered on the server by the same
 * entry the prerenderer uses (so what you see matches the build), the browser hydrates it through Vite, and /rest/v1
 * is the local backend on its own data folder, so the forms store leads in development too.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { Manifest } from '@tanstack/react-router'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { localeOfPath, locales, siteLocales, type Locale } from '../rules/locales'
import { readServerConfig, resolveKeys } from '../server/config'
import { openDatabase } from '../server/db/open'
import { ownerOnlyFiles } from '../server/privateDir'
import { createRestHandler, isRestPath } from '../server/rest/handler'

ownerOnlyFiles()

// The published staff key is fine on a developer's loopback server (server/ still refuses it for HOST=0.0.0.0).
const config = readServerConfig({ PORT: '5173', DATA_DIR: '.data/dev', ALLOW_PUBLISHED_STAFF_KEY: '1', ...process.env })

// What @vitejs/plugin-react expects before any module loads, when the HTML is not Vite's own index.html.
const reactRefreshPreamble = [
  'import RefreshRuntime from "/@react-refresh"',
  'RefreshRuntime.injectIntoGlobalHook(window)',
  'window.$RefreshReg$ = () => {}',
  'window.$RefreshSig$ = () => (type) => type',
  'window.__vite_plugin_react_preamble_installed__ = true',
].join('\n')

// The page links every stylesheet src/stylesheets.ts imports, in its order, so the first paint is styled before
// the modules load (the build puts them in one file).
const stylesheets = [...readFileSync('src/stylesheets.ts', 'utf8').matchAll(/^import '\.\/(.+\.css)'$/gm)].map(
  (match) => `/src/${match[1]}`,
)

/** What the server entry puts in each page's head, for a language's Vite server answering under `base`. */
function devManifest(base: string): Manifest {
  return {
    routes: {
      __root__: {
        css: stylesheets.map((file) => base + file.slice(1)),
        scripts: [
          {
            attrs: { type: 'module' },
            children: reactRefreshPreamble.replace('"/@react-refresh"', `"${base}@react-refresh"`),
          },
          { attrs: { type: 'module', src: `${base}@vite/client` } },
          { attrs: { type: 'module', src: `${base}src/entry-client.tsx` } },
        ],
      },
    },
  }
}

/**
 * What Vite must never serve, though it lies under the project root: Vite's own defaults, and every lead database
 * (DATA_DIR, wherever it is, and the .data* folders of the tests and `npm run serve`). Vite serves any file under
 * the root that is not denied, and answers CORS for every localhost origin: another local page could read the
 * database's files (its WAL holds every lead).
 */
function devDeny(storage: typeof config.storage): string[] {
  const defaults = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**']
  const databases = ['**/.data*/**', '**/.data*']
  return storage.kind === 'pglite'
    ? [...defaults, ...databases, storage.dataDir, `${storage.dataDir}/**`]
    : [...defaults, ...databases]
}

type ServerEntry = { render: (url: string, manifest: Manifest) => Promise<Response> }

function isServerEntry(value: unknown): value is ServerEntry {
  return typeof value === 'object' && value !== null && 'render' in value && typeof value.render === 'function'
}

/**
 * One Vite server per language: vite.config.ts makes the language BUILD_LOCALE names (`@copy/` read in that language,
 * scripts/build/copyAlias.ts), so each is created with its own. Each answers under its language's prefix (its
 * modules too: '/es/src/...'), and has its own hot-reload socket.
 */
const sites = new Map<Locale, { vite: ViteDevServer; manifest: Manifest }>()
for (const [index, locale] of locales.entries()) {
  process.env.BUILD_LOCALE = locale
  const base = siteLocales[locale].pathPrefix + '/'
  const vite = await createViteServer({
    base,
    server: { middlewareMode: true, hmr: { port: 24678 + index }, fs: { deny: devDeny(config.storage) } },
    appType: 'custom',
  })
  sites.set(locale, { vite, manifest: devManifest(base) })
}
const siteFor = (path: string) => {
  const site = sites.get(localeOfPath(path))
  if (!site) throw new Error(`no development server for ${path}`)
  return site
}
const { db, applied } = await openDatabase(config.storage)
const rest = createRestHandler({
  db,
  keys: await resolveKeys(config),
  trustProxy: config.trustProxy,
  siteOrigins: [config.siteOrigin],
  loopbackOrigins: config.loopbackOrigins,
  agencyLegalName: config.agencyLegalName,
})

const server = createServer((req, res) => {
  const url = req.url ?? '/'
  const { vite, manifest } = siteFor(url.split('?')[0])
  if (isRestPath(url.split('?')[0])) {
    rest(req, res).catch((error: unknown) =>
      vite.ssrFixStacktrace(error instanceof Error ? error : new Error(String(error))),
    )
    return
  }
  vite.middlewares(req, res, async () => {
    try {
      const entry: unknown = await vite.ssrLoadModule('/src/entry-server.tsx')
      if (!isServerEntry(entry)) throw new Error('src/entry-server.tsx must export render(url, manifest)')
      const response = await entry.render(
        `http://${req.headers.host ?? `${config.host}:${config.port}`}${url}`,
        manifest,
      )
      res.writeHead(response.status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(await response.text())
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      vite.ssrFixStacktrace(failure)
      console.error(failure)
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(failure.stack ?? failure.message)
    }
  })
})

server.listen(config.port, config.host, () => {
  const homes = locales.map((locale) => `http://${config.host}:${config.port}${siteLocales[locale].pathPrefix}/`)
  console.log(`Development site at ${homes.join(' and ')} (hot reload; add ?inspect to watch the chat machine)`)
  console.log(
    `Leads stored in ${db.description}${applied.length ? ` (migrations applied now: ${applied.join(', ')})` : ''}`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    server.closeAllConnections()
    void Promise.all([...[...sites.values()].map(({ vite }) => vite.close()), db.close()]).then(() => process.exit(0))
  })
}
