// @vitest-environment node
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDataDir } from '../db/support/pgliteDir'
import { rawRequest } from './support/rawRequest'
import { waitFor } from './support/serverProcess'

/** `npm run dev` with its database inside the project (its default, .data/dev): what it serves over HTTP. */
const root = fileURLToPath(new URL('../..', import.meta.url))
let dataDir: string
let stop: () => Promise<void>
let url: string

beforeAll(async () => {
  const template = await freshDataDir()
  await mkdir(join(root, '.data'), { recursive: true })
  dataDir = await mkdtemp(join(root, '.data', 'dev-test-'))
  await cp(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
  await rm(template, { recursive: true, force: true })
  const port = String(20000 + Math.floor(Math.random() * 20000))
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'dev.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  stop = async () => {
    child.kill('SIGTERM')
    await exited
  }
  await waitFor(() => output, /Leads stored in PGlite/, 90_000)
  url = `http://127.0.0.1:${port}`
}, 120_000)

afterAll(async () => {
  await stop?.()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('npm run dev', () => {
  it('never serves the lead database (DATA_DIR under the project root), raw or as a module, to any local page', async () => {
    const path = `/${relative(root, dataDir)}/pglite/PG_VERSION`
    for (const target of [path, `${path}?raw`, `/@fs${dataDir}/pglite/PG_VERSION`]) {
      const response = await rawRequest(`${url}${target}`, {
        headers: { host: new URL(url).host, origin: 'http://localhost:3000' },
      })
      expect(response.status, target).not.toBe(200)
      expect(response.body.toString(), target).not.toMatch(/^1\d\b/)
    }
    // The site itself is still served.
    expect((await rawRequest(`${url}/`, { headers: { host: new URL(url).host } })).status).toBe(200)
  }, 60_000)
})
