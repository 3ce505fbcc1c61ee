// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { CROWDED_HEADERS_TIMEOUT_MS } from '../../server/connections'
import { listen, makeSite, removeDir } from './support/backend'

/** What no single address's cap bounds: the server's connections in all, and sockets that stop reading. */
let siteDir: string
let server: Awaited<ReturnType<typeof listen>>
let app: ReturnType<typeof createApp>
let roomy: Awaited<ReturnType<typeof listen>>
const MAX = 4
const IDLE_MS = 400
const BIG_BYTES = 32 * 1024 * 1024

beforeAll(async () => {
  siteDir = await makeSite()
  // Larger than every socket buffer between here and the server, so a client that stops reading stalls it.
  await writeFile(`${siteDir}/big.js`, randomBytes((BIG_BYTES / 4) * 3).toString('base64'))
  app = createApp({ distDir: siteDir, maxConnections: MAX, maxConnectionsPerClient: 100, inactivityTimeoutMs: IDLE_MS })
  server = await listen(app)
  // The same settings but the ceiling, so that only the inactivity timeout can close a socket there.
  roomy = await listen(createApp({ distDir: siteDir, inactivityTimeoutMs: IDLE_MS }))
})

afterAll(async () => {
  await server?.close()
  await roomy?.close()
  await removeDir(siteDir)
})

function open(url = server.url): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })
}

/** Whether the server closes `socket` within `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
    socket.resume()
  })
}

describe('server-wide connection limits', () => {
  it('at the ceiling still serves a new visitor: an idle connection is shed, never the newcomer', async () => {
    // Idle sockets (connected, never a request) fill the server, as an attacker's would.
    const held = await Promise.all(Array.from({ length: MAX }, () => open()))
    const closed = held.map((socket) => closedWithin(socket, 3_000))
    try {
      const answer = await fetch(`${server.url}/`)
      expect(answer.status).toBe(200)
      expect((await Promise.all(closed)).filter(Boolean).length).toBeGreaterThanOrEqual(1)
    } finally {
      for (const socket of held) socket.destroy()
    }
  })

  it('tightens the headers timeout once the server is crowded, and relaxes it after', async () => {
    const relaxed = app.headersTimeout
    const held = await Promise.all(Array.from({ length: MAX }, () => open()))
    // The server counts connections as their events reach it: on a busy machine (two Vitest workers on two cores)
    // that took longer than a fixed 50 or 100 ms, so each change is waited for, up to 5 s.
    await expect.poll(() => app.headersTimeout, { timeout: 5_000 }).toBe(CROWDED_HEADERS_TIMEOUT_MS)
    for (const socket of held) socket.destroy()
    await expect.poll(() => app.headersTimeout, { timeout: 5_000 }).toBe(relaxed)
  })

  it('closes a socket whose client stopped reading the answer (pipelined requests for a large file)', async () => {
    const socket = await open(roomy.url)
    socket.on('error', () => undefined)
    socket.pause()
    socket.write('GET /big.js HTTP/1.1\r\nhost: 127.0.0.1\r\naccept-encoding: identity\r\n\r\n'.repeat(3))
    // Stalled for several times the timeout, then reading again: only what was in flight arrives, then the end.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 4))
    let received = 0
    socket.on('data', (chunk: Buffer) => (received += chunk.length))
    expect(await closedWithin(socket, 8_000)).toBe(true)
    expect(received).toBeLessThan(BIG_BYTES)
    socket.destroy()
  }, 15_000)
})
