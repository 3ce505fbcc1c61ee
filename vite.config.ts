/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { clientDir, renderDir, viteManifestFile } from './server/distDir.ts'
import { chunkGroups } from './scripts/build/chunkGroups.ts'
import {
  readAgencyCredentials,
  readAgentAuthorization,
  readTextProgram,
  readAgentHours,
  readConfig,
  readMedicareMarketing,
} from './src/lib/readConfig.ts'
import { buildDay } from './scripts/build/buildDay.ts'
import { buildId } from './scripts/build/buildId.ts'
import { copyAlias } from './scripts/build/copyAlias.ts'
import { staticContent } from './scripts/build/staticContent.ts'
import { buildLocale } from './scripts/build/buildLocale.ts'
import { defaultLocale, locales } from './rules/locales.ts'

/** The test files that run PGlite in their own process (the 'database' project of `test.projects` below). */
const databaseTests = ['tests/db/**/*.test.ts', 'tests/server/**/*.test.ts']

export default defineConfig(({ isSsrBuild, mode }) => {
  const locale = buildLocale()
  const day = buildDay(process.env.BUILD_DAY)
  // The site's settings (VITE_* from the environment or .env files), checked once here: src/lib/env.ts.
  // The build's day (rules/pageYear.ts): which coverage year the pages describe.
  const define = {
    __SITE_CONFIG__: JSON.stringify(readConfig(loadEnv(mode, process.cwd(), 'VITE_'))),
    __AGENT_HOURS__: JSON.stringify(readAgentHours(loadEnv(mode, process.cwd(), 'VITE_'))),
    __MEDICARE_MARKETING__: JSON.stringify(readMedicareMarketing(loadEnv(mode, process.cwd(), 'VITE_'))),
    // The licences and the review figure the agency configured: content/ words every licensing and review sentence from them.
    __AGENCY_CREDENTIALS__: JSON.stringify(readAgencyCredentials(loadEnv(mode, process.cwd(), 'VITE_'))),
    __AGENT_AUTHORIZATION__: JSON.stringify(readAgentAuthorization(loadEnv(mode, process.cwd(), 'VITE_'))),
    // The text program the agency registered: which wording the forms' optional text box shows.
    __TEXT_PROGRAM__: JSON.stringify(readTextProgram(loadEnv(mode, process.cwd(), 'VITE_'))),
    __BUILD_DAY__: JSON.stringify(day),
    // Which build served the page, recorded with every lead (src/lib/leads.ts).
    __BUILD_ID__: JSON.stringify(buildId(process.env.BUILD_ID, day)),
  }
  return {
    define,
    resolve: {
      alias: [
        // `@copy/…`: the words of the build's language (scripts/build/copyAlias.ts).
        ...copyAlias(locale),
        // TanStack's store imports the React 17 shim of useSyncExternalStore; on React 19 the package's own build does the
        // same with React's hook, without the shim's fallback: about 200 bytes gzip off every page (docs/speed.md).
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    plugins: [
      // The router plugin must run before react(): it rewrites route files and splits each page into its own chunk.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      // The pages' sentences computed while building, for the build's language and day (docs/speed.md).
      staticContent({ locale, define }),
    ],
    build: {
      // Each language's manifest, read by the prerender (scripts/build/assetManifest.ts).
      manifest: viteManifestFile(locale),
      // The prerendered HTML already preloads each page's chunks (scripts/build/assetManifest.ts); Vite's own helper
      // would repeat every chunk's dependency list inside the entry: 1 KB gzip on every first visit.
      modulePreload: false,
      // DIST_DIR (server/distDir.ts): the site in <dist>/client, the render bundles (`--ssr`) in <dist>/server/<locale>.
      // Every language writes into one client folder (the default language's build, first, empties it): a chunk two
      // builds make alike gets the same name, so a visitor who switches language downloads only what differs.
      outDir: isSsrBuild ? renderDir(locale) : clientDir(),
      emptyOutDir: isSsrBuild || locale === defaultLocale,
      rollupOptions: {
        // An imported constant is written where it is used: content/ exports the frame's words one constant each
        // (content/en/site.ts), so a word moved out of a component costs the first download nothing.
        optimization: { inlineConst: { mode: 'all', pass: 1 } },
        input: 'src/entry-client.tsx',
        // Rolldown warns when plugins take most of a build's time. Here they do by design: static-content runs the
        // modules of the evaluated folders of content/ in Node (scripts/build/staticContent.ts). The warning comes and goes with the machine's load,
        // says nothing to act on, and would make the build's output noisy.
        checks: { bundlerTimings: false },
        // The browser bundle's files: scripts/build/chunkGroups.ts says what belongs together and why.
        output: isSsrBuild ? {} : { codeSplitting: { groups: chunkGroups } },
      },
    },
    test: {
      // A worker per core. Vitest's default keeps one core back (cores - 1), which on a two-core machine is a single
      // worker: the server and database files spend most of their time waiting on a child server or PostgreSQL,
      // and the other core idled through them.
      maxWorkers: '100%',
      // Worker threads, not forked processes: a test file starts in about half the time (tests/unit: 31 s in forks,
      // 16 s in threads) (docs/qa.md, 'The test suite's time'). The database and server files are the exception below.
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            name: defaultLocale,
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['**/node_modules/**', '**/.git/**', ...databaseTests],
            environment: 'happy-dom',
          },
        },
        // The files that open PGlite in the test's own process, each in a process of its own: PGlite's WebAssembly,
        // compiled and freed in several worker threads of one process, can trip V8's process-wide register of code
        // pages ('Check failed: jit_page_->allocations_.erase(addr) == 1', nodejs/node#64500), which aborts the whole
        // run: it did once on this machine, in tests/server. Forked, a file's PGlite has its process to itself.
        {
          extends: true,
          test: { name: 'database', include: databaseTests, environment: 'happy-dom', pool: 'forks' },
        },
        // The machines' model tests again on each other language's views: every path in every language. The words they
        // expect come from `@copy/…`, which here reads content/<code>/.
        ...locales
          .filter((code) => code !== defaultLocale)
          .map((code) => ({
            extends: true,
            resolve: { alias: copyAlias(code) },
            test: {
              name: code,
              include: [
                'tests/machines/*.model.test.tsx',
                'tests/machines/*.view.test.tsx',
                'tests/machines/savingsEstimator.callback.test.tsx',
              ],
              environment: 'happy-dom',
            },
          })),
      ],
    },
  }
})
