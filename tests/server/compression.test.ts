// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { listen, makeSite, removeDir } from './support/backend'
import { rawRequest } from './support/rawRequest'

let dir: string
let server: Awaited<ReturnType<typeof listen>>

const page = `<!DOCTYPE html><html><body>${'<p>Plans from $0 a month after tax credits.</p>'.repeat(100)}</body></html>`
const script = `export const states = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ state: `State ${i}`, cities: 9 })))}`
const image = randomBytes(4096)

beforeAll(async () => {
  dir = await makeSite()
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), page)
  await writeFile(join(dir, 'assets/states-1a2b.js'), script)
  await writeFile(join(dir, 'assets/photo-1a2b.png'), image)
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *')
  server = await listen(createApp({ distDir: dir }))
})

afterAll(async () => {
  await server?.close()
  await removeDir(dir)
})

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  rawRequest(`${server.url}${path}`, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })

describe('compressed responses', () => {
  it('sends br to a browser that takes br and gzip; the body unpacks to the file, content-length counts what is sent', async () => {
    const response = await get('/', 'gzip, deflate, br, zstd')
    expect(response.headers['content-encoding']).toBe('br')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(response.body.length).toBeLessThan(Buffer.byteLength(page) / 5)
    expect(brotliDecompressSync(response.body).toString()).toBe(page)
  })

  it('sends gzip to a client that does not offer br', async () => {
    const response = await get('/assets/states-1a2b.js', 'gzip, deflate')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(gunzipSync(response.body).toString()).toBe(script)
  })

  it('sends gzip when br is refused with q=0', async () => {
    expect((await get('/', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip')
  })

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const response = await get('/')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toBe(page)
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(page))
  })

  it('tells caches that text responses vary with accept-encoding, compressed or not', async () => {
    const requests: Array<[string, string | undefined]> = [
      ['/', 'br'],
      ['/', undefined],
      ['/assets/states-1a2b.js', 'gzip'],
      ['/robots.txt', 'br'],
      ['/nope', 'br'],
    ]
    for (const [path, encoding] of requests) {
      expect((await get(path, encoding)).headers.vary, `${path} ${encoding}`).toBe('accept-encoding')
    }
  })

  it('never compresses images, which are compressed already', async () => {
    const response = await get('/assets/photo-1a2b.png', 'br, gzip')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toBeUndefined()
    expect(Number(response.headers['content-length'])).toBe(image.length)
    expect(response.body.equals(image)).toBe(true)
  })

  it('sends a tiny file as it is when compressing would not make it smaller', async () => {
    const response = await get('/robots.txt', 'br, gzip')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toBe('User-agent: *')
  })

  it('answers HEAD with the headers GET sends and no body', async () => {
    const head = await get('/', 'br', 'HEAD')
    const full = await get('/', 'br')
    expect(head.body.length).toBe(0)
    const withoutDate = (headers: Record<string, unknown>) =>
      Object.entries(headers).filter(([name]) => name !== 'date')
    expect(withoutDate(head.headers)).toEqual(withoutDate(full.headers))
  })

  it('serves a changed file as it now is, not from the compressed copy it kept', async () => {
    const path = join(dir, 'notes.txt')
    const before = 'Open Enrollment runs from November 1 to January 15. '.repeat(20)
    await writeFile(path, before)
    expect(gunzipSync((await get('/notes.txt', 'gzip')).body).toString()).toBe(before)
    const after = before.replace('November 1', 'November 2')
    await writeFile(path, after)
    // Same size: only the modification time tells the versions apart.
    const later = new Date(Date.now() + 60_000)
    await utimes(path, later, later)
    expect(gunzipSync((await get('/notes.txt', 'gzip')).body).toString()).toBe(after)
  })
})
